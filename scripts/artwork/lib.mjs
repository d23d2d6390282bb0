// Shared helpers for the placeholder-artwork generator (no dependencies).

export const FONT =
  "'Noto Sans KR','Noto Sans CJK KR','Apple SD Gothic Neo','Malgun Gothic',sans-serif";

export const C = {
  navy: '#1d2a3a',
  navy2: '#26374b',
  navy3: '#33475e',
  deep: '#121b27',
  gold: '#fdb461',
  goldD: '#c8893b',
  goldL: '#fed8a8',
  ivory: '#f7f3ec',
  ivory2: '#ece5d8',
  ivory3: '#ddd3c2',
  water: '#5f8fa8',
  waterL: '#9fc0cf',
  waterD: '#3d6a82',
  green: '#7f9c7a',
  greenL: '#b3c7a4',
  greenD: '#56745a',
  grey: '#8a94a0',
  greyL: '#c9ced4',
  white: '#ffffff',
};

/** Round to 1 decimal to keep output compact. */
export const r = (n) => {
  const v = Math.round(n * 10) / 10;
  return Object.is(v, -0) ? 0 : v;
};

export const esc = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Attribute string from an object; undefined/null/false values are skipped. */
export const at = (o = {}) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? r(v) : esc(v)}"`)
    .join('');

export const tag = (name, attrs, body) =>
  body === undefined || body === '' ? `<${name}${at(attrs)}/>` : `<${name}${at(attrs)}>${body}</${name}>`;

export const rect = (x, y, w, h, a = {}) => tag('rect', { x, y, width: w, height: h, ...a });
export const circle = (cx, cy, rr, a = {}) => tag('circle', { cx, cy, r: rr, ...a });
export const line = (x1, y1, x2, y2, a = {}) => tag('line', { x1, y1, x2, y2, ...a });
export const path = (d, a = {}) => tag('path', { d, ...a });
export const g = (a, body) => tag('g', a, body);
export const poly = (pts, a = {}) =>
  tag('polygon', { points: pts.map(([x, y]) => `${r(x)},${r(y)}`).join(' '), ...a });
export const pline = (pts, a = {}) =>
  tag('polyline', { points: pts.map(([x, y]) => `${r(x)},${r(y)}`).join(' '), fill: 'none', ...a });

/** Text element. opts: size, weight, fill, anchor, ls (letter-spacing), op, family */
export const text = (x, y, s, o = {}) =>
  tag(
    'text',
    {
      x,
      y,
      'font-size': o.size ?? 16,
      'font-weight': o.weight,
      fill: o.fill ?? C.navy,
      'text-anchor': o.anchor,
      'letter-spacing': o.ls,
      opacity: o.op,
      'font-style': o.style,
      'dominant-baseline': o.baseline,
      transform: o.transform,
    },
    esc(s),
  );

/** Gradient stops: [[offset, color, opacity?], ...] */
const stops = (st) =>
  st.map(([o, c, op]) => tag('stop', { offset: o, 'stop-color': c, 'stop-opacity': op })).join('');

export const lin = (id, st, x1 = 0, y1 = 0, x2 = 0, y2 = 1, extra = {}) =>
  tag('linearGradient', { id, x1, y1, x2, y2, ...extra }, stops(st));

export const rad = (id, st, extra = {}) => tag('radialGradient', { id, ...extra }, stops(st));

/** Deterministic PRNG so the output is stable between runs. */
export function rng(seed = 1) {
  let a = seed >>> 0;
  const f = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  f.range = (lo, hi) => lo + f() * (hi - lo);
  f.int = (lo, hi) => Math.floor(lo + f() * (hi - lo + 1));
  f.pick = (arr) => arr[Math.floor(f() * arr.length)];
  return f;
}

/** Smooth ridge line (sum of sines) as closed path down to `bottom`. */
export function ridge(x0, x1, base, amp, seed, bottom, step = 20) {
  const R = rng(seed);
  const ph = [R() * 6, R() * 6, R() * 6];
  const fr = [R.range(0.002, 0.004), R.range(0.006, 0.01), R.range(0.015, 0.025)];
  let d = `M${r(x0)},${r(bottom)}`;
  for (let x = x0; x <= x1 + step; x += step) {
    const xx = Math.min(x, x1);
    const y =
      base -
      amp * (0.55 * Math.sin(xx * fr[0] + ph[0]) + 0.3 * Math.sin(xx * fr[1] + ph[1]) + 0.15 * Math.sin(xx * fr[2] + ph[2]));
    d += `L${r(xx)},${r(y)}`;
  }
  return d + `L${r(x1)},${r(bottom)}Z`;
}

/** Smooth closed blob through points (Catmull-Rom -> cubic Bezier). */
export function smoothClosed(pts) {
  const n = pts.length;
  let d = `M${r(pts[0][0])},${r(pts[0][1])}`;
  for (let i = 0; i < n; i++) {
    const p0 = pts[(i - 1 + n) % n], p1 = pts[i], p2 = pts[(i + 1) % n], p3 = pts[(i + 2) % n];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${r(c1[0])},${r(c1[1])} ${r(c2[0])},${r(c2[1])} ${r(p2[0])},${r(p2[1])}`;
  }
  return d + 'Z';
}

/** Smooth open curve through points. */
export function smoothOpen(pts) {
  const n = pts.length;
  let d = `M${r(pts[0][0])},${r(pts[0][1])}`;
  for (let i = 0; i < n - 1; i++) {
    const p0 = pts[Math.max(i - 1, 0)], p1 = pts[i], p2 = pts[i + 1], p3 = pts[Math.min(i + 2, n - 1)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${r(c1[0])},${r(c1[1])} ${r(c2[0])},${r(c2[1])} ${r(p2[0])},${r(p2[1])}`;
  }
  return d;
}

/** Wobbly closed contour around a centre (for lakes, contour lines). */
export function blob(cx, cy, rx, ry, seed, n = 14, wob = 0.12) {
  const R = rng(seed);
  const ph = [R() * 6, R() * 6];
  const pts = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const k = 1 + wob * (Math.sin(a * 2 + ph[0]) * 0.6 + Math.sin(a * 3 + ph[1]) * 0.4) + (R() - 0.5) * wob * 0.5;
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  return smoothClosed(pts);
}

/**
 * Wrap a body into a complete SVG document. IDs are prefixed with `prefix`
 * so several SVGs can be inlined on one page without clashes.
 */
export function svgDoc({ w, h, title, defs = '', body, prefix }) {
  let out =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-labelledby="title" font-family="${FONT}">` +
    `<title id="title">${esc(title)}</title>` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    `</svg>\n`;
  if (prefix) {
    const ids = new Set([...out.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
    for (const id of ids) {
      const nid = `${prefix}-${id}`;
      out = out
        .split(`id="${id}"`).join(`id="${nid}"`)
        .split(`url(#${id})`).join(`url(#${nid})`)
        .split(`href="#${id}"`).join(`href="#${nid}"`)
        .split(`aria-labelledby="${id}"`).join(`aria-labelledby="${nid}"`);
    }
  }
  return out;
}

/** The brand emblem: two tower bars forming an "H" under an arch, with a lake wave. */
export function emblem(x, y, s, { main = C.navy, accent = C.gold } = {}) {
  // Drawn in a 40x40 box, scaled by s/40.
  const k = s / 40;
  return g(
    { transform: `translate(${r(x)},${r(y)}) scale(${Math.round(k * 1000) / 1000})` },
    path('M6,34V15A14,14 0 0 1 34,15V34', { fill: 'none', stroke: main, 'stroke-width': 2.6 }) +
      rect(12.5, 13, 4.2, 17, { fill: main }) +
      rect(23.3, 9, 4.2, 21, { fill: main }) +
      rect(16.7, 19.5, 6.6, 3, { fill: accent }) +
      path('M3,34.5q4.25,-3 8.5,0t8.5,0t8.5,0t8.5,0', { fill: 'none', stroke: accent, 'stroke-width': 2.2, 'stroke-linecap': 'round' }),
  );
}

/** Wordmark logo group (220x48 box). */
export function logoGroup(x, y, { main = C.navy, accent = C.gold, sub } = {}) {
  const subc = sub ?? main;
  return g(
    { transform: `translate(${x},${y})` },
    emblem(2, 4, 40, { main, accent }) +
      text(52, 27, 'THE HAEON', { size: 22, weight: 700, fill: main, ls: 2.2 }) +
      line(53, 35.5, 84, 35.5, { stroke: accent, 'stroke-width': 1 }) +
      text(134, 39.5, 'LAKE CITY', { size: 9.5, weight: 500, fill: subc, ls: 3.2, anchor: 'middle' }) +
      line(184, 35.5, 215, 35.5, { stroke: accent, 'stroke-width': 1 }),
  );
}

/** Cubic-ish tree (round canopy) for illustrations. */
export function tree(x, y, s, { c1 = C.green, c2 = C.greenD, trunk = '#6b5a48' } = {}) {
  return (
    rect(x - s * 0.06, y - s * 0.5, s * 0.12, s * 0.5, { fill: trunk }) +
    circle(x, y - s * 0.75, s * 0.42, { fill: c1 }) +
    circle(x + s * 0.14, y - s * 0.66, s * 0.28, { fill: c2, opacity: 0.55 })
  );
}

/** Conifer / slim tree. */
export function slimTree(x, y, s, fill = C.greenD) {
  return path(
    `M${r(x)},${r(y - s)}C${r(x + s * 0.28)},${r(y - s * 0.6)} ${r(x + s * 0.26)},${r(y - s * 0.15)} ${r(x)},${r(y)}C${r(x - s * 0.26)},${r(y - s * 0.15)} ${r(x - s * 0.28)},${r(y - s * 0.6)} ${r(x)},${r(y - s)}Z`,
    { fill },
  );
}

/**
 * A high-rise tower (front elevation) for skylines.
 * Uses pattern `patId` for the window grid and draws a few lit windows.
 */
export function tower(x, base, w, h, R, o = {}) {
  const { body = C.navy, side = C.deep, patId = 'win', lit = 0.05, litColor = C.gold, crown = C.gold, cellW = 10, cellH = 14 } = o;
  const top = base - h;
  let s = '';
  const sideW = Math.max(6, w * 0.18);
  s += rect(x, top, w, h, { fill: body });
  s += rect(x + w - sideW, top, sideW, h, { fill: side, opacity: 0.55 });
  s += rect(x + 4, top + 14, w - 8 - sideW, h - 20, { fill: `url(#${patId})` });
  // crown
  s += rect(x + w * 0.1, top - 10, w * 0.8, 10, { fill: body });
  s += rect(x + w * 0.1, top - 10, w * 0.8, 1.6, { fill: crown, opacity: 0.9 });
  if (o.antenna) s += line(x + w / 2, top - 10, x + w / 2, top - 40, { stroke: body, 'stroke-width': 2 });
  // lit windows
  const cols = Math.floor((w - 8 - sideW) / cellW);
  const rows = Math.floor((h - 20) / cellH);
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++)
      if (R() < lit)
        s += rect(x + 4 + i * cellW + 2, top + 14 + j * cellH + 3, cellW - 4, cellH - 6, {
          fill: litColor,
          opacity: r(0.55 + R() * 0.45),
        });
  return s;
}

/** Simple window-grid pattern definition. */
export const winPattern = (id, fill, cw = 10, ch = 14, op = 1) =>
  tag(
    'pattern',
    { id, width: cw, height: ch, patternUnits: 'userSpaceOnUse' },
    rect(2, 3, cw - 4, ch - 6, { fill, opacity: op }),
  );
