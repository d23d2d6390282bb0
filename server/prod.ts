/** Production entry, bundled by `vite build --ssr`: serves the built client and streams pages. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { render } from '../client/entry-server';
import { boot } from './boot';

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');
const template = await readFile(path.join(clientDir, 'views/index.html'), 'utf8');

await boot({
  render: async () => render,
  template: async () => template,
  staticDir: clientDir,
});
