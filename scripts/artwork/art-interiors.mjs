// One-point-perspective interiors built from simple 3D boxes (camera at origin looking +Z, eye height 1.5 m).
import { C, r, rect, line, circle, path, g, lin, rad, rng, tag, poly, ridge } from './lib.mjs';

const W = 1600, H = 1000;

function camera({ f = 620, cx = 800, cy = 500 } = {}) {
  const P = ([x, y, z]) => [cx + (f * x) / z, cy - (f * y) / z];
  const quad = (pts, a) => poly(pts.map(P), a);
  /** box faces: c = {front, top, side, bottom} */
  const box = (x0, x1, y0, y1, z0, z1, c, extra = {}) => {
    let s = '';
    if (x0 > 0 && c.side) s += quad([[x0, y0, z0], [x0, y0, z1], [x0, y1, z1], [x0, y1, z0]], { fill: c.side, ...extra });
    if (x1 < 0 && c.side) s += quad([[x1, y0, z0], [x1, y0, z1], [x1, y1, z1], [x1, y1, z0]], { fill: c.side, ...extra });
    if (y1 < 0 && c.top) s += quad([[x0, y1, z0], [x1, y1, z0], [x1, y1, z1], [x0, y1, z1]], { fill: c.top, ...extra });
    if (y0 > 0 && c.bottom) s += quad([[x0, y0, z0], [x1, y0, z0], [x1, y0, z1], [x0, y0, z1]], { fill: c.bottom, ...extra });
    s += quad([[x0, y0, z0], [x1, y0, z0], [x1, y1, z0], [x0, y1, z0]], { fill: c.front, ...extra });
    return s;
  };
  return { P, quad, box };
}

/** Shell of the room + window view. opts: palette + time of day */
function shell(cam, o) {
  const { P, quad } = cam;
  const X0 = -3.6, X1 = 3.6, Y0 = -1.5, Y1 = 1.2, Z0 = 1.2, Z1 = 6.2;
  let s = '';
  // ceiling, walls, floor
  s += quad([[X0, Y1, Z0], [X1, Y1, Z0], [X1, Y1, Z1], [X0, Y1, Z1]], { fill: 'url(#ceil)' });
  s += quad([[X0, Y0, Z0], [X0, Y0, Z1], [X0, Y1, Z1], [X0, Y1, Z0]], { fill: 'url(#wallL)' });
  s += quad([[X1, Y0, Z0], [X1, Y0, Z1], [X1, Y1, Z1], [X1, Y1, Z0]], { fill: 'url(#wallR)' });
  s += quad([[X0, Y0, Z0], [X1, Y0, Z0], [X1, Y0, Z1], [X0, Y0, Z1]], { fill: 'url(#floor)' });
  // floor planks (lines along depth) + staggered joints
  const R = rng(o.seed ?? 3);
  for (let x = X0 + 0.2; x < X1; x += 0.2) {
    const [a, b] = [P([x, Y0, Z0]), P([x, Y0, Z1])];
    s += line(a[0], a[1], b[0], b[1], { stroke: o.plank, 'stroke-width': 1, opacity: 0.55 });
    for (let z = Z0 + R.range(0.2, 1.2); z < Z1; z += R.range(1.0, 1.8)) {
      const [c, d] = [P([x, Y0, z]), P([x + 0.2, Y0, z])];
      s += line(c[0], c[1], d[0], d[1], { stroke: o.plank, 'stroke-width': 1, opacity: 0.45 });
    }
  }
  // back wall
  s += quad([[X0, Y0, Z1], [X1, Y0, Z1], [X1, Y1, Z1], [X0, Y1, Z1]], { fill: o.backWall });
  // window opening (floor-to-ceiling glazing)
  const wx0 = -2.9, wx1 = 2.9, wy0 = Y0 + 0.05, wy1 = Y1 - 0.25;
  const [a, b] = [P([wx0, wy1, Z1]), P([wx1, wy0, Z1])];
  const vw = b[0] - a[0], vh = b[1] - a[1];
  s += g({}, view(a[0], a[1], vw, vh, o));
  // mullions + frame
  s += rect(a[0], a[1], vw, vh, { fill: 'none', stroke: o.frame, 'stroke-width': 6 });
  for (let i = 1; i < 4; i++) s += line(a[0] + (vw * i) / 4, a[1], a[0] + (vw * i) / 4, b[1], { stroke: o.frame, 'stroke-width': 4 });
  s += line(a[0], a[1] + vh * 0.78, b[0], a[1] + vh * 0.78, { stroke: o.frame, 'stroke-width': 2, opacity: 0.7 });
  // glass reflections
  s += poly([[a[0] + vw * 0.08, b[1]], [a[0] + vw * 0.2, a[1]], [a[0] + vw * 0.26, a[1]], [a[0] + vw * 0.14, b[1]]], { fill: '#fff', opacity: 0.08 });
  s += poly([[a[0] + vw * 0.6, b[1]], [a[0] + vw * 0.72, a[1]], [a[0] + vw * 0.75, a[1]], [a[0] + vw * 0.63, b[1]]], { fill: '#fff', opacity: 0.06 });
  // sheer curtains at both sides
  for (const [cx0, cx1] of [[wx0 - 0.5, wx0 + 0.25], [wx1 - 0.25, wx1 + 0.5]]) {
    const [c0, c1] = [P([cx0, wy1 + 0.2, Z1 - 0.05]), P([cx1, Y0, Z1 - 0.05])];
    s += rect(c0[0], c0[1], c1[0] - c0[0], c1[1] - c0[1], { fill: o.curtain, opacity: 0.55 });
    for (let i = 1; i < 6; i++) s += line(c0[0] + ((c1[0] - c0[0]) * i) / 6, c0[1], c0[0] + ((c1[0] - c0[0]) * i) / 6, c1[1], { stroke: '#fff', opacity: 0.35, 'stroke-width': 2 });
  }
  // ceiling cove (light line) + recessed downlights
  const cov = [[-2.6, Y1, 1.8], [2.6, Y1, 1.8], [2.6, Y1, 5.6], [-2.6, Y1, 5.6]];
  s += quad(cov, { fill: 'none', stroke: o.cove, 'stroke-width': 3, opacity: 0.9 });
  for (const z of [2.2, 3.4, 4.6]) for (const x of [-3.1, 3.1]) { const [px, py] = P([x, Y1, z]); s += tag('ellipse', { cx: px, cy: py, rx: r(80 / z), ry: r(16 / z), fill: '#fff8e8', opacity: 0.95 }); }
  // skirting lines
  s += line(...P([X0, Y0 + 0.08, Z0]), ...P([X0, Y0 + 0.08, Z1]), { stroke: o.skirt, 'stroke-width': 2 });
  s += line(...P([X1, Y0 + 0.08, Z0]), ...P([X1, Y0 + 0.08, Z1]), { stroke: o.skirt, 'stroke-width': 2 });
  // sunlight patch on the floor
  s += quad([[wx0 + 0.6, Y0, Z1], [wx1 - 0.4, Y0, Z1], [wx1 - 1.2, Y0, 3.2], [wx0 + 1.4, Y0, 3.2]], { fill: 'url(#sunpatch)' });
  return s;
}

function view(x, y, w, h, o) {
  const hz = y + h * 0.62;
  let s = rect(x, y, w, hz - y, { fill: 'url(#viewSky)' });
  if (o.sun) s += circle(x + w * o.sun[0], y + h * o.sun[1], h * 0.07, { fill: '#fff4d8', opacity: 0.95 }) + circle(x + w * o.sun[0], y + h * o.sun[1], h * 0.16, { fill: '#fff4d8', opacity: 0.25 });
  s += path(ridge(x, x + w, hz - h * 0.05, h * 0.05, 7, hz + 1, 12), { fill: o.hill, opacity: 0.8 });
  // distant skyline on the far shore
  const R = rng(o.seed ?? 5);
  for (let xx = x + w * 0.05; xx < x + w * 0.95; ) {
    const bw = R.range(8, 16), bh = R.range(h * 0.04, h * 0.15);
    s += rect(xx, hz - bh, bw, bh, { fill: o.city, opacity: 0.85 });
    if (o.lights) for (let k = 0; k < 3; k++) if (R() < 0.5) s += rect(xx + 2 + R() * (bw - 5), hz - bh + 3 + R() * (bh - 6), 2, 2, { fill: C.gold });
    xx += bw + R.range(4, 24);
  }
  s += rect(x, hz, w, y + h - hz, { fill: 'url(#viewLake)' });
  for (let i = 0; i < 16; i++) {
    const yy = hz + 4 + R() * (y + h - hz - 8), xx = x + R() * w * 0.9;
    s += line(xx, yy, xx + R.range(10, 50), yy, { stroke: '#fff', opacity: 0.35, 'stroke-width': 1.2 });
  }
  // balcony glass railing line
  s += rect(x, y + h * 0.84, w, 3, { fill: '#fff', opacity: 0.35 });
  return s;
}

function pendant(cam, x, z, drop, color, glow) {
  const { P } = cam;
  const top = P([x, 1.2, z]), bot = P([x, 1.2 - drop, z]);
  const rr = 130 / z;
  return (
    line(top[0], top[1], bot[0], bot[1], { stroke: '#3a3530', 'stroke-width': 1.2 }) +
    circle(bot[0], bot[1] + rr * 0.9, rr * 1.5, { fill: glow, opacity: 0.16 }) +
    path(`M${r(bot[0] - rr)},${r(bot[1] + rr * 0.8)}a${r(rr)},${r(rr * 0.8)} 0 0 1 ${r(rr * 2)},0Z`, { fill: color }) +
    tag('ellipse', { cx: r(bot[0]), cy: r(bot[1] + rr * 0.8), rx: r(rr * 0.7), ry: r(rr * 0.18), fill: '#fff4d6' })
  );
}

function plant(cam, x, z, s = 1) {
  const { P, box } = cam;
  let out = box(x - 0.22 * s, x + 0.22 * s, -1.5, -1.0, z - 0.22, z + 0.22, { front: '#d9cbb6', top: '#c9b89f', side: '#cbbba3' });
  const [px, py] = P([x, -0.9, z]);
  const k = (240 * s) / z;
  for (const [dx, dy, rr, c] of [[-0.6, -0.4, 0.55, '#5e7d5c'], [0.5, -0.7, 0.5, '#6f8f6b'], [0, -1.2, 0.6, '#56745a'], [-0.3, -1.7, 0.45, '#7f9c7a'], [0.4, -1.5, 0.4, '#6f8f6b']])
    out += tag('ellipse', { cx: r(px + dx * k), cy: r(py + dy * k * 1.2), rx: r(rr * k), ry: r(rr * k * 0.7), fill: c });
  return out;
}

function defsFor(o) {
  return (
    lin('ceil', [[0, o.ceil[0]], [1, o.ceil[1]]]) +
    lin('wallL', [[0, o.wallL[0]], [1, o.wallL[1]]], 0, 0, 1, 0) +
    lin('wallR', [[0, o.wallR[0]], [1, o.wallR[1]]], 1, 0, 0, 0) +
    lin('floor', [[0, o.floor[0]], [1, o.floor[1]]]) +
    lin('viewSky', o.sky) +
    lin('viewLake', o.lake) +
    lin('sunpatch', [[0, o.patch, 0.45], [1, o.patch, 0]]) +
    rad('vign', [[0.6, '#000', 0], [1, '#2b1d10', 0.28]], { cx: 0.5, cy: 0.5, r: 0.75 })
  );
}

// ---------------------------------------------------------------- 59A: bright afternoon, sofa left, kitchen island right
function interior59() {
  const o = {
    seed: 3, ceil: ['#f3efe8', '#e9e3d9'], wallL: ['#e8dccb', '#f2eadf'], wallR: ['#efe6d8', '#e2d4c0'], floor: ['#d9b98f', '#c9a070'],
    plank: '#b88d5e', backWall: '#efe7da', frame: '#6b6259', curtain: '#fffaf1', cove: '#fff3d6', skirt: '#c4b29a', patch: '#fff6dc',
    sky: [[0, '#9cc3dc'], [0.7, '#dbe8ec'], [1, '#f6e6c8']], lake: [[0, '#7fa9c0'], [1, '#5f8fa8']], hill: '#9fb3b5', city: '#8597a6', sun: [0.78, 0.22],
  };
  const cam = camera();
  const { P, box, quad } = cam;
  let s = shell(cam, o);
  // rug
  s += quad([[-2.9, -1.49, 2.6], [0.2, -1.49, 2.6], [0.2, -1.49, 4.8], [-2.9, -1.49, 4.8]], { fill: '#e9dcc6' });
  s += quad([[-2.75, -1.488, 2.75], [0.05, -1.488, 2.75], [0.05, -1.488, 4.65], [-2.75, -1.488, 4.65]], { fill: 'none', stroke: '#d5c3a5', 'stroke-width': 2 });
  // wall art on left wall
  s += quad([[-3.59, -0.1, 3.0], [-3.59, -0.1, 4.4], [-3.59, 0.75, 4.4], [-3.59, 0.75, 3.0]], { fill: '#c8893b', opacity: 0.85 });
  s += quad([[-3.58, 0.0, 3.15], [-3.58, 0.0, 4.25], [-3.58, 0.65, 4.25], [-3.58, 0.65, 3.15]], { fill: '#f3e3c7' });
  s += quad([[-3.57, 0.1, 3.3], [-3.57, 0.1, 3.9], [-3.57, 0.45, 3.9], [-3.57, 0.45, 3.3]], { fill: '#5f8fa8', opacity: 0.7 });
  // far items first: plant back-left, tall cabinets back-right
  s += plant(cam, -3.0, 5.7, 1.1);
  s += box(2.9, 3.6, -1.5, 1.1, 4.4, 6.2, { front: '#e9e1d4', side: '#e0d6c6' });
  s += line(...P([2.9, -1.5, 5.3]), ...P([2.9, 1.1, 5.3]), { stroke: '#cfc3b0', 'stroke-width': 1.5 });
  // right wall kitchen counter run
  s += box(2.95, 3.6, -1.5, -0.6, 2.0, 4.4, { front: '#e9e1d4', side: '#ddd2c1', top: '#f6f2ea' });
  s += box(3.25, 3.6, 0.2, 1.0, 2.0, 4.4, { front: '#ece4d7', side: '#e3d9ca', bottom: '#d8ccb9' });
  // sofa (left)
  const sofa = { front: '#c9bca8', top: '#d8ccb9', side: '#bcae98' };
  s += box(-3.5, -2.6, -1.5, -1.05, 2.7, 5.0, sofa);
  s += box(-3.55, -3.25, -1.5, -0.65, 2.7, 5.0, { front: '#bcae98', top: '#cfc2ad', side: '#b3a48d' });
  s += box(-3.5, -2.6, -1.5, -0.85, 2.55, 2.75, { front: '#b9aa93', top: '#cbbda7', side: '#ad9e87' });
  s += box(-3.5, -2.6, -1.5, -0.85, 4.95, 5.15, { front: '#b9aa93', top: '#cbbda7', side: '#ad9e87' });
  for (const z of [3.2, 4.1]) s += box(-3.2, -3.0, -1.05, -0.75, z, z + 0.5, { front: C.goldD, top: '#d89b55', side: '#b97c35' });
  // coffee table
  s += box(-2.2, -1.0, -1.5, -1.15, 3.3, 4.0, { front: '#8a6a4c', top: '#a07b58', side: '#7a5c40' });
  s += box(-1.8, -1.6, -1.15, -1.0, 3.5, 3.6, { front: '#f7f3ec', top: '#fff', side: '#e9e1d4' });
  // kitchen island (right) + stools
  s += box(0.9, 2.5, -1.5, -0.58, 2.7, 3.9, { front: '#f1ebe1', top: '#faf7f2', side: '#e4dccf' });
  s += box(0.85, 2.55, -0.58, -0.54, 2.65, 3.95, { front: '#d8cfc1', top: '#fdfbf7', side: '#d8cfc1' });
  for (const x of [1.15, 1.7, 2.25]) {
    s += box(x - 0.18, x + 0.18, -0.95, -0.88, 2.25, 2.55, { front: '#6b5a48', top: '#8a7560', side: '#5e4f3f' });
    s += line(...P([x - 0.14, -1.5, 2.3]), ...P([x - 0.14, -0.95, 2.3]), { stroke: '#4a3f33', 'stroke-width': 2 });
    s += line(...P([x + 0.14, -1.5, 2.3]), ...P([x + 0.14, -0.95, 2.3]), { stroke: '#4a3f33', 'stroke-width': 2 });
  }
  // pendants over the island
  for (const x of [1.2, 1.7, 2.2]) s += pendant(cam, x, 3.3, 0.75, C.goldD, C.gold);
  s += rect(0, 0, W, H, { fill: 'url(#vign)' });
  return { defs: defsFor(o), body: s };
}

// ---------------------------------------------------------------- 84A: golden-hour evening, kitchen left, sofa facing the window, dining right
function interior84() {
  const o = {
    seed: 9, ceil: ['#e9e2d7', '#d8cebf'], wallL: ['#cdbba3', '#ddd0bd'], wallR: ['#ddd0bd', '#c6b398'], floor: ['#9a7450', '#7d5a3c'],
    plank: '#5e4330', backWall: '#d9ccb8', frame: '#3a332c', curtain: '#f3e6d0', cove: C.gold, skirt: '#6e5640', patch: '#ffd9a0',
    sky: [[0, '#3e4a68'], [0.45, '#a0707a'], [0.8, '#eaa36a'], [1, '#fdc98a']], lake: [[0, '#b98668'], [1, '#3f5068']], hill: '#5c5468', city: '#2f3547', lights: true, sun: [0.3, 0.55],
  };
  const cam = camera();
  const { P, box, quad } = cam;
  let s = shell(cam, o);
  // kitchen along the left wall (tall + counter + upper cabinets)
  s += box(-3.6, -2.9, -1.5, 1.1, 4.6, 6.2, { front: '#3f4a58', side: '#4a5666' });
  s += box(-3.6, -2.95, -1.5, -0.6, 2.0, 4.6, { front: '#465262', side: '#505d6e', top: '#efe9e0' });
  s += box(-3.6, -3.25, 0.2, 1.0, 2.0, 4.6, { front: '#465262', side: '#505d6e', bottom: '#3a4452' });
  s += quad([[-3.58, -0.6, 2.0], [-3.58, -0.6, 4.6], [-3.58, 0.2, 4.6], [-3.58, 0.2, 2.0]], { fill: '#efe9e0' });
  s += quad([[-3.56, -0.58, 2.0], [-3.56, -0.58, 4.6], [-3.56, -0.52, 4.6], [-3.56, -0.52, 2.0]], { fill: C.gold, opacity: 0.8 });
  s += plant(cam, 3.1, 5.9, 1.1);
  // marble island (left-centre)
  s += box(-2.3, -0.9, -1.5, -0.58, 3.0, 4.6, { front: '#efe9e0', top: '#fbf8f2', side: '#e2dbd0' });
  s += box(-2.35, -0.85, -0.58, -0.53, 2.95, 4.65, { front: '#d8d0c4', top: '#fffdf8', side: '#d8d0c4' });
  s += line(...P([-2.3, -1.0, 3.0]), ...P([-0.9, -1.1, 3.0]), { stroke: '#d5cdc0', 'stroke-width': 1.5 });
  // linear pendant above the island
  const a1 = P([-2.1, 0.45, 3.8]), a2 = P([-1.1, 0.45, 3.8]);
  s += line(...P([-2.0, 1.2, 3.8]), a1[0] + 8, a1[1], { stroke: '#2b2620', 'stroke-width': 1 }) + line(...P([-1.2, 1.2, 3.8]), a2[0] - 8, a2[1], { stroke: '#2b2620', 'stroke-width': 1 });
  s += rect(a1[0], a1[1] - 5, a2[0] - a1[0], 10, { fill: '#2b2620', rx: 4 }) + rect(a1[0] + 4, a1[1] + 4, a2[0] - a1[0] - 8, 3, { fill: '#ffe2b0' });
  // dining table by the window (right) with chairs
  const chair = { front: '#6b5442', top: '#7d6450', side: '#5c4738' };
  for (const z of [4.9, 5.5]) s += box(2.65, 3.0, -1.5, -0.6, z, z + 0.35, chair);
  s += box(1.3, 2.6, -1.5, -0.75, 4.7, 5.9, { front: '#5a4330', top: '#7a5c42', side: '#4f3a29' });
  for (const z of [4.9, 5.5]) s += box(0.9, 1.25, -1.5, -0.6, z, z + 0.35, chair);
  s += pendant(cam, 1.95, 5.3, 0.8, '#2f2a24', C.gold);
  // rug + low sofa facing the window (seen from behind)
  s += quad([[-0.3, -1.49, 3.0], [3.0, -1.49, 3.0], [3.0, -1.49, 4.5], [-0.3, -1.49, 4.5]], { fill: '#b9a58a', opacity: 0.7 });
  s += box(0.6, 1.6, -1.5, -1.2, 3.9, 4.4, { front: '#3f3128', top: '#57443a', side: '#362a22' });
  const sofaC = { front: '#8e8478', top: '#a39a8e', side: '#7d7367' };
  s += box(0.0, 2.4, -1.5, -0.95, 3.2, 3.75, sofaC);
  s += box(0.0, 2.4, -1.5, -0.78, 3.05, 3.25, { front: '#7f766b', top: '#958b80', side: '#70675d' });
  for (const x of [0.3, 1.9]) s += box(x, x + 0.28, -0.78, -0.55, 3.1, 3.2, { front: C.goldD, top: '#d89b55', side: '#b97c35' });
  // floor lamp right
  const fl = P([3.2, -1.5, 3.6]), ft = P([3.2, 0.25, 3.6]);
  s += line(fl[0], fl[1], ft[0], ft[1], { stroke: '#2b2620', 'stroke-width': 3 }) + path(`M${r(ft[0] - 26)},${r(ft[1] + 22)}l12,-38h28l12,38Z`, { fill: '#f3e2c3' }) + circle(ft[0], ft[1] + 10, 60, { fill: C.gold, opacity: 0.14 });
  s += rect(0, 0, W, H, { fill: 'url(#vign)' });
  return { defs: defsFor(o), body: s };
}

export default [
  { file: 'images/interior-59a.svg', w: W, h: H, title: '84A 타입 거실·주방 인테리어 (호수 조망)', build: interior59 },
  { file: 'images/interior-84a.svg', w: W, h: H, title: '84C 타입 거실·주방 인테리어 (저녁 노을 조망)', build: interior84 },
];
