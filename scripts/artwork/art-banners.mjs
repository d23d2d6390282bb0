// Sub-page banner backgrounds (1920x480, no text, dark enough for white titles).
import { C, r, rect, line, circle, path, g, lin, rad, rng, tag, blob, poly, smoothOpen, smoothClosed } from './lib.mjs';

const W = 1920, H = 480;

function base(glowX = 0.8, tint = C.navy) {
  const defs =
    lin('bg', [[0, '#0f1722'], [0.5, tint], [1, '#16202e']], 0, 0, 1, 1) +
    rad('glow', [[0, C.gold, 0.16], [1, C.gold, 0]], { cx: glowX, cy: 0.9, r: 0.55, gradientTransform: `translate(${glowX},0.9) scale(1,3.6) translate(${-glowX},-0.9)` }) +
    rad('calm', [[0, '#0b121c', 0.55], [1, '#0b121c', 0]], { cx: 0.5, cy: 0.5, r: 0.5, gradientTransform: 'translate(0.5,0.5) scale(0.55,1.6) translate(-0.5,-0.5)' });
  return { defs, under: rect(0, 0, W, H, { fill: 'url(#bg)' }) + rect(0, 0, W, H, { fill: 'url(#glow)' }), over: rect(0, 0, W, H, { fill: 'url(#calm)' }) };
}

const S = (op, color = C.ivory, w = 1) => ({ fill: 'none', stroke: color, 'stroke-width': w, opacity: op });

function brand() {
  const b = base(0.85);
  let s = '';
  // converging perspective lines
  const vx = 1500, vy = 300;
  for (let i = 0; i <= 24; i++) {
    const x = -200 + i * 100;
    s += line(x, H, vx, vy, S(0.06));
    s += line(x, 0, vx, vy, S(0.04));
  }
  // vertical fins with a rhythm
  for (let i = 0; i < 48; i++) {
    const x = 40 + i * 40;
    const h = 140 + 120 * Math.sin(i * 0.22) + 60 * Math.sin(i * 0.7);
    s += line(x, H, x, H - h, S(0.1 + 0.06 * Math.sin(i * 0.3), C.ivory, 1.2));
  }
  // concentric arches (emblem motif)
  for (let k = 0; k < 6; k++) {
    const rr = 90 + k * 42;
    s += path(`M${1500 - rr},${H + 10}V${260 - rr * 0.2}A${rr},${rr} 0 0 1 ${1500 + rr},${260 - rr * 0.2}V${H + 10}`, S(0.42 - k * 0.06, C.gold, 1.4));
  }
  s += path(`M260,${H}L520,120L780,${H}`, S(0.12, C.gold, 1.2)) + path(`M380,${H}L520,220L660,${H}`, S(0.1, C.gold, 1));
  return { defs: b.defs, body: b.under + s + b.over };
}

function business() {
  const b = base(0.25, '#1b2838');
  const defs = b.defs + tag('pattern', { id: 'fw', width: 12, height: 16, patternUnits: 'userSpaceOnUse' }, rect(3, 4, 6, 9, { fill: 'none', stroke: C.ivory, 'stroke-width': 0.8, opacity: 0.35 }));
  const R = rng(14);
  let s = '';
  let x = 30;
  while (x < W) {
    const w = R.range(80, 130), h = R.range(170, 400);
    const op = 0.5 + R() * 0.4;
    s += g({ opacity: r(op) },
      rect(x, H - h, w, h + 2, S(0.55)) +
      rect(x + 8, H - h + 22, w - 16, h - 22, { fill: 'url(#fw)' }) +
      line(x + w * 0.1, H - h - 12, x + w * 0.9, H - h - 12, S(0.8, C.gold, 1.5)) +
      line(x + w * 0.1, H - h - 12, x + w * 0.1, H - h, S(0.5)) +
      line(x + w * 0.9, H - h - 12, x + w * 0.9, H - h, S(0.5)));
    x += w + R.range(40, 90);
  }
  // ground line + level markers
  s += line(0, H - 1, W, H - 1, S(0.6, C.gold, 2));
  for (let y = 80; y < H; y += 80) s += line(0, y, W, y, { ...S(0.06), 'stroke-dasharray': '4 8' });
  return { defs, body: b.under + s + b.over };
}

function sales() {
  const b = base(0.7, '#1c2736');
  const defs = b.defs + tag('pattern', { id: 'grid', width: 40, height: 40, patternUnits: 'userSpaceOnUse' }, path('M40,0H0V40', S(0.07)));
  let s = rect(0, 0, W, H, { fill: 'url(#grid)' });
  const doc = (x, y, w, h, rot, op) => {
    let d = rect(x, y, w, h, { ...S(op, C.ivory, 1.2), rx: 3 });
    d += line(x + 18, y + 26, x + w * 0.55, y + 26, S(op * 1.2, C.gold, 3));
    for (let i = 0; i < Math.floor((h - 60) / 16); i++) d += line(x + 18, y + 50 + i * 16, x + w - 18 - (i % 3) * 20, y + 50 + i * 16, S(op * 0.8));
    return g({ transform: `rotate(${rot} ${r(x + w / 2)} ${r(y + h / 2)})` }, d);
  };
  for (const [x, y, rot, op] of [[120, 140, -8, 0.25], [1320, 60, 6, 0.35], [1560, 210, -4, 0.28], [300, 300, 5, 0.18], [1120, 300, -10, 0.2]])
    s += doc(x, y, 200, 260, rot, op);
  // date blocks
  for (let i = 0; i < 30; i++) {
    const x = 700 + (i % 10) * 54, y = 60 + Math.floor(i / 10) * 54;
    s += rect(x, y, 42, 42, { ...S(0.15), rx: 4 });
    if (i === 13) s += rect(x, y, 42, 42, { ...S(0.6, C.gold, 1.5), rx: 4 }) + circle(x + 21, y + 21, 6, { fill: C.gold, opacity: 0.6 });
  }
  // check marks
  for (const [x, y] of [[1380, 380], [1430, 380], [1480, 380]]) s += path(`M${x},${y}l8,8 16,-18`, S(0.4, C.gold, 2.5));
  return { defs, body: b.under + s + b.over };
}

function location() {
  const b = base(0.62, '#1a2a35');
  let s = '';
  const centers = [[1480, 260, 1], [420, 380, 0.8], [980, 60, 0.6]];
  centers.forEach(([cx, cy, k], ci) => {
    for (let i = 1; i <= 11; i++) s += path(blob(cx, cy, 40 * i * k + 20, 26 * i * k + 14, 100 + ci * 13 + i, 18, 0.1 + i * 0.006), S(i % 4 === 0 ? 0.2 : 0.09, i % 4 === 0 ? C.gold : C.ivory, i % 4 === 0 ? 1.3 : 1));
  });
  // roads
  s += path(smoothOpen([[0, 330], [400, 290], [820, 330], [1240, 250], [1920, 300]]), S(0.3, C.ivory, 3));
  s += path(smoothOpen([[0, 330], [400, 290], [820, 330], [1240, 250], [1920, 300]]), { ...S(0.5, '#0f1722', 1), 'stroke-dasharray': '12 10' });
  s += path(smoothOpen([[1100, 0], [1160, 200], [1080, 480]]), S(0.2, C.ivory, 2));
  s += path(smoothOpen([[300, 0], [360, 160], [560, 480]]), { ...S(0.25, C.gold, 1.5), 'stroke-dasharray': '2 6' });
  // pin
  const px = 1480, py = 250;
  for (const rr of [22, 46, 74]) s += circle(px, py, rr, S(0.5 - rr / 200, C.gold, 1.5));
  s += path(`M${px},${py + 10}c-14,-18 -22,-28 -22,-40a22,22 0 0 1 44,0c0,12 -8,22 -22,40Z`, { fill: C.gold, opacity: 0.85 }) + circle(px, py - 30, 8, { fill: '#1a2a35' });
  return { defs: b.defs, body: b.under + s + b.over };
}

function complex() {
  const b = base(0.2, '#1a2a30');
  let s = '';
  // curved roads
  const loop = [[200, 120], [700, 70], [1300, 90], [1780, 160], [1760, 380], [1200, 420], [600, 400], [180, 350]];
  s += path(smoothClosed(loop), S(0.22, C.ivory, 14)) + path(smoothClosed(loop), S(0.9, '#15202c', 11));
  // secondary roads
  for (const d of ['M460,80C470,200 440,300 420,420', 'M1000,90C990,200 1010,300 980,410', 'M1480,110C1500,220 1460,320 1470,420', 'M200,240H1780'])
    s += path(d, S(0.16, C.ivory, 6));
  // building footprints (rotated rectangles)
  const R = rng(3);
  for (let i = 0; i < 14; i++) {
    const cx = 220 + i * 120 + R.range(-20, 20), cy = i % 2 ? 170 : 300;
    const w = R.range(70, 110), h = 28;
    const rot = R.range(-12, 12);
    s += g({ transform: `rotate(${r(rot)} ${r(cx)} ${r(cy)})` }, rect(cx - w / 2, cy - h / 2, w, h, { ...S(0.55, C.ivory, 1.4), fill: '#223039', 'fill-opacity': 0.95 }) + line(cx - w / 2 + 6, cy + h / 2 + 6, cx + w / 2 - 6, cy + h / 2 + 6, S(0.45, C.gold, 1)));
  }
  // central plaza
  s += circle(960, 240, 60, S(0.5, C.gold, 1.5)) + circle(960, 240, 40, S(0.3, C.gold, 1)) + circle(960, 240, 6, { fill: C.gold, opacity: 0.6 });
  // trees (dots)
  for (let i = 0; i < 120; i++) {
    const x = R.range(0, W), y = R.range(0, H);
    s += circle(x, y, r(R.range(4, 9)), S(0.12, C.greenL, 1));
  }
  // lake edge
  s += path(`M0,${H - 40}C400,${H - 90} 900,${H - 20} 1400,${H - 70}S1900,${H - 50} 1920,${H - 60}V${H}H0Z`, { fill: C.water, opacity: 0.18 });
  return { defs: b.defs, body: b.under + s + b.over };
}

function floorplan() {
  const defs =
    lin('bg', [[0, '#0f2236'], [1, '#173452']], 0, 0, 1, 1) +
    tag('pattern', { id: 'mg', width: 16, height: 16, patternUnits: 'userSpaceOnUse' }, path('M16,0H0V16', S(0.06, '#bcd6ee'))) +
    tag('pattern', { id: 'Mg', width: 80, height: 80, patternUnits: 'userSpaceOnUse' }, path('M80,0H0V80', S(0.12, '#bcd6ee'))) +
    rad('calm', [[0, '#0b1a2a', 0.6], [1, '#0b1a2a', 0]], { cx: 0.5, cy: 0.5, r: 0.5, gradientTransform: 'translate(0.5,0.5) scale(0.55,1.6) translate(-0.5,-0.5)' });
  const st = (op, w = 2) => S(op, '#dbeafa', w);
  let s = rect(0, 0, W, H, { fill: 'url(#bg)' }) + rect(0, 0, W, H, { fill: 'url(#mg)' }) + rect(0, 0, W, H, { fill: 'url(#Mg)' });
  // plan at right
  const ox = 1180, oy = 60;
  s += rect(ox, oy, 620, 360, st(0.55, 5));
  s += line(ox + 200, oy, ox + 200, oy + 220, st(0.5, 3)) + line(ox, oy + 220, ox + 200, oy + 220, st(0.5, 3));
  s += line(ox + 420, oy, ox + 420, oy + 360, st(0.5, 3)) + line(ox + 200, oy + 140, ox + 420, oy + 140, st(0.4, 3));
  s += line(ox + 420, oy + 180, ox + 620, oy + 180, st(0.5, 3));
  // doors (arcs)
  for (const [x, y, a] of [[ox + 200, oy + 160, 0], [ox + 420, oy + 100, 1], [ox + 480, oy + 180, 2]]) {
    if (a === 0) s += path(`M${x},${y}h50A50,50 0 0 0 ${x},${y - 50}`, st(0.45, 1.2));
    if (a === 1) s += path(`M${x},${y}h-50A50,50 0 0 1 ${x},${y - 50}`, st(0.45, 1.2));
    if (a === 2) s += path(`M${x},${y}v50A50,50 0 0 0 ${x + 50},${y}`, st(0.45, 1.2));
  }
  // windows
  for (const x of [ox + 40, ox + 250, ox + 460]) s += rect(x, oy + 354, 120, 12, { ...st(0.5, 1.2), fill: '#173452' });
  // dimension lines
  s += line(ox, oy - 30, ox + 620, oy - 30, st(0.4, 1)) + line(ox + 640, oy, ox + 640, oy + 360, st(0.4, 1));
  for (const x of [ox, ox + 200, ox + 420, ox + 620]) s += line(x - 6, oy - 24, x + 6, oy - 36, st(0.5, 1.2));
  for (const y of [oy, oy + 180, oy + 360]) s += line(ox + 634, y + 6, ox + 646, y - 6, st(0.5, 1.2));
  // left secondary plan (faint)
  s += rect(120, 140, 360, 240, st(0.18, 4)) + line(240, 140, 240, 380, st(0.15, 2)) + line(240, 260, 480, 260, st(0.15, 2));
  s += circle(520, 80, 34, st(0.2, 1)) + line(520, 30, 520, 130, st(0.2, 1)) + line(470, 80, 570, 80, st(0.2, 1));
  s += rect(0, 0, W, H, { fill: 'url(#calm)' });
  return { defs, body: s };
}

function interior() {
  const defs =
    lin('bg', [[0, '#1b1a22'], [1, '#2b2520']], 0, 0, 1, 1) +
    rad('win', [[0, C.gold, 0.55], [1, C.gold, 0]], { cx: 0.5, cy: 0.5, r: 0.5 }) +
    rad('calm', [[0, '#0e0d12', 0.55], [1, '#0e0d12', 0]], { cx: 0.5, cy: 0.5, r: 0.5, gradientTransform: 'translate(0.5,0.5) scale(0.55,1.6) translate(-0.5,-0.5)' }) +
    lin('wg', [[0, '#fbd9a8', 0.5], [1, '#c8893b', 0.25]]);
  const vx = 1300, vy = 250;
  let s = rect(0, 0, W, H, { fill: 'url(#bg)' });
  // back wall rectangle
  const bx0 = 1040, bx1 = 1560, by0 = 110, by1 = 390;
  s += circle(vx, vy, 420, { fill: 'url(#win)' });
  s += rect(bx0 + 60, by0 + 40, bx1 - bx0 - 120, 200, { fill: 'url(#wg)' });
  for (let i = 1; i < 4; i++) s += line(bx0 + 60 + i * 100, by0 + 40, bx0 + 60 + i * 100, by0 + 240, S(0.4, '#2b2520', 3));
  s += rect(bx0, by0, bx1 - bx0, by1 - by0, S(0.35, C.ivory, 1.5));
  // perspective edges
  for (const [x, y] of [[bx0, by0], [bx1, by0], [bx0, by1], [bx1, by1]]) {
    const dx = x - vx, dy = y - vy;
    s += line(x, y, x + dx * 6, y + dy * 6, S(0.3, C.ivory, 1.5));
  }
  // floor boards converging
  for (let i = -16; i <= 16; i++) s += line(vx + i * 30, by1, vx + i * 30 * 8, by1 + (H - by1) * 8, S(0.08));
  // ceiling lines
  for (let i = -10; i <= 10; i++) s += line(vx + i * 50, by0, vx + i * 50 * 8, by0 - by0 * 8, S(0.05));
  // pendant lights
  for (const [x, len] of [[1180, 60], [1300, 90], [1420, 60]]) {
    s += line(x, 0, x, len, S(0.5, C.ivory, 1)) + path(`M${x - 22},${len + 18}a22,18 0 0 1 44,0Z`, { fill: C.gold, opacity: 0.8 }) + circle(x, len + 26, 28, { fill: C.gold, opacity: 0.12 });
  }
  // sofa silhouette
  s += rect(1080, 330, 300, 50, { fill: '#3b342d', rx: 10 }) + rect(1080, 300, 300, 40, { fill: '#4a4138', rx: 12 });
  // soft wall panels left
  for (let i = 0; i < 8; i++) s += line(120 + i * 90, 40, 120 + i * 90, 440, S(0.05, C.ivory, 1));
  s += rect(0, 0, W, H, { fill: 'url(#calm)' });
  return { defs, body: s };
}

function promotion() {
  const b = base(0.5, '#1d2a3a');
  const defs = b.defs + lin('ray', [[0, C.gold, 0.32], [1, C.gold, 0]], 0, 1, 0, 0) + lin('rib1', [[0, C.gold], [1, C.goldD]], 0, 0, 1, 0) + lin('rib2', [[0, '#e9dcc6'], [1, '#9fb3c4']], 0, 0, 1, 0);
  let s = '';
  const ox = 960, oy = H + 40;
  for (let i = 0; i < 19; i++) {
    const a1 = Math.PI + (i / 19) * Math.PI, a2 = a1 + Math.PI / 19 / 2;
    s += poly([[ox, oy], [ox + Math.cos(a1) * 1500, oy + Math.sin(a1) * 1500], [ox + Math.cos(a2) * 1500, oy + Math.sin(a2) * 1500]], { fill: 'url(#ray)', opacity: 0.3 });
  }
  // two interlocking ribbons (abstract handshake)
  s += path(smoothOpen([[380, 420], [620, 300], [860, 260], [1060, 300], [1240, 240], [1520, 120]]), { fill: 'none', stroke: 'url(#rib1)', 'stroke-width': 16, opacity: 0.55, 'stroke-linecap': 'round' });
  s += path(smoothOpen([[420, 120], [700, 200], [900, 300], [1080, 260], [1300, 330], [1560, 420]]), { fill: 'none', stroke: 'url(#rib2)', 'stroke-width': 16, opacity: 0.4, 'stroke-linecap': 'round' });
  s += circle(975, 278, 34, S(0.6, C.gold, 2)) + circle(975, 278, 54, S(0.25, C.gold, 1));
  // sparkles
  const R = rng(8);
  for (let i = 0; i < 40; i++) {
    const x = R.range(0, W), y = R.range(0, H), k = R.range(2, 6);
    s += path(`M${r(x)},${r(y - k)}L${r(x + k * 0.3)},${r(y)}L${r(x)},${r(y + k)}L${r(x - k * 0.3)},${r(y)}Z`, { fill: C.goldL, opacity: r(R.range(0.2, 0.7)) });
  }
  return { defs, body: b.under + s + b.over };
}

export default [
  ['brand', '브랜드', brand],
  ['business', '사업안내', business],
  ['sales', '분양안내', sales],
  ['location', '입지환경', location],
  ['complex', '단지안내', complex],
  ['floorplan', '평면안내', floorplan],
  ['interior', '인테리어', interior],
  ['promotion', '홍보센터', promotion],
].map(([k, ko, fn]) => ({ file: `images/banner-${k}.svg`, w: W, h: H, title: `${ko} 페이지 배너 배경`, build: fn }));
