/**
 * Bundles tests/helpers/api-server.ts into one file before the unit tests run (see
 * tests/helpers/api-process.ts): the same source, loaded by node in one read instead of through
 * tsx module by module.
 */
import { build } from 'esbuild';
import { API_SERVER_BUNDLE } from './helpers/api-process';

export default async function setup() {
  await build({
    entryPoints: ['tests/helpers/api-server.ts'],
    outfile: API_SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Packages are loaded from node_modules as in the app (native ones, the engine's binary).
    packages: 'external',
    logLevel: 'warning',
  });
}
