/** Development entry: Vite in middleware mode (HMR, on-the-fly TSX) inside the same Express app. */
import { readFile } from 'node:fs/promises';
import { createServer } from 'vite';
import type { RequestHandler } from 'express';
import { boot } from './boot';
import type { Render } from '../client/entry-server';

const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });

/** The built-in VR page is a second HTML entry (vr/index.html); Vite serves no HTML in custom mode. */
const devMiddleware: RequestHandler = (req, res, next) => {
  if (req.path !== '/vr/index.html') return vite.middlewares(req, res, next);
  readFile('vr/index.html', 'utf8')
    .then((html) => vite.transformIndexHtml(req.originalUrl, html))
    .then((html) => void res.type('html').send(html), next);
};

await boot({
  env: { NODE_ENV: 'development', ...process.env },
  prettyLogs: process.stdout.isTTY,
  devMiddleware,
  template: async (url) => vite.transformIndexHtml(url, await readFile('views/index.html', 'utf8')),
  render: async () => ((await vite.ssrLoadModule('/client/entry-server.tsx')) as { render: Render }).render,
  onClose: () => vite.close(),
});
