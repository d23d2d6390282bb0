#!/usr/bin/env node
// Generates the placeholder SVG artwork in public/images (and public/favicon.svg).
// Usage: node scripts/artwork/generate.mjs [filter]
// Operators can later replace any file by overwriting it with the same name.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { svgDoc } from './lib.mjs';
import brand from './art-brand.mjs';
import scenes from './art-scenes.mjs';
import banners from './art-banners.mjs';
import docs from './art-docs.mjs';
import maps from './art-maps.mjs';
import plans from './art-plans.mjs';
import interiors from './art-interiors.mjs';
import premium from './art-premium.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const publicDir = resolve(here, '../../public');
const filter = process.argv[2];

const all = [...brand, ...scenes, ...banners, ...docs, ...maps, ...plans, ...interiors, ...premium];
let count = 0;
for (const a of all) {
  if (filter && !a.file.includes(filter)) continue;
  const { defs = '', body } = a.build();
  const prefix = a.file.replace(/^.*\//, '').replace(/\.svg$/, '').replace(/[^a-z0-9]+/gi, '');
  const out = svgDoc({ w: a.w, h: a.h, title: a.title, defs, body, prefix });
  const target = join(publicDir, a.file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, out);
  count++;
  const kb = (Buffer.byteLength(out) / 1024).toFixed(1);
  console.log(`${a.file.padEnd(34)} ${String(a.w + 'x' + a.h).padEnd(10)} ${kb.padStart(6)} KB`);
}
console.log(`wrote ${count} SVG files`);
