// Reusable dusk skyline + lake scene parts.
import { C, r, rng, line, path, tower, winPattern, ridge } from './lib.mjs';

/**
 * Two layers of towers between x0..x1 standing on `base`.
 * Returns svg string (no defs; needs patterns 'winB' and 'winF').
 */
export function cityscape({ x0, x1, base, seed = 7, hMin = 220, hMax = 520, scale = 1, lit = 0.06, front = C.navy, back = '#2d3b50', side = C.deep }) {
  const R = rng(seed);
  let s = '';
  // back layer
  let x = x0;
  while (x < x1) {
    const w = R.range(50, 80) * scale;
    const h = R.range(hMin * 0.55, hMax * 0.8) * scale;
    s += tower(x, base, w, h, R, { body: back, side: '#222f41', patId: 'winB', lit: lit * 0.5, crown: C.goldD, cellW: 9 * scale, cellH: 12 * scale });
    x += w + R.range(10, 40) * scale;
  }
  // front layer — a composed "complex" of similar towers with a rhythm
  x = x0 + 30 * scale;
  let i = 0;
  while (x < x1 - 40 * scale) {
    const w = R.range(62, 86) * scale;
    const wave = Math.sin(i * 1.3) * 0.5 + 0.5;
    const h = (hMin + (hMax - hMin) * (0.35 + 0.65 * wave) * R.range(0.8, 1)) * scale;
    s += tower(x, base, w, h, R, { body: front, side, patId: 'winF', lit, antenna: i % 3 === 1, cellW: 10 * scale, cellH: 14 * scale });
    x += w + R.range(22, 56) * scale;
    i++;
  }
  return s;
}

export const skylinePatterns = (scale = 1) =>
  winPattern('winF', '#33465e', 10 * scale, 14 * scale) + winPattern('winB', '#3a4a60', 9 * scale, 12 * scale);

/** Horizontal water ripple lines. */
export function ripples(x0, x1, y0, y1, n, seed, color = C.gold, maxOp = 0.35) {
  const R = rng(seed);
  let s = '';
  for (let i = 0; i < n; i++) {
    const y = y0 + (y1 - y0) * Math.pow(R(), 1.4);
    const len = R.range(20, 140) * (0.5 + (y - y0) / (y1 - y0));
    const x = R.range(x0, x1 - len);
    s += line(x, y, x + len, y, { stroke: color, 'stroke-width': r(0.8 + (y - y0) / (y1 - y0) * 1.6), opacity: r(R.range(0.08, maxOp)) });
  }
  return s;
}

/** Golden column of reflected sunlight on water. */
export function sunPath(cx, y0, y1, n, seed, color = C.gold, spread = 140) {
  const R = rng(seed);
  let s = '';
  for (let i = 0; i < n; i++) {
    const t = i / n;
    const y = y0 + (y1 - y0) * Math.pow(t, 1.25) + R.range(-2, 2);
    const segs = 1 + Math.floor(R() * 3);
    for (let k = 0; k < segs; k++) {
      const half = (8 + t * spread) * R.range(0.15, 0.6);
      const dx = R.range(-1, 1) * (10 + t * spread * 0.9);
      s += line(cx + dx - half, y, cx + dx + half, y, { stroke: color, 'stroke-width': r(0.8 + t * 2.2), opacity: r((0.7 - t * 0.5) * R.range(0.5, 1)), 'stroke-linecap': 'round' });
    }
  }
  return s;
}

/** Tree-line silhouette: row of round canopies along a baseline. */
export function treeLine(x0, x1, base, size, seed, fill) {
  const R = rng(seed);
  let d = '';
  let x = x0;
  while (x < x1) {
    const rr = size * R.range(0.6, 1.2);
    d += `M${r(x - rr)},${r(base)}a${r(rr)},${r(rr * 1.1)} 0 0 1 ${r(rr * 2)},0Z`;
    x += rr * R.range(1.0, 1.6);
  }
  return path(d, { fill });
}

export { ridge };
