/** Development entry: Vite in middleware mode (HMR, on-the-fly TSX) inside the same Express app. */
import { readFile } from 'node:fs/promises';
import { createServer } from 'vite';
import { ConfigError, loadConfig } from './config.server';
import { createLogger } from './logger';
import { createApp } from './app';
import { listen } from './start';
import type { Render } from '../client/entry-server';

try {
  const config = loadConfig({ NODE_ENV: 'development', ...process.env });
  const log = createLogger(config.logLevel, process.stdout.isTTY);
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  const app = createApp({
    config,
    log,
    devMiddleware: vite.middlewares,
    template: async (url) => vite.transformIndexHtml(url, await readFile('views/index.html', 'utf8')),
    render: async () => ((await vite.ssrLoadModule('/client/entry-server.tsx')) as { render: Render }).render,
  });
  listen(app, config, log, () => vite.close());
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
