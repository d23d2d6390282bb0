#!/usr/bin/env node
// Equirectangular (2:1) placeholder panoramas of the unit types for the built-in VR page:
// a box-shaped living room traced per pixel (walls, wood floor, ceiling lights, a window on
// the lake, a kitchen counter), painted on a canvas in headless Chromium and saved as JPEG.
//   node scripts/artwork/art-panoramas.mjs   -> public/vr/panoramas/<type>.jpg + index.json
// Operators replace a JPEG with a real 360° photo of the same name (any 2:1 size), or edit
// index.json to list other types.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { C, FONT } from './lib.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = resolve(here, '../../public/vr/panoramas');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

// The unit table of shared/site.config.ts (labels, 전용면적); room sizes in metres grow with the area.
const TYPES = [
  { label: '84A', area: '84.97', w: 5.0, d: 4.2, wall: '#efe9df', accent: '#d8cbb4', floor: [196, 160, 118], windowSide: 'south' },
  { label: '84B', area: '84.95', w: 5.0, d: 4.2, wall: '#eee8e1', accent: '#cbd3d6', floor: [188, 152, 112], windowSide: 'south' },
  { label: '84C', area: '84.98', w: 4.8, d: 4.4, wall: '#f1ece4', accent: '#d6c7ae', floor: [206, 176, 138], windowSide: 'east' },
  { label: '84D', area: '84.92', w: 4.8, d: 4.4, wall: '#ece7e0', accent: '#c5cdc2', floor: [170, 134, 98], windowSide: 'east' },
  { label: '99A', area: '99.96', w: 5.8, d: 4.8, wall: '#f3efe8', accent: '#d9c9a9', floor: [182, 146, 104], windowSide: 'south' },
  { label: '99B', area: '99.94', w: 5.8, d: 4.8, wall: '#eeeae4', accent: '#c9d1d8', floor: [200, 168, 128], windowSide: 'south' },
  { label: '99C', area: '99.98', w: 5.6, d: 5.0, wall: '#f0ebe3', accent: '#d3c4aa', floor: [176, 140, 102], windowSide: 'east' },
];

const WIDTH = 2048;
const HEIGHT = 1024;

/** Runs in the browser: traces the room for every pixel and returns a JPEG data URL. */
function paint({ t, width, height, palette, font }) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  const img = ctx.createImageData(width, height);
  const px = img.data;
  const hex = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
  const wall = hex(t.wall);
  const accent = hex(t.accent);
  const navy = hex(palette.navy);
  const gold = hex(palette.gold);
  const EYE = 1.5, H = 2.4;
  const x0 = -t.w / 2, x1 = t.w / 2, z0 = -t.d * 0.45, z1 = t.d * 0.55;
  const mix = (a, b, k) => [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k];

  // The window: on the south wall (z = z1) or the east wall (x = x1), most of its width.
  const inWindow = (u, y) => y > 0.35 && y < 2.2 && Math.abs(u) < (t.windowSide === 'south' ? t.w : t.d) * 0.36;
  const view = (u, y) => {
    // Sky over a lake and a far shore, seen through the glass.
    if (y > 1.05) return mix([236, 214, 186], [150, 188, 214], Math.min(1, (y - 1.05) / 1.1));
    if (y > 0.95) return mix([112, 142, 120], [86, 116, 96], (Math.sin(u * 7) + 1) / 2);
    return mix([96, 143, 168], [61, 106, 130], (0.95 - y) / 0.6);
  };

  for (let j = 0; j < height; j++) {
    const lat = Math.PI / 2 - ((j + 0.5) / height) * Math.PI;
    const cl = Math.cos(lat), sl = Math.sin(lat);
    for (let i = 0; i < width; i++) {
      const lon = ((i + 0.5) / width) * 2 * Math.PI - Math.PI;
      const dx = cl * Math.sin(lon), dy = sl, dz = cl * Math.cos(lon);
      let best = Infinity, hit = '';
      const test = (tt, name) => { if (tt > 0 && tt < best) { best = tt; hit = name; } };
      if (dx) { test(x0 / dx, 'west'); test(x1 / dx, 'east'); }
      if (dz) { test(z0 / dz, 'north'); test(z1 / dz, 'south'); }
      if (dy) { test(-EYE / dy, 'floor'); test((H - EYE) / dy, 'ceiling'); }
      const x = dx * best, y = dy * best + EYE, z = dz * best;
      let c;
      if (hit === 'floor') {
        // Oak planks along z with staggered joints.
        const plank = Math.floor((x + 10) / 0.19);
        const joint = ((z + 10 + (plank % 5) * 0.37) % 1.2) < 0.012;
        const seam = ((x + 10) % 0.19) < 0.008;
        const tone = 0.9 + ((plank * 37) % 11) / 60;
        c = t.floor.map((v) => v * tone);
        if (seam || joint) c = c.map((v) => v * 0.82);
        // Daylight pooling in front of the window.
        const near = t.windowSide === 'south' ? 1 - Math.min(1, (z1 - z) / 2.5) : 1 - Math.min(1, (x1 - x) / 2.5);
        c = mix(c, [255, 244, 226], near * 0.25);
      } else if (hit === 'ceiling') {
        c = [246, 244, 240];
        // Recessed lights in a grid and a cove around the edge.
        const lx = ((x + 10) % 1.4) - 0.7, lz = ((z + 10) % 1.4) - 0.7;
        if (lx * lx + lz * lz < 0.012) c = [255, 250, 236];
        else if (lx * lx + lz * lz < 0.02) c = [214, 210, 204];
        if (Math.min(x - x0, x1 - x, z - z0, z1 - z) < 0.3) c = mix(c, gold, 0.12);
      } else {
        const u = hit === 'north' || hit === 'south' ? x : z;
        c = hit === 'west' ? accent : wall;
        const windowWall = hit === t.windowSide;
        if (windowWall && inWindow(u, y)) {
          c = view(u, y);
          // Mullions and the frame.
          const span = (t.windowSide === 'south' ? t.w : t.d) * 0.36;
          if (Math.abs(u) > span - 0.05 || Math.abs(((u + span) % (span / 1.5)) - 0) < 0.03 || y < 0.4 || y > 2.15) c = [62, 66, 72];
        }
        if (y < 0.09) c = [92, 86, 80]; // skirting
        if (hit === 'north' && Math.abs(u) < 1.6 && y < 0.9) {
          // Kitchen counter with a navy base and a light top.
          c = y > 0.86 ? [232, 228, 222] : navy;
          if (y < 0.86 && Math.abs(((u + 10) % 0.6) - 0.3) < 0.006) c = c.map((v) => v * 0.7);
        }
        if (hit === 'north' && Math.abs(u) < 1.6 && y > 1.45 && y < 2.2) {
          c = [226, 220, 210]; // upper cabinets
          if (Math.abs(((u + 10) % 0.6) - 0.3) < 0.006) c = [180, 174, 166];
        }
        if (hit === 'east' && t.windowSide !== 'east' && Math.abs(u) < 0.45 && y < 2.1) c = [180, 150, 112]; // door
        // Soft light falloff towards the corners.
        c = c.map((v) => v * (0.9 + 0.1 * Math.min(1, best / 3)));
      }
      const k = (j * width + i) * 4;
      px[k] = c[0]; px[k + 1] = c[1]; px[k + 2] = c[2]; px[k + 3] = 255;
    }
  }
  ctx.putImageData(img, 0, 0);
  // A caption on the wall straight ahead (little distortion near the horizon).
  ctx.textAlign = 'center';
  ctx.fillStyle = 'rgba(29, 42, 58, 0.78)';
  ctx.font = `700 26px ${font}`;
  ctx.fillText(`${t.label} 타입 · 전용 ${t.area}㎡`, width / 2, height / 2 - 108);
  ctx.font = `400 15px ${font}`;
  ctx.fillText('이해를 돕기 위한 예시 VR 이미지로 실제와 다를 수 있습니다', width / 2, height / 2 - 84);
  return canvas.toDataURL('image/jpeg', 0.72);
}

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
await page.setContent('<!doctype html><meta charset="utf-8"><body></body>');
for (const t of TYPES) {
  const url = await page.evaluate(paint, { t, width: WIDTH, height: HEIGHT, palette: C, font: FONT });
  const buf = Buffer.from(url.split(',')[1], 'base64');
  writeFileSync(join(outDir, `${t.label}.jpg`), buf);
  console.log(`vr/panoramas/${t.label}.jpg  ${WIDTH}x${HEIGHT}  ${(buf.length / 1024).toFixed(0)} KB`);
}
await browser.close();
// What the VR page offers, in menu order (edit to add, remove or rename panoramas).
const index = TYPES.map((t) => ({ type: t.label, title: `${t.label} 타입 거실`, src: `/vr/panoramas/${t.label}.jpg` }));
writeFileSync(join(outDir, 'index.json'), JSON.stringify(index, null, 2) + '\n');
console.log('vr/panoramas/index.json');
