/** Development entry: Vite in middleware mode (HMR, on-the-fly TSX) inside the same Express app. */
import { readFile } from 'node:fs/promises';
import { createServer } from 'vite';
import { boot } from './boot';
import type { Render } from '../client/entry-server';

const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });

await boot({
  env: { NODE_ENV: 'development', ...process.env },
  prettyLogs: process.stdout.isTTY,
  devMiddleware: vite.middlewares,
  template: async (url) => vite.transformIndexHtml(url, await readFile('views/index.html', 'utf8')),
  render: async () => ((await vite.ssrLoadModule('/client/entry-server.tsx')) as { render: Render }).render,
  onClose: () => vite.close(),
});
