/** Production entry, bundled by `vite build --ssr`: serves the built client and streams pages. */
import { readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { render } from '../client/entry-server';
import { boot } from './boot';
import { isAdminPath } from '../shared/routes';
import { deskTapsFiles, pageAssetTags, pageShell, readManifest, visitorBootFile, visitorShell } from './page-assets';

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');
// The page shell lives outside the static root (vite.config.ts moves it): no URL reaches it.
const built = await readFile(path.resolve(clientDir, '../templates/index.html'), 'utf8');
const manifest = await readFile(path.join(clientDir, '.vite/manifest.json'));
// The desk runs its client-routed app; visitor pages run the islands' boot script (decision 0027).
const files = readManifest(clientDir);
const template = pageShell(built, deskTapsFiles(files));
const visitorTemplate = visitorShell(built, visitorBootFile(files));

await boot({
  render: async () => render,
  template: async (url) => (isAdminPath(url.split('?')[0]!) ? template : visitorTemplate),
  staticDir: clientDir,
  buildId: createHash('sha256').update(manifest).update(built).digest('base64url').slice(0, 12),
  assetTags: pageAssetTags(clientDir),
  recordPageTexts: true,
});
