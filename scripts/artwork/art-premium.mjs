// Premium slide illustrations (800x600) and the community centre cutaway (1600x900).
import { C, rect, line, circle, path, text, lin, rad, rng, tag, emblem, poly, smoothOpen, tree, ridge, winPattern } from './lib.mjs';
import { treeLine, ripples } from './skyline.mjs';
import { person } from './art-scenes.mjs';

const W = 800, H = 600;

// 1 교통 프리미엄 — elevated roads with light trails + train
function p1() {
  const defs = lin('sky', [[0, '#0f1826'], [0.6, '#2c3550'], [1, '#7b5a5e']]) + lin('road', [[0, '#2a3342'], [1, '#1b222d']]) + winPattern('w1', '#3a4a60', 8, 11);
  let s = rect(0, 0, W, H, { fill: 'url(#sky)' });
  const R = rng(4);
  // skyline
  for (let x = -10; x < W; ) {
    const w = R.range(30, 60), h = R.range(80, 260);
    s += rect(x, 380 - h, w, h, { fill: '#1f2a3a' }) + rect(x + 4, 390 - h, w - 8, h - 14, { fill: 'url(#w1)' });
    for (let k = 0; k < 4; k++) if (R() < 0.7) s += rect(x + 5 + R() * (w - 12), 390 - h + R() * (h - 20), 4, 6, { fill: C.gold, opacity: 0.8 });
    x += w + R.range(6, 20);
  }
  // viaduct + train
  s += rect(0, 300, W, 12, { fill: '#3a4658' });
  for (let x = 30; x < W; x += 120) s += rect(x, 312, 10, 90, { fill: '#2e3848' });
  s += rect(120, 262, 520, 38, { rx: 19, fill: '#e9eef3' }) + rect(140, 272, 470, 12, { fill: '#2b3a4f', rx: 4 }) + rect(120, 288, 520, 4, { fill: C.gold });
  for (let i = 0; i < 10; i++) s += line(20 + i * 8, 270 + i * 3, 100, 270 + i * 3, { stroke: '#fff', opacity: 0.15 + i * 0.03 });
  // roads with light trails
  const roads = [
    [[-20, 600], [200, 520], [420, 470], [820, 440]],
    [[-20, 560], [240, 470], [500, 420], [820, 400]],
  ];
  roads.forEach((pts, i) => {
    const d = smoothOpen(pts);
    s += path(d, { fill: 'none', stroke: 'url(#road)', 'stroke-width': 46 - i * 10 });
    s += path(d, { fill: 'none', stroke: C.gold, 'stroke-width': 2.5, opacity: 0.9, 'stroke-dasharray': '60 16 120 10', transform: `translate(0,${-8 + i * 2})` });
    s += path(d, { fill: 'none', stroke: '#ffe9c9', 'stroke-width': 2, opacity: 0.8, 'stroke-dasharray': '90 20 40 12', transform: `translate(0,${8 - i * 2})` });
    s += path(d, { fill: 'none', stroke: '#e35d4b', 'stroke-width': 1.5, opacity: 0.6, 'stroke-dasharray': '30 40', transform: 'translate(0,2)' });
  });
  s += circle(680, 90, 28, { fill: '#fff2d9', opacity: 0.85 });
  return { defs, body: s };
}

// 2 교육 프리미엄 — school building
function p2() {
  const defs = lin('sky', [[0, '#bcd6e6'], [1, '#f4efe3']]) + lin('lawn', [[0, '#b8cba5'], [1, '#9cb58c']]);
  let s = rect(0, 0, W, H, { fill: 'url(#sky)' });
  s += circle(660, 110, 46, { fill: '#fff', opacity: 0.7 });
  s += path(ridge(-10, W + 10, 380, 40, 3, 420), { fill: '#c9d6cf' });
  // school
  const bx = 140, by = 250, bw = 520, bh = 170;
  s += rect(bx, by, bw, bh, { fill: '#f1e6d3' }) + rect(bx, by, bw, 12, { fill: '#c86f4b' });
  for (let row = 0; row < 3; row++) for (let col = 0; col < 10; col++) {
    const x = bx + 18 + col * 50, y = by + 30 + row * 44;
    if (col >= 4 && col <= 5) continue;
    s += rect(x, y, 32, 26, { fill: '#8fb3c4' }) + line(x + 16, y, x + 16, y + 26, { stroke: '#f1e6d3', 'stroke-width': 2 });
  }
  // central tower with clock
  s += rect(340, 180, 120, 240, { fill: '#e6d7bd' }) + poly([[330, 182], [400, 140], [470, 182]], { fill: '#c86f4b' });
  s += circle(400, 220, 24, { fill: '#fff', stroke: C.navy, 'stroke-width': 3 }) + line(400, 220, 400, 204, { stroke: C.navy, 'stroke-width': 3 }) + line(400, 220, 412, 226, { stroke: C.navy, 'stroke-width': 2.5 });
  s += rect(370, 340, 60, 80, { fill: '#6b5a48' }) + rect(360, 330, 80, 10, { fill: '#c86f4b' });
  // flag
  s += line(690, 420, 690, 250, { stroke: '#7b8590', 'stroke-width': 3 }) + path('M692,252h44l-8,14 8,14h-44Z', { fill: C.gold });
  // lawn/path
  s += rect(0, 420, W, 180, { fill: 'url(#lawn)' });
  s += path('M400,420C390,480 300,540 260,600H540C500,540 410,480 400,420Z', { fill: '#efe6d5' });
  for (const [x, sz] of [[70, 130], [130, 90], [720, 120], [770, 90], [600, 70], [200, 60]]) s += tree(x, 440, sz, { c1: '#7f9c7a', c2: '#56745a' });
  // students
  const kid = (x, y, h, bag) => person(x, y, h, C.navy, { top: '#f3f0ea' }) + rect(x - h * 0.2, y - h * 0.75, h * 0.12, h * 0.26, { fill: bag, rx: 3 });
  s += kid(330, 560, 70, C.gold) + kid(370, 566, 64, C.goldD) + kid(470, 520, 54, C.water) + kid(505, 525, 50, '#c86f4b');
  // books
  s += rect(600, 520, 120, 18, { fill: C.navy, rx: 2 }) + rect(610, 502, 110, 18, { fill: C.gold, rx: 2 }) + rect(596, 484, 116, 18, { fill: C.water, rx: 2 });
  return { defs, body: s };
}

// 3 자연 프리미엄 — lake park
function p3() {
  const defs = lin('sky', [[0, '#cfe2ea'], [1, '#f6efe0']]) + lin('lake', [[0, '#8fb8cb'], [1, '#5f8fa8']]) + lin('grass', [[0, '#a9c29a'], [1, '#86a57c']]);
  let s = rect(0, 0, W, H, { fill: 'url(#sky)' });
  s += circle(610, 120, 40, { fill: '#fff7e3' });
  s += path(ridge(-10, W + 10, 300, 50, 12, 340), { fill: '#b9cbbf' }) + path(ridge(-10, W + 10, 325, 30, 13, 340), { fill: '#9db59b' });
  s += treeLine(-10, W + 10, 340, 14, 4, '#86a57c');
  s += rect(0, 338, W, 120, { fill: 'url(#lake)' });
  s += ripples(0, W, 345, 455, 40, 7, '#fff', 0.5);
  // island of trees reflection
  s += path('M0,455C200,440 500,470 800,450V600H0Z', { fill: 'url(#grass)' });
  // walking path (boardwalk) curving
  s += path('M-10,560C200,520 420,500 820,470', { fill: 'none', stroke: '#d8c3a0', 'stroke-width': 26 });
  s += path('M-10,560C200,520 420,500 820,470', { fill: 'none', stroke: '#b89a6a', 'stroke-width': 1.5, 'stroke-dasharray': '2 10' });
  for (const [x, sz] of [[60, 180], [150, 130], [700, 170], [620, 110]]) s += tree(x, 500, sz, { c1: '#6f8f6b', c2: '#4f6e52' });
  // bench
  s += rect(420, 452, 90, 8, { fill: '#6b5a48' }) + rect(420, 440, 90, 6, { fill: '#6b5a48' }) + rect(426, 460, 5, 16, { fill: '#4a3f33' }) + rect(500, 460, 5, 16, { fill: '#4a3f33' });
  s += person(300, 540, 70, '#3d4f66', { top: C.gold });
  s += person(540, 505, 54, C.navy, { top: '#f3f0ea' });
  // ducks
  for (const [x, y] of [[380, 400], [410, 410]]) s += tag('ellipse', { cx: x, cy: y, rx: 10, ry: 5, fill: '#fff' }) + circle(x + 8, y - 5, 4, { fill: '#fff' });
  return { defs, body: s };
}

// 4 생활 프리미엄 — shopping
function p4() {
  const defs = lin('sky', [[0, '#e6edf0'], [1, '#f7f0e4']]) + lin('glass', [[0, '#6f8ba3'], [1, '#9fb6c6']], 0, 0, 1, 1) + lin('plaza', [[0, '#e7dfd1'], [1, '#d5cbb9']]);
  let s = rect(0, 0, W, H, { fill: 'url(#sky)' });
  // mall
  s += rect(60, 150, 680, 300, { fill: '#f4ede1' }) + rect(60, 140, 680, 20, { fill: C.navy });
  s += rect(90, 200, 620, 140, { fill: 'url(#glass)' });
  for (let i = 1; i < 8; i++) s += line(90 + i * 77.5, 200, 90 + i * 77.5, 340, { stroke: '#e9eef3', 'stroke-width': 2 });
  s += rect(300, 170, 200, 24, { fill: C.gold, rx: 3 });
  // awnings
  for (let i = 0; i < 5; i++) {
    const x = 90 + i * 124;
    s += path(`M${x},350h112l-10,26h-92Z`, { fill: i % 2 ? C.gold : C.navy });
    s += rect(x + 6, 380, 100, 70, { fill: '#dfe6ea' }) + rect(x + 40, 400, 30, 50, { fill: '#6b5a48' });
  }
  s += rect(0, 450, W, 150, { fill: 'url(#plaza)' });
  for (let i = -6; i <= 6; i++) s += line(400 + i * 60, 450, 400 + i * 150, 600, { stroke: '#c9bfae', opacity: 0.6 });
  // shopping bags (foreground)
  const bag = (x, y, w, h, fill, handle) =>
    path(`M${x + w * 0.28},${y}v-${h * 0.18}a${w * 0.22},${h * 0.18} 0 0 1 ${w * 0.44},0v${h * 0.18}`, { fill: 'none', stroke: handle, 'stroke-width': 4 }) + rect(x, y, w, h, { fill, rx: 4 }) + rect(x, y, w, h * 0.12, { fill: '#000', opacity: 0.08 });
  s += bag(470, 450, 110, 130, C.navy, C.gold) + bag(560, 480, 90, 110, C.gold, C.navy) + bag(640, 500, 80, 90, C.ivory, C.goldD);
  s += emblem(505, 500, 40, { main: '#fff', accent: C.gold });
  s += person(180, 560, 90, C.navy, { top: '#c8893b' }) + person(240, 540, 80, '#3d4f66', { top: '#ece5d8' });
  s += tree(40, 470, 110, { c1: '#7f9c7a', c2: '#56745a' }) + tree(760, 460, 90, { c1: '#7f9c7a', c2: '#56745a' });
  return { defs, body: s };
}

// 5 설계 프리미엄 — architecture wireframe on blueprint
function p5() {
  const defs =
    lin('bg', [[0, '#13283f'], [1, '#1d2a3a']], 0, 0, 1, 1) +
    tag('pattern', { id: 'gr', width: 20, height: 20, patternUnits: 'userSpaceOnUse' }, path('M20,0H0V20', { fill: 'none', stroke: '#9fc0dd', 'stroke-width': 0.5, opacity: 0.25 }));
  let s = rect(0, 0, W, H, { fill: 'url(#bg)' }) + rect(0, 0, W, H, { fill: 'url(#gr)' });
  // isometric tower
  const iso = (x, y, z) => [400 + (x - y) * 0.87, 470 + (x + y) * 0.5 - z];
  const face = (pts, a) => poly(pts.map((p) => iso(...p)), a);
  const st = { fill: 'none', stroke: '#dbeafa', 'stroke-width': 1.5 };
  const bx = 90, by = 70, bh = 340;
  s += face([[0, 0, 0], [bx, 0, 0], [bx, by, 0], [0, by, 0]], { fill: '#dbeafa', opacity: 0.05 });
  s += face([[bx, 0, 0], [bx, by, 0], [bx, by, bh], [bx, 0, bh]], { fill: C.gold, opacity: 0.18 });
  s += face([[0, by, 0], [bx, by, 0], [bx, by, bh], [0, by, bh]], { fill: '#dbeafa', opacity: 0.08 });
  s += face([[0, 0, bh], [bx, 0, bh], [bx, by, bh], [0, by, bh]], { fill: C.gold, opacity: 0.35 });
  for (const f of [[[bx, 0, 0], [bx, by, 0], [bx, by, bh], [bx, 0, bh]], [[0, by, 0], [bx, by, 0], [bx, by, bh], [0, by, bh]], [[0, 0, bh], [bx, 0, bh], [bx, by, bh], [0, by, bh]]]) s += face(f, st);
  for (let z = 20; z < bh; z += 20) {
    s += pathLine(iso(bx, 0, z), iso(bx, by, z), { stroke: '#dbeafa', 'stroke-width': 0.8, opacity: 0.5 });
    s += pathLine(iso(0, by, z), iso(bx, by, z), { stroke: '#dbeafa', 'stroke-width': 0.8, opacity: 0.5 });
  }
  for (let x = 15; x < bx; x += 15) s += pathLine(iso(x, by, 0), iso(x, by, bh), { stroke: '#dbeafa', 'stroke-width': 0.6, opacity: 0.35 });
  // hidden lines dashed
  s += pathLine(iso(0, 0, 0), iso(0, 0, bh), { stroke: '#dbeafa', 'stroke-dasharray': '5 5', opacity: 0.5 });
  s += pathLine(iso(0, 0, 0), iso(bx, 0, 0), { stroke: '#dbeafa', 'stroke-dasharray': '5 5', opacity: 0.5 });
  s += pathLine(iso(0, 0, 0), iso(0, by, 0), { stroke: '#dbeafa', 'stroke-dasharray': '5 5', opacity: 0.5 });
  // second lower block
  const o2 = 120;
  const iso2 = (x, y, z) => iso(x + o2, y - 10, z);
  s += poly([[0, 60, 0], [70, 60, 0], [70, 60, 160], [0, 60, 160]].map((p) => iso2(...p)), { fill: '#dbeafa', opacity: 0.06, stroke: '#dbeafa', 'stroke-width': 1.2 });
  s += poly([[70, 0, 0], [70, 60, 0], [70, 60, 160], [70, 0, 160]].map((p) => iso2(...p)), { fill: C.gold, opacity: 0.12, stroke: '#dbeafa', 'stroke-width': 1.2 });
  s += poly([[0, 0, 160], [70, 0, 160], [70, 60, 160], [0, 60, 160]].map((p) => iso2(...p)), { fill: C.gold, opacity: 0.25, stroke: '#dbeafa', 'stroke-width': 1.2 });
  // drafting triangle + compass
  s += path('M520,520L700,520L520,380Z', { fill: C.gold, opacity: 0.25, stroke: C.gold, 'stroke-width': 2 }) + path('M548,500L640,500L548,430Z', { fill: '#1d2a3a', opacity: 0.6 });
  s += line(120, 120, 170, 250, { stroke: '#dbeafa', 'stroke-width': 3 }) + line(120, 120, 80, 250, { stroke: '#dbeafa', 'stroke-width': 3 }) + circle(120, 116, 8, { fill: C.gold });
  s += path('M80,250A130,130 0 0 0 170,250', { fill: 'none', stroke: C.gold, 'stroke-width': 1.5, 'stroke-dasharray': '4 4' });
  // dimension line
  s += pathLine([110, 540], [380, 540], { stroke: '#dbeafa', 'stroke-width': 1 }) + pathLine([110, 532], [110, 548], { stroke: '#dbeafa' }) + pathLine([380, 532], [380, 548], { stroke: '#dbeafa' });
  return { defs, body: s };
}
const pathLine = ([x1, y1], [x2, y2], a) => line(x1, y1, x2, y2, a);

// 6 브랜드 프리미엄 — emblem
function p6() {
  const defs = rad('bg', [[0, '#2c3e55'], [1, '#121b27']], { cx: 0.5, cy: 0.45, r: 0.75 }) + lin('ray', [[0, C.gold, 0.35], [1, C.gold, 0]], 0, 0, 0, 1) + lin('gold', [[0, '#fed8a8'], [0.5, C.gold], [1, C.goldD]], 0, 0, 1, 1);
  let s = rect(0, 0, W, H, { fill: 'url(#bg)' });
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2;
    s += poly([[400, 260], [400 + Math.cos(a) * 600, 260 + Math.sin(a) * 600], [400 + Math.cos(a + 0.07) * 600, 260 + Math.sin(a + 0.07) * 600]], { fill: C.gold, opacity: 0.06 });
  }
  s += circle(400, 260, 150, { fill: 'none', stroke: C.gold, 'stroke-width': 1, opacity: 0.5 }) + circle(400, 260, 170, { fill: 'none', stroke: C.gold, 'stroke-width': 0.6, opacity: 0.3 });
  s += circle(400, 260, 120, { fill: '#16202d', opacity: 0.8 });
  s += emblem(330, 190, 140, { main: 'url(#gold)', accent: C.gold });
  s += text(400, 470, 'THE HAEON', { size: 44, weight: 700, fill: '#fff', anchor: 'middle', ls: 8 });
  s += line(270, 500, 340, 500, { stroke: C.gold }) + line(460, 500, 530, 500, { stroke: C.gold });
  s += text(400, 506, 'PREMIUM', { size: 15, fill: C.gold, anchor: 'middle', ls: 6 });
  return { defs, body: s };
}

// ---------------------------------------------------------------- community centre cutaway
function community() {
  const CW = 1600, CH = 900;
  const defs =
    lin('sky', [[0, '#dfe8ee'], [1, '#f6f1e8']]) +
    tag('pattern', { id: 'cut', width: 8, height: 8, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' }, rect(0, 0, 8, 8, { fill: '#3a4656' }) + line(0, 0, 0, 8, { stroke: '#5a6676', 'stroke-width': 2 })) +
    lin('earth', [[0, '#cbbfa9'], [1, '#b3a488']]) +
    lin('wallW', [[0, '#f5efe4'], [1, '#ece3d4']]) +
    tag('pattern', { id: 'books', width: 36, height: 40, y: 352, patternUnits: 'userSpaceOnUse' }, rect(0, 4, 6, 32, { fill: C.navy }) + rect(7, 8, 5, 28, { fill: C.gold }) + rect(13, 2, 6, 34, { fill: C.water }) + rect(20, 10, 5, 26, { fill: '#c86f4b' }) + rect(26, 5, 7, 31, { fill: C.greenD }) + rect(0, 36, 36, 4, { fill: '#8a6a4c' }));
  let s = rect(0, 0, CW, CH, { fill: 'url(#sky)' });
  s += text(90, 62, 'COMMUNITY', { size: 15, fill: C.goldD, ls: 5, weight: 500 }) + text(90, 102, '커뮤니티센터', { size: 36, weight: 700, fill: C.navy });
  s += text(90, 134, '운동 · 학습 · 휴식을 단지 안에서 누리는 프리미엄 라이프', { size: 16, fill: C.grey });
  const x0 = 120, x1 = 1480, top = 262, mid = 516, bot = 770, slab = 16;
  // ground + earth
  s += rect(0, bot, CW, CH - bot, { fill: 'url(#earth)' });
  s += rect(0, bot - 6, CW, 8, { fill: '#9cb58c' });
  // outer trees
  s += tree(60, bot, 160, { c1: '#7f9c7a', c2: '#56745a' }) + tree(1545, bot, 170, { c1: '#7f9c7a', c2: '#56745a' });
  // structure (section cut)
  s += rect(x0 - 20, top - 24, x1 - x0 + 40, 24, { fill: 'url(#cut)' });
  s += rect(x0 - 20, mid - slab / 2, x1 - x0 + 40, slab, { fill: 'url(#cut)' });
  s += rect(x0 - 20, top - 24, 20, bot - top + 24, { fill: 'url(#cut)' }) + rect(x1, top - 24, 20, bot - top + 24, { fill: 'url(#cut)' });
  // roof garden
  for (let x = x0 + 40; x < x1 - 40; x += 110) s += tree(x, top - 24, 60, { c1: '#8fae86', c2: '#6f8f68' });
  s += rect(x0 - 20, top - 30, x1 - x0 + 40, 6, { fill: '#9cb58c' });
  const cols = [x0, x0 + 460, x0 + 900, x1];
  const rooms = [
    [0, 0, '작은도서관', 'LIBRARY'], [1, 0, '독서실', 'STUDY ROOM'], [2, 0, '키즈룸', 'KIDS ROOM'],
    [0, 1, '피트니스', 'FITNESS'], [1, 1, '골프연습장', 'GOLF'], [2, 1, '카페', 'CAFE'],
  ];
  const floorY = [mid - slab / 2, bot];
  const ceilY = [top, mid + slab / 2];
  for (const [ci, fi, ko, en] of rooms) {
    const rx = cols[ci] + (ci ? 8 : 0), rw = cols[ci + 1] - cols[ci] - (ci ? 8 : 0) - (ci < 2 ? 8 : 0);
    const ry = ceilY[fi], rh = floorY[fi] - ry;
    s += rect(rx, ry, rw, rh, { fill: 'url(#wallW)' });
    s += rect(rx, ry + rh - 40, rw, 40, { fill: fi ? '#d9c8ad' : '#e3d4bb' });
    s += line(rx, ry + rh - 40, rx + rw, ry + rh - 40, { stroke: '#cbb89a', 'stroke-width': 1.5 });
    // ceiling lights
    for (let lx = rx + 60; lx + 80 < rx + rw; lx += 120) s += rect(lx, ry + 4, 40, 4, { fill: '#fff4d6' }) + poly([[lx, ry + 8], [lx + 40, ry + 8], [lx + 70, ry + 60], [lx - 30, ry + 60]], { fill: '#fff4d6', opacity: 0.25 });
    s += roomContent(ko, rx, ry, rw, rh);
    // label
    const lw = Math.max(ko.length * 21, en.length * 8.6) + 32;
    s += rect(rx + 20, ry + 20, lw, 54, { rx: 8, fill: C.navy, opacity: 0.92 });
    s += text(rx + 36, ry + 47, ko, { size: 20, weight: 700, fill: '#fff' });
    s += text(rx + 36, ry + 66, en, { size: 11, fill: C.gold, ls: 2 });
  }
  // partition walls
  for (const cx of cols.slice(1, 3)) s += rect(cx - 8, top, 16, bot - top, { fill: 'url(#cut)' });
  // entrance canopy at right
  s += rect(x1 + 20, bot - 128, 80, 8, { fill: C.navy }) + rect(x1 + 92, bot - 120, 4, 120, { fill: C.navy }) + person(x1 + 58, bot, 70, C.navy, { top: C.gold });
  return { defs, body: s };
}

function roomContent(name, x, y, w, h) {
  const fy = y + h - 40; // floor line
  let s = '';
  if (name === '피트니스') {
    s += rect(x + 20, y + 90, w - 40, 110, { fill: '#dfe8ee', opacity: 0.7 }); // mirror wall
    for (let i = 0; i < 3; i++) {
      const tx = x + 70 + i * 120;
      s += path(`M${tx},${fy + 20}h90l-10,-14h-70Z`, { fill: '#3a4656' }) + line(tx + 78, fy + 6, tx + 92, fy - 70, { stroke: '#3a4656', 'stroke-width': 5 }) + rect(tx + 80, fy - 84, 26, 14, { fill: '#3a4656', rx: 3 }) + rect(tx + 84, fy - 81, 18, 8, { fill: C.water });
    }
    s += rect(x + w - 70, fy - 80, 40, 100, { fill: 'none', stroke: '#3a4656', 'stroke-width': 4 });
    for (let i = 0; i < 3; i++) s += rect(x + w - 68, fy - 66 + i * 30, 36, 8, { fill: C.goldD, rx: 4 });
    s += person(x + 200, fy + 30, 90, '#3d4f66', { top: C.gold });
  }
  if (name === '골프연습장') {
    s += rect(x + 110, y + 80, w - 200, h - 140, { fill: '#9fc7a3' }) + path(`M${x + 110},${y + 150}C${x + 200},${y + 120} ${x + 300},${y + 170} ${x + w - 90},${y + 130}V${y + 80}H${x + 110}Z`, { fill: '#cfe3ee' });
    s += tag('ellipse', { cx: x + w / 2 - 20, cy: y + 190, rx: 60, ry: 12, fill: '#c6e1b5' }) + line(x + w / 2, y + 190, x + w / 2, y + 150, { stroke: '#fff', 'stroke-width': 2 }) + path(`M${x + w / 2},${y + 150}l18,6 -18,6Z`, { fill: '#e35d4b' });
    s += rect(x + 130, fy + 6, 180, 14, { fill: '#5e7d5c' });
    // golfer
    const gx = x + 200;
    s += person(gx, fy + 10, 100, C.navy, { top: '#f3f0ea' }) + line(gx + 6, fy - 50, gx + 60, fy + 4, { stroke: '#2b2f36', 'stroke-width': 3 }) + circle(gx + 90, fy + 6, 4, { fill: '#fff' });
  }
  if (name === '카페') {
    s += rect(x + w - 210, fy - 70, 180, 90, { fill: '#8a6a4c' }) + rect(x + w - 214, fy - 76, 188, 8, { fill: '#f3f0ea' });
    s += rect(x + w - 170, fy - 112, 50, 36, { fill: '#3a4656', rx: 4 }) + rect(x + w - 100, fy - 100, 24, 24, { fill: C.ivory, rx: 3 });
    for (const px of [x + 80, x + 180, x + 280]) s += line(px, y + 8, px, y + 80, { stroke: '#3a3530' }) + path(`M${px - 16},${y + 96}a16,16 0 0 1 32,0Z`, { fill: C.gold });
    for (const tx of [x + 80, x + 230]) {
      s += rect(tx - 40, fy - 30, 80, 6, { fill: '#6b5a48' }) + rect(tx - 3, fy - 24, 6, 44, { fill: '#6b5a48' });
      s += rect(tx - 70, fy - 10, 24, 30, { fill: C.water, rx: 4 }) + rect(tx + 46, fy - 10, 24, 30, { fill: C.water, rx: 4 });
      s += rect(tx - 10, fy - 42, 14, 12, { fill: '#fff', rx: 2 });
    }
    s += person(x + w - 120, fy - 40, 60, C.navy, { top: '#f3f0ea' });
  }
  if (name === '작은도서관') {
    s += rect(x + 30, y + 90, w - 60, 120, { fill: 'url(#books)' });
    s += rect(x + 30, y + 86, w - 60, 4, { fill: '#8a6a4c' });
    s += rect(x + 120, fy - 24, 220, 8, { fill: '#8a6a4c' }) + rect(x + 130, fy - 16, 6, 36, { fill: '#8a6a4c' }) + rect(x + 324, fy - 16, 6, 36, { fill: '#8a6a4c' });
    s += line(x + 300, fy - 24, x + 300, fy - 70, { stroke: '#3a3530', 'stroke-width': 2 }) + path(`M${x + 286},${fy - 66}h28l-6,-16h-16Z`, { fill: C.gold });
    s += person(x + 170, fy + 20, 70, '#3d4f66', { top: C.goldD }) + person(x + 420, fy + 20, 80, C.navy, { top: '#ece5d8' });
  }
  if (name === '독서실') {
    for (let i = 0; i < 4; i++) {
      const dx = x + 40 + i * 95;
      s += rect(dx, fy - 90, 8, 110, { fill: '#c9bca8' }) + rect(dx + 8, fy - 26, 80, 8, { fill: '#a98559' }) + rect(dx + 8, fy - 90, 80, 6, { fill: '#c9bca8' });
      s += line(dx + 70, fy - 84, dx + 70, fy - 56, { stroke: '#3a3530', 'stroke-width': 2 }) + path(`M${dx + 60},${fy - 56}h20l-4,-10h-12Z`, { fill: C.gold }) + tag('ellipse', { cx: dx + 70, cy: fy - 30, rx: 24, ry: 4, fill: C.gold, opacity: 0.35 });
      if (i % 2 === 0) s += person(dx + 46, fy + 20, 64, '#3d4f66', { top: i ? C.water : C.goldD });
    }
  }
  if (name === '키즈룸') {
    s += path(`M${x + 60},${fy + 20}L${x + 60},${fy - 90}H${x + 110}L${x + 200},${fy + 20}Z`, { fill: C.gold, opacity: 0.9 });
    s += rect(x + 56, fy - 100, 58, 12, { fill: '#c86f4b' });
    const R = rng(2);
    for (let i = 0; i < 22; i++) s += circle(x + 212 + R.range(0, 96), fy + 8 - R.range(0, 30), 9, { fill: R.pick([C.gold, C.water, '#c86f4b', C.greenL, '#fff']) });
    s += rect(x + 200, fy - 30, 120, 50, { fill: 'none', stroke: '#9fc0cf', 'stroke-width': 4, rx: 8 });
    for (let i = 0; i < 3; i++) s += rect(x + w - 124 + i * 36, fy - 14 - i * 30, 34, 34, { fill: [C.water, C.gold, '#c86f4b'][i], rx: 4 });
    s += person(x + 150, fy + 20, 56, C.navy, { top: C.water });
  }
  return s;
}

export default [
  { file: 'images/premium-1.svg', w: W, h: H, title: '교통 프리미엄 — 광역 도로와 철도망', build: p1 },
  { file: 'images/premium-2.svg', w: W, h: H, title: '교육 프리미엄 — 단지 인근 학교', build: p2 },
  { file: 'images/premium-3.svg', w: W, h: H, title: '자연 프리미엄 — 호수공원 산책로', build: p3 },
  { file: 'images/premium-4.svg', w: W, h: H, title: '생활 프리미엄 — 대형 상업시설', build: p4 },
  { file: 'images/premium-5.svg', w: W, h: H, title: '설계 프리미엄 — 특화 건축 설계', build: p5 },
  { file: 'images/premium-6.svg', w: W, h: H, title: '브랜드 프리미엄 — 더 해온 엠블럼', build: p6 },
  { file: 'images/community.svg', w: 1600, h: 900, title: '커뮤니티센터 단면 — 피트니스, 골프연습장, 작은도서관, 카페, 키즈룸, 독서실', build: community },
];
