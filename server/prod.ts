/** Production entry, bundled by `vite build --ssr`: serves the built client and streams pages. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { render } from '../client/entry-server';
import { ConfigError, loadConfig } from './config.server';
import { createLogger } from './logger';
import { createApp } from './app';
import { listen } from './start';

const here = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.resolve(here, '../client');

try {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const template = await readFile(path.join(clientDir, 'views/index.html'), 'utf8');
  const app = createApp({
    config,
    log,
    render: async () => render,
    template: async () => template,
    staticDir: clientDir,
  });
  listen(app, config, log);
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
