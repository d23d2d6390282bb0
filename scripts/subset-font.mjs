#!/usr/bin/env node
// Build step: Pretendard (variable) cut down to the characters the site's own text uses, so a
// phone downloads one small font file instead of a dozen unicode-range slices. Text that arrives
// later (press articles, visitor input) falls back to the full dynamic-subset faces (fonts.ts).
import { readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const source = path.join(root, 'node_modules/pretendard/dist/web/variable/woff2/PretendardVariable.woff2');
const out = path.join(root, 'client/styles/fonts/pretendard-site.woff2');

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? files(p) : /\.(tsx?|html)$/.test(name) ? [p] : [];
  });
}

// Every character written in the site's sources (page text, route table, site config, messages)
// plus all printable ASCII, so numbers, Latin names and punctuation never need the fallback.
// Administrator pages (the desk, client/desk/) are left out: visitors never see them, and they have the fallback faces.
const adminOnly = (file) => /(^|\/)(admin[-\w]*\.tsx|admin\/)|^client\/desk\//i.test(path.relative(root, file));
const text = new Set();
for (const dir of ['client', 'shared', 'views']) {
  for (const file of files(path.join(root, dir))) {
    if (!adminOnly(file)) for (const ch of readFileSync(file, 'utf8')) text.add(ch);
  }
}
for (let c = 0x20; c < 0x7f; c++) text.add(String.fromCharCode(c));
for (const ch of '·…‘’“”「」『』【】㎡℃~※→←↑↓■□●○◆◇▶▷★☆①②③④⑤') text.add(ch);
const chars = [...text].filter((ch) => ch >= ' ').join('');

// The weights the stylesheets use (400–800) are kept; the rest of the weight axis is dropped.
const subset = await subsetFont(readFileSync(source), chars, {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: 400, max: 800 } },
});
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, subset);
console.log(`pretendard-site.woff2: ${[...chars].length} characters, ${(subset.length / 1024).toFixed(1)} KB`);
