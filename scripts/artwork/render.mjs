#!/usr/bin/env node
// Chromium-based helpers for the placeholder artwork.
//   node scripts/artwork/render.mjs og               -> public/images/og-image.png (from og-image.svg)
//   node scripts/artwork/render.mjs pdf              -> public/announcement.pdf (from announcement.html)
//   node scripts/artwork/render.mjs check            -> validate every generated SVG
//   node scripts/artwork/render.mjs sheet [filter] [out.png] [cols]  -> contact sheet (default /tmp/artwork-sheet.png)
//   node scripts/artwork/render.mjs one <file.svg> <out.png>        -> full-size render of one SVG
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { optimizePng } from './png-optimize.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const publicDir = resolve(here, '../../public');
const imagesDir = join(publicDir, 'images');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

function chromium(args) {
  const profile = mkdtempSync(join(tmpdir(), 'chr-'));
  try {
    execFileSync(
      CHROMIUM,
      [
        '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--no-first-run', '--hide-scrollbars',
        `--user-data-dir=${profile}`, ...args,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'], timeout: 120000 },
    );
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

function screenshot(htmlFile, out, w, h) {
  chromium([`--screenshot=${out}`, `--window-size=${w},${h}`, '--default-background-color=00000000', pathToFileURL(htmlFile).href]);
}

function svgSize(file) {
  const s = readFileSync(file, 'utf8');
  const m = s.match(/<svg[^>]*\swidth="(\d+)"[^>]*\sheight="(\d+)"/);
  return { w: +m[1], h: +m[2] };
}

function allSvgs() {
  const list = readdirSync(imagesDir).filter((f) => f.endsWith('.svg')).sort().map((f) => join(imagesDir, f));
  return [join(publicDir, 'favicon.svg'), ...list].filter(existsSync);
}

const wrap = (inner, extraCss = '') =>
  `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;padding:0}${extraCss}</style></head><body>${inner}</body></html>`;

const cmd = process.argv[2];

if (cmd === 'og') {
  const svg = join(imagesDir, 'og-image.svg');
  const html = join(here, 'og-image.html');
  writeFileSync(html, wrap(`<img src="${relative(here, svg)}" width="1200" height="630" style="display:block">`));
  const out = join(imagesDir, 'og-image.png');
  screenshot(html, out, 1200, 630);
  // Chromium's PNG encoder is fast, not small; gradient dithering also adds noise. Re-encode,
  // dropping 1 low bit per channel (visually identical) to stay well under 300 KB.
  optimizePng(out, 1);
  console.log(`${relative(process.cwd(), out)} ${(statSync(out).size / 1024).toFixed(1)} KB`);
} else if (cmd === 'pdf') {
  const html = join(here, 'announcement.html');
  const out = join(publicDir, 'announcement.pdf');
  chromium([`--print-to-pdf=${out}`, '--no-pdf-header-footer', pathToFileURL(html).href]);
  console.log(`${relative(process.cwd(), out)} ${(statSync(out).size / 1024).toFixed(1)} KB`);
} else if (cmd === 'one') {
  const file = resolve(process.argv[3]);
  const out = resolve(process.argv[4] || '/tmp/artwork-one.png');
  const { w, h } = svgSize(file);
  const html = join(tmpdir(), 'artwork-one.html');
  writeFileSync(html, wrap(`<img src="${pathToFileURL(file).href}" width="${w}" height="${h}" style="display:block">`, 'body{background:#888}'));
  screenshot(html, out, w, h);
  console.log(out);
} else if (cmd === 'sheet') {
  const filter = process.argv[3] && process.argv[3] !== 'all' ? process.argv[3] : '';
  const out = resolve(process.argv[4] || '/tmp/artwork-sheet.png');
  const cols = +(process.argv[5] || 6);
  const cellW = Math.floor(1900 / cols) - 12;
  const files = allSvgs().filter((f) => f.includes(filter));
  let col = 0, rowH = 0, total = 0;
  const cells = files.map((f) => {
    const { w, h } = svgSize(f);
    const dw = Math.min(cellW, w * 3), dh = Math.round((h * dw) / w);
    const dark = /white|favicon/.test(f);
    return { f, dw, dh, dark };
  });
  // approximate height: flow layout; compute rows by greedy fill
  for (const c of cells) {
    if (col === cols) { total += rowH + 34; rowH = 0; col = 0; }
    rowH = Math.max(rowH, c.dh); col++;
  }
  total += rowH + 34 + 20;
  const html = join(tmpdir(), 'artwork-sheet.html');
  const inner = cells
    .map((c) => `<figure style="width:${cellW}px"><div class="im${c.dark ? ' dk' : ''}"><img src="${pathToFileURL(c.f).href}" width="${c.dw}" height="${c.dh}"></div><figcaption>${relative(publicDir, c.f)} (${(statSync(c.f).size / 1024).toFixed(1)} KB)</figcaption></figure>`)
    .join('');
  writeFileSync(
    html,
    wrap(`<div class="grid">${inner}</div>`,
      `body{background:#e6e6e6;font:12px sans-serif}.grid{display:grid;grid-template-columns:repeat(${cols},${cellW}px);gap:6px 10px;padding:10px;align-items:start}figure{margin:0}.im{background:repeating-conic-gradient(#ccc 0 25%,#fff 0 50%) 0 0/16px 16px;line-height:0}.im.dk{background:#1d2a3a}img{display:block;max-width:100%}figcaption{padding:3px 0 6px}`),
  );
  screenshot(html, out, 1920, total);
  console.log(out);
} else if (cmd === 'check') {
  let bad = 0;
  const hasXmllint = (() => { try { execFileSync('xmllint', ['--version'], { stdio: 'ignore' }); return true; } catch { return false; } })();
  for (const f of allSvgs()) {
    const s = readFileSync(f, 'utf8');
    const errs = [];
    const root = s.match(/<svg[^>]*>/)?.[0] || '';
    const w = root.match(/\swidth="(\d+)"/)?.[1], h = root.match(/\sheight="(\d+)"/)?.[1];
    const vb = root.match(/viewBox="0 0 (\d+) (\d+)"/);
    if (!w || !h || !vb || vb[1] !== w || vb[2] !== h) errs.push('width/height/viewBox mismatch');
    if (!/role="img"/.test(root)) errs.push('missing role=img');
    const title = s.match(/<title[^>]*>([^<]*)<\/title>/)?.[1];
    if (!title || !/[가-힣]/.test(title)) errs.push('missing Korean <title>');
    if (/<script|<image|<foreignObject|xlink:href="http|href="http|@import|url\(http|data:/i.test(s)) errs.push('external/embedded reference');
    const kb = Buffer.byteLength(s) / 1024;
    if (kb > 80) errs.push(`too large: ${kb.toFixed(1)} KB`);
    if (hasXmllint) {
      try { execFileSync('xmllint', ['--noout', f], { stdio: ['ignore', 'ignore', 'pipe'] }); } catch (e) { errs.push('xmllint: ' + String(e.stderr).slice(0, 300)); }
    }
    if (errs.length) { bad++; console.log(`FAIL ${relative(publicDir, f)}: ${errs.join('; ')}`); }
    else console.log(`ok   ${relative(publicDir, f).padEnd(36)} ${w}x${h} ${kb.toFixed(1)} KB`);
  }
  console.log(bad ? `${bad} file(s) failed` : 'all SVG files passed');
  process.exit(bad ? 1 : 0);
} else {
  console.log('usage: render.mjs og|pdf|check|sheet [filter] [out] [cols]|one <svg> <out>');
  process.exit(2);
}
