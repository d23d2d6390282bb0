/** Development entry: Vite in middleware mode (HMR, on-the-fly TSX) inside the same Express app. */
import { readFile } from 'node:fs/promises';
import { createServer } from 'vite';
import type { RequestHandler } from 'express';
import { boot } from './boot';
import { earlyTapsTag } from './desk-early-taps';
import { isAdminPath } from '../shared/routes';
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
  // Visitor pages run the islands' boot script (decision 0027); in development their styles come
  // from a module importing every stylesheet (the production build inlines each page's).
  template: async (url) => {
    const shell = await readFile('views/index.html', 'utf8');
    const visitor = !isAdminPath(url.split('?')[0]!);
    const html = visitor
      ? shell.replace('/client/entry-client.tsx"></script>', '/client/islands/boot.ts"></script>\n    <script type="module" src="/client/islands/dev-styles.ts"></script>')
      : shell.replace('<script type="module"', `${earlyTapsTag()}\n    <script type="module" src="/client/desk-taps.ts"></script>\n    <script type="module"`);
    return vite.transformIndexHtml(url, html);
  },
  render: async () => ((await vite.ssrLoadModule('/client/entry-server.tsx')) as { render: Render }).render,
  onClose: () => vite.close(),
});
