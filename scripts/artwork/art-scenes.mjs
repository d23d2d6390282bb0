// Large scenic illustrations: hero, premium hero, brand intro, model house, customer, special plan.
import { C, r, rect, line, circle, path, g, text, lin, rad, rng, tag, emblem, logoGroup, tree, poly, winPattern } from './lib.mjs';
import { cityscape, skylinePatterns, ripples, sunPath, ridge, treeLine } from './skyline.mjs';

// ---------------------------------------------------------------- hero
function hero() {
  const W = 1920, H = 1080, HZ = 730;
  const defs =
    lin('sky', [[0, '#0c1420'], [0.35, C.navy], [0.58, '#4b465a'], [0.78, '#b07852'], [0.92, '#eba866'], [1, C.gold]], 0, 0, 0, HZ, { gradientUnits: 'userSpaceOnUse' }) +
    lin('wat', [[0, '#5b4a4c'], [0.12, '#2f3544'], [0.5, C.navy], [1, '#0b121c']], 0, HZ, 0, H, { gradientUnits: 'userSpaceOnUse' }) +
    rad('sun', [[0, C.gold, 0.75], [0.35, C.goldD, 0.3], [1, C.goldD, 0]], { cx: 1420, cy: HZ, r: 760, gradientUnits: 'userSpaceOnUse' }) +
    rad('sunW', [[0, C.gold, 0.35], [1, C.gold, 0]], { cx: 1420, cy: HZ + 10, r: 420, gradientUnits: 'userSpaceOnUse', gradientTransform: `translate(0,${HZ}) scale(1,0.35) translate(0,${-HZ})` }) +
    lin('shade', [[0, '#0b121c', 0.62], [0.35, '#0b121c', 0.32], [0.6, '#0b121c', 0]], 0, 0, 1, 0) +
    lin('bot', [[0, '#0b121c', 0], [1, '#0b121c', 0.7]], 0, 0.6, 0, 1) +
    lin('fade', [[0, '#fff', 0.9], [0.6, '#fff', 0.15], [1, '#fff', 0]], 0, HZ, 0, H, { gradientUnits: 'userSpaceOnUse' }) +
    tag('mask', { id: 'm' }, rect(0, HZ, W, H - HZ, { fill: 'url(#fade)' })) +
    skylinePatterns(1);
  const R = rng(3);
  let stars = '';
  for (let i = 0; i < 60; i++) stars += circle(R.range(0, W), R.range(10, 330), r(R.range(0.6, 1.6)), { fill: '#fff', opacity: r(R.range(0.15, 0.6)) });

  const city =
    cityscape({ x0: 1020, x1: 1940, base: HZ + 2, seed: 12, hMin: 250, hMax: 560, lit: 0.055 }) +
    // low-rise town to the left — quiet, so text stays readable
    (() => {
      const R2 = rng(8);
      let s = '';
      for (let x = 560; x < 1030; ) {
        const w = R2.range(14, 34), h = R2.range(10, 34) * (0.5 + (x - 560) / 400);
        s += rect(x, HZ + 2 - h, w, h, { fill: '#2a3648', opacity: 0.9 });
        x += w + R2.range(2, 10);
      }
      return s;
    })() +
    treeLine(-20, W + 20, HZ + 3, 11, 5, '#131c28');
  const body =
    rect(0, 0, W, HZ + 2, { fill: 'url(#sky)' }) +
    stars +
    rect(0, 0, W, HZ + 2, { fill: 'url(#sun)' }) +
    circle(1420, HZ - 8, 46, { fill: '#ffd9a3', opacity: 0.95 }) +
    path(ridge(-10, W + 10, HZ - 60, 60, 21, HZ + 2, 24), { fill: '#4a4457', opacity: 0.55 }) +
    path(ridge(-10, 1200, HZ - 25, 34, 5, HZ + 2, 24), { fill: '#2e3344', opacity: 0.9 }) +
    g({ id: 'city' }, city) +
    rect(0, HZ, W, H - HZ, { fill: 'url(#wat)' }) +
    rect(0, HZ, W, H - HZ, { fill: 'url(#sunW)' }) +
    g({ mask: 'url(#m)', opacity: 0.5 }, tag('use', { href: '#city', transform: `translate(0,${2 * HZ + 6}) scale(1,-1)` })) +
    sunPath(1420, HZ + 6, H - 30, 44, 5, C.gold, 180) +
    ripples(0, W, HZ + 6, H, 140, 9, C.goldL, 0.22) +
    // foreground shoreline with reeds, bottom-right
    path(`M1480,${H}C1600,1040 1760,1010 1940,1000L1940,${H}Z`, { fill: '#0b121c' }) +
    (() => {
      const R3 = rng(41);
      let s = '';
      for (let i = 0; i < 38; i++) {
        const x = R3.range(1560, 1920), y = 1060 - (x - 1560) * 0.17, h = R3.range(30, 90);
        s += path(`M${r(x)},${r(y + 20)}q${r(R3.range(-8, 8))},${r(-h / 2)} ${r(R3.range(-14, 14))},${r(-h)}`, { fill: 'none', stroke: '#0b121c', 'stroke-width': 2 });
      }
      return s;
    })() +
    rect(0, 0, W, H, { fill: 'url(#shade)' }) +
    rect(0, 0, W, H, { fill: 'url(#bot)' });
  return { defs, body };
}

// ---------------------------------------------------------------- premium hero (golden hour across the lake from a terrace)
function premiumHero() {
  const W = 1600, H = 900, HZ = 560;
  const defs =
    lin('sky', [[0, '#33405a'], [0.35, '#7a6a74'], [0.7, '#dc9c63'], [1, '#fcc586']], 0, 0, 0, HZ, { gradientUnits: 'userSpaceOnUse' }) +
    lin('wat', [[0, '#c48a5c'], [0.25, '#7f6c6a'], [1, '#2b3648']], 0, HZ, 0, H, { gradientUnits: 'userSpaceOnUse' }) +
    rad('sun', [[0, '#fff1d6', 0.95], [0.12, C.gold, 0.7], [0.5, C.goldD, 0.2], [1, C.goldD, 0]], { cx: 980, cy: HZ - 40, r: 620, gradientUnits: 'userSpaceOnUse' }) +
    lin('deck', [[0, '#6b4e36'], [1, '#3b2a1d']]) +
    lin('glass', [[0, '#fff', 0.16], [0.5, '#fff', 0.04], [1, '#fff', 0.12]], 0, 0, 1, 0) +
    lin('fade', [[0, '#fff', 0.5], [1, '#fff', 0]], 0, HZ, 0, 760, { gradientUnits: 'userSpaceOnUse' }) +
    tag('mask', { id: 'm' }, rect(0, HZ, W, 200, { fill: 'url(#fade)' })) +
    skylinePatterns(0.55);
  const city = g({ id: 'far', opacity: 0.85 }, cityscape({ x0: 80, x1: 760, base: HZ + 1, seed: 33, hMin: 140, hMax: 260, scale: 0.55, lit: 0.08, front: '#4a4a5c', back: '#6a6170', side: '#3b3b4c' }) + treeLine(0, W, HZ + 2, 7, 8, '#3f3a45'));
  let body =
    rect(0, 0, W, HZ + 2, { fill: 'url(#sky)' }) +
    rect(0, 0, W, H, { fill: 'url(#sun)' }) +
    circle(980, HZ - 40, 40, { fill: '#fff3dc' }) +
    path(ridge(-10, W + 10, HZ - 30, 40, 61, HZ + 2), { fill: '#8b6f6e', opacity: 0.55 }) +
    path(ridge(800, W + 10, HZ - 12, 24, 62, HZ + 2), { fill: '#5c5060', opacity: 0.75 }) +
    city +
    rect(0, HZ, W, H - HZ, { fill: 'url(#wat)' }) +
    g({ mask: 'url(#m)', opacity: 0.3 }, tag('use', { href: '#far', transform: `translate(0,${2 * HZ + 4}) scale(1,-1)` })) +
    sunPath(980, HZ + 4, 770, 36, 17, '#ffe3b5', 150) +
    ripples(0, W, HZ + 4, 780, 90, 19, '#ffe3b5', 0.25);
  // birds
  for (const [x, y, s] of [[560, 200, 1], [600, 185, 0.8], [640, 214, 0.7], [1250, 150, 0.9]])
    body += path(`M${x},${y}q${8 * s},${-8 * s} ${16 * s},0q${8 * s},${-8 * s} ${16 * s},0`, { fill: 'none', stroke: '#3a3a48', 'stroke-width': 2, opacity: 0.6 });
  // terrace deck (perspective planks)
  const deckY = 770;
  body += poly([[0, deckY], [W, deckY], [W, H], [0, H]], { fill: 'url(#deck)' });
  for (let i = -14; i <= 14; i++) body += line(800 + i * 40, deckY, 800 + i * 160, H, { stroke: '#2a1d14', 'stroke-width': 1.5, opacity: 0.5 });
  body += line(0, deckY, W, deckY, { stroke: '#d7a36b', 'stroke-width': 2, opacity: 0.7 });
  // glass balustrade
  const rTop = 690;
  body += rect(0, rTop, W, deckY - rTop, { fill: 'url(#glass)' });
  for (let x = 0; x <= W; x += 320) body += rect(x - 3, rTop, 6, deckY - rTop, { fill: '#2a221c', opacity: 0.85 });
  body += rect(0, rTop - 6, W, 8, { fill: '#2a221c' }) + line(0, rTop - 6, W, rTop - 6, { stroke: C.gold, 'stroke-width': 1.5, opacity: 0.8 });
  for (let x = 60; x < W; x += 320) body += line(x, rTop + 10, x + 60, deckY - 10, { stroke: '#fff', opacity: 0.12, 'stroke-width': 3 });
  // lounge chair + side table silhouette (right)
  const lx = 1140, ly = H - 20;
  body +=
    path(`M${lx},${ly - 70}L${lx + 230},${ly - 70}L${lx + 300},${ly - 170}L${lx + 318},${ly - 160}L${lx + 250},${ly - 52}L${lx},${ly - 52}Z`, { fill: '#1e1712' }) +
    rect(lx + 20, ly - 52, 8, 52, { fill: '#1e1712' }) + rect(lx + 220, ly - 52, 8, 52, { fill: '#1e1712' }) +
    rect(lx - 90, ly - 90, 70, 8, { fill: '#1e1712' }) + rect(lx - 59, ly - 82, 8, 82, { fill: '#1e1712' }) +
    path(`M${lx - 70},${ly - 90}l4,-26h10l4,26Z`, { fill: C.gold, opacity: 0.8 }) +
    // potted plant left
    path('M120,880l20,-90h80l20,90Z', { fill: '#1e1712' }) +
    path('M180,790c-40,-60 -90,-80 -130,-70c40,10 80,40 110,80ZM180,790c10,-80 50,-130 90,-140c-30,30 -60,80 -70,150ZM180,790c-20,-70 -10,-130 10,-170c5,50 5,110 0,170Z', { fill: '#241b14' });
  return { defs, body };
}

// ---------------------------------------------------------------- light towers for daytime scenes
export function lightTower(x, base, w, h, o = {}) {
  const { face = '#eee8dd', side = '#d3cabb', pat = 'lw', crown = C.goldD, depth = 0.22 } = o;
  const top = base - h, sw = w * depth;
  return (
    rect(x, top, w, h, { fill: face }) +
    rect(x + w, top + 4, sw, h - 4, { fill: side }) +
    rect(x + 5, top + 16, w - 10, h - 22, { fill: `url(#${pat})` }) +
    rect(x + w * 0.08, top - 12, w * 0.84, 12, { fill: face }) +
    rect(x + w * 0.08, top - 12, w * 0.84, 3, { fill: crown }) +
    line(x + w / 2, top + 16, x + w / 2, base, { stroke: side, 'stroke-width': 3 })
  );
}

export function person(x, y, h, fill = C.navy, o = {}) {
  const hr = h * 0.09;
  let s = circle(x, y - h + hr, hr, { fill });
  s += path(`M${r(x - h * 0.12)},${r(y - h * 0.45)}Q${r(x - h * 0.13)},${r(y - h * 0.8)} ${r(x)},${r(y - h * 0.8)}Q${r(x + h * 0.13)},${r(y - h * 0.8)} ${r(x + h * 0.12)},${r(y - h * 0.45)}Z`, { fill: o.top ?? fill });
  s += rect(x - h * 0.1, y - h * 0.47, h * 0.08, h * 0.47, { fill, rx: h * 0.03 });
  s += rect(x + h * 0.02, y - h * 0.47, h * 0.08, h * 0.47, { fill, rx: h * 0.03 });
  return s;
}

// ---------------------------------------------------------------- brand intro (daytime lifestyle)
function brandIntro() {
  const W = 1200, H = 800, BASE = 520;
  const defs =
    lin('sky', [[0, '#c9d9e4'], [0.6, '#eef0ec'], [1, '#f7ecd9']]) +
    lin('lake', [[0, '#8fb3c4'], [1, '#5f8fa8']]) +
    lin('lawn', [[0, '#b8cba5'], [1, '#97b08a']]) +
    rad('sun', [[0, '#fff', 0.9], [1, '#fff', 0]], { cx: 0.78, cy: 0.18, r: 0.35 }) +
    winPattern('lw', '#9fb3c4', 11, 15, 0.9);
  let body = rect(0, 0, W, H, { fill: 'url(#sky)' }) + rect(0, 0, W, H, { fill: 'url(#sun)' });
  // clouds
  for (const [x, y, s] of [[180, 120, 1], [760, 90, 0.8], [1020, 190, 0.6]])
    body += path(`M${x},${y}h${160 * s}a${22 * s},${22 * s} 0 0 0 -${30 * s},-${26 * s}a${34 * s},${34 * s} 0 0 0 -${62 * s},-${12 * s}a${26 * s},${26 * s} 0 0 0 -${56 * s},${14 * s}a${18 * s},${18 * s} 0 0 0 -${12 * s},${24 * s}Z`, { fill: '#fff', opacity: 0.75 });
  body += path(ridge(-10, W + 10, BASE - 70, 50, 71, BASE + 2), { fill: '#b9c8c6', opacity: 0.7 });
  // towers (back to front)
  const towers = [[90, 250, 300], [240, 92, 360], [390, 88, 330], [650, 96, 390], [800, 90, 350], [950, 92, 300], [1080, 86, 260]];
  for (const [x, w, h] of towers) body += lightTower(x, BASE, w, h, { face: '#e8e1d4', side: '#cfc5b4' });
  body += treeLine(-20, W + 20, BASE + 2, 16, 6, '#9ab08c');
  // community pavilion (glass box) centre
  body += rect(500, BASE - 110, 150, 110, { fill: '#dfe7ea' }) + rect(500, BASE - 110, 150, 110, { fill: 'none', stroke: C.navy3, 'stroke-width': 2 });
  for (let i = 1; i < 5; i++) body += line(500 + i * 30, BASE - 110, 500 + i * 30, BASE, { stroke: C.navy3, 'stroke-width': 1, opacity: 0.5 });
  body += rect(488, BASE - 122, 174, 12, { fill: C.navy }) + rect(488, BASE - 122, 174, 3, { fill: C.goldD });
  // lawn + lake
  body += rect(0, BASE, W, 120, { fill: 'url(#lawn)' });
  body += path(`M0,${BASE + 120}C300,${BASE + 100} 700,${BASE + 130} 1200,${BASE + 105}V${H}H0Z`, { fill: 'url(#lake)' });
  body += ripples(0, W, BASE + 130, H, 60, 77, '#fff', 0.35);
  // boardwalk
  body += path(`M0,${BASE + 150}C300,${BASE + 130} 700,${BASE + 160} 1200,${BASE + 135}`, { fill: 'none', stroke: '#c9a67c', 'stroke-width': 16 });
  body += path(`M0,${BASE + 150}C300,${BASE + 130} 700,${BASE + 160} 1200,${BASE + 135}`, { fill: 'none', stroke: '#a98559', 'stroke-width': 1.5, 'stroke-dasharray': '2 12' });
  // walking path on lawn
  body += path(`M560,${BASE}C540,${BASE + 50} 440,${BASE + 80} 380,${BASE + 132}`, { fill: 'none', stroke: '#efe6d5', 'stroke-width': 14, 'stroke-linecap': 'round' });
  // trees foreground
  for (const [x, s] of [[60, 150], [170, 110], [300, 90], [880, 120], [990, 160], [1120, 110]]) body += tree(x, BASE + 100, s, { c1: '#7f9c7a', c2: '#56745a' });
  // people
  body += person(620, BASE + 96, 62, C.navy, { top: C.goldD }) + person(650, BASE + 96, 58, '#3d4f66', { top: '#e8e1d4' });
  body += person(760, BASE + 90, 40, '#3d4f66', { top: C.water });
  body += person(420, BASE + 145, 60, C.navy, { top: '#b9c8c6' });
  // stroller-ish bench
  body += rect(820, BASE + 72, 70, 6, { fill: '#6b5a48' }) + rect(826, BASE + 78, 4, 18, { fill: '#6b5a48' }) + rect(880, BASE + 78, 4, 18, { fill: '#6b5a48' });
  // subtle logo emblem watermark on pavilion
  body += emblem(560, BASE - 96, 30, { main: C.navy, accent: C.goldD });
  return { defs, body };
}

// ---------------------------------------------------------------- model house
function modelHouse() {
  const W = 1200, H = 800, G = 600;
  const defs =
    lin('sky', [[0, '#bcd0dd'], [1, '#f3ede2']]) +
    lin('glass', [[0, '#49637c'], [0.5, '#6f8ba3'], [1, '#3b5269']], 0, 0, 1, 1) +
    lin('plaza', [[0, '#e3dccf'], [1, '#cfc6b6']]) +
    lin('wall', [[0, '#f4efe6'], [1, '#e2dacb']], 0, 0, 1, 0);
  let body = rect(0, 0, W, H, { fill: 'url(#sky)' });
  body += path(ridge(-10, W + 10, 430, 40, 91, G), { fill: '#c3cfcf', opacity: 0.6 });
  body += treeLine(-20, W + 20, G - 150, 18, 3, '#a9bca0');
  // main building mass
  const bx = 170, bw = 860, top = 300;
  body += rect(bx, top, bw, G - top, { fill: 'url(#wall)' });
  // glass curtain wall
  body += rect(bx + 300, top + 60, 520, G - top - 60, { fill: 'url(#glass)' });
  for (let i = 1; i < 13; i++) body += line(bx + 300 + i * 40, top + 60, bx + 300 + i * 40, G, { stroke: '#dbe4ea', 'stroke-width': 1.2, opacity: 0.6 });
  body += line(bx + 300, top + 160, bx + 820, top + 160, { stroke: '#dbe4ea', 'stroke-width': 1.2, opacity: 0.6 });
  // reflections
  body += poly([[bx + 360, G], [bx + 440, top + 60], [bx + 480, top + 60], [bx + 400, G]], { fill: '#fff', opacity: 0.12 });
  body += poly([[bx + 600, G], [bx + 680, top + 60], [bx + 700, top + 60], [bx + 620, G]], { fill: '#fff', opacity: 0.1 });
  // warm interior glow
  body += rect(bx + 320, top + 180, 480, G - top - 180, { fill: C.gold, opacity: 0.12 });
  // canopy + sign
  body += rect(bx - 20, top - 28, bw + 40, 30, { fill: C.navy });
  body += rect(bx - 20, top, bw + 40, 4, { fill: C.goldD });
  body += rect(bx + 30, top + 60, 240, 140, { fill: C.navy });
  body += emblem(bx + 128, top + 78, 44, { main: '#fff', accent: C.gold });
  body += text(bx + 150, top + 150, 'THE HAEON', { size: 20, weight: 700, fill: '#fff', anchor: 'middle', ls: 2 });
  body += text(bx + 150, top + 178, '견본주택', { size: 17, fill: C.gold, anchor: 'middle', ls: 4 });
  body += text(bx + bw / 2, top - 8, '더 해온 레이크시티 견본주택  ·  MODEL HOUSE', { size: 16, fill: '#fff', anchor: 'middle', ls: 2 });
  // entrance
  body += rect(bx + 500, G - 120, 120, 120, { fill: '#2c3d52' }) + line(bx + 560, G - 120, bx + 560, G, { stroke: '#dbe4ea', 'stroke-width': 2 });
  body += rect(bx + 470, G - 136, 180, 14, { fill: C.navy });
  // side wing
  body += rect(bx + 30, top + 230, 240, G - top - 230, { fill: '#d9d0c0' });
  for (let i = 0; i < 4; i++) body += rect(bx + 46 + i * 56, top + 250, 40, 40, { fill: '#6f8ba3' });
  // plaza
  body += poly([[0, G], [W, G], [W, H], [0, H]], { fill: 'url(#plaza)' });
  for (let i = -10; i <= 10; i++) body += line(600 + i * 60, G, 600 + i * 150, H, { stroke: '#bdb3a2', 'stroke-width': 1, opacity: 0.6 });
  for (const y of [640, 700, 780]) body += line(0, y, W, y, { stroke: '#bdb3a2', 'stroke-width': 1, opacity: 0.6 });
  // flags
  for (const x of [80, 130, 1070, 1120]) {
    body += line(x, G + 30, x, G - 200, { stroke: '#7b8590', 'stroke-width': 3 });
    body += path(`M${x + 2},${G - 196}h28v90l-14,-10 -14,10Z`, { fill: x % 100 === 80 || x === 1120 ? C.navy : C.goldD });
  }
  // planters + trees
  for (const x of [320, 880]) body += rect(x - 60, G + 40, 120, 26, { fill: '#8e8475' }) + tree(x, G + 40, 120, { c1: '#7f9c7a', c2: '#56745a' });
  // people walking
  body += person(560, 740, 90, C.navy, { top: '#c8893b' }) + person(600, 735, 84, '#3d4f66', { top: '#ece5d8' }) + person(760, 690, 60, '#3d4f66', { top: '#9fc0cf' }) + person(420, 680, 56, '#56606e');
  return { defs, body };
}

// ---------------------------------------------------------------- customer consultation
function customer() {
  const W = 1200, H = 800;
  const defs =
    lin('bg', [[0, C.ivory], [1, '#efe7da']]) +
    lin('desk', [[0, '#8a6a4c'], [1, '#6b4f37']]) +
    rad('glow', [[0, C.gold, 0.25], [1, C.gold, 0]], { cx: 0.5, cy: 0.35, r: 0.6 });
  let body = rect(0, 0, W, H, { fill: 'url(#bg)' }) + rect(0, 0, W, H, { fill: 'url(#glow)' });
  // wall panel with logo + window
  body += rect(120, 80, 960, 380, { fill: '#fff', opacity: 0.55, rx: 6 });
  body += rect(150, 110, 320, 250, { fill: '#cfe0ea', rx: 4 }) + line(310, 110, 310, 360, { stroke: '#fff', 'stroke-width': 6 }) + line(150, 235, 470, 235, { stroke: '#fff', 'stroke-width': 6 });
  body += path(ridge(150, 470, 300, 20, 4, 360, 10), { fill: '#9fb8c0' }) + rect(180, 250, 20, 110, { fill: '#e8e1d4' }) + rect(214, 220, 24, 140, { fill: '#e8e1d4' }) + rect(400, 260, 22, 100, { fill: '#e8e1d4' });
  body += logoGroup(800, 140, { main: C.navy, accent: C.goldD });
  body += text(910, 230, '분양 상담 센터', { size: 22, fill: C.navy, weight: 500, anchor: 'middle', ls: 4 });
  body += line(840, 250, 980, 250, { stroke: C.goldD, 'stroke-width': 1.5 });
  // plant
  body += path('M1010,470l10,-60h60l10,60Z', { fill: '#b9a88f' });
  for (const [dx, h, a] of [[-26, 110, -18], [0, 140, 0], [24, 120, 16], [-10, 90, -30], [14, 96, 28]])
    body += path(`M1050,410q${r(a * 1.3)},${r(-h / 2)} ${r(a * 1.8 + dx)},${-h}q${r(-a * 0.2)},${r(h * 0.55)} ${r(-a * 1.8 - dx)},${h}Z`, { fill: '#6f8f6b' });
  // consultant (left) — headset
  const cx = 380, cy = 470;
  body += path(`M${cx - 95},${cy + 110}C${cx - 95},${cy + 20} ${cx - 60},${cy - 10} ${cx},${cy - 10}C${cx + 60},${cy - 10} ${cx + 95},${cy + 20} ${cx + 95},${cy + 110}Z`, { fill: C.navy });
  body += path(`M${cx - 20},${cy - 10}l20,40 20,-40Z`, { fill: '#fff' });
  body += rect(cx - 16, cy - 40, 32, 34, { fill: '#f0cfb1', rx: 8 });
  body += circle(cx, cy - 80, 48, { fill: '#f3d6ba' });
  body += path(`M${cx - 50},${cy - 78}C${cx - 54},${cy - 140} ${cx + 54},${cy - 146} ${cx + 50},${cy - 84}C${cx + 30},${cy - 110} ${cx - 20},${cy - 112} ${cx - 50},${cy - 78}Z`, { fill: '#3a2c24' });
  body += path(`M${cx - 56},${cy - 76}A56,56 0 0 1 ${cx + 56},${cy - 76}`, { fill: 'none', stroke: '#2b3440', 'stroke-width': 6 });
  body += rect(cx - 64, cy - 92, 16, 30, { rx: 7, fill: '#2b3440' }) + rect(cx + 48, cy - 92, 16, 30, { rx: 7, fill: '#2b3440' });
  body += path(`M${cx - 56},${cy - 64}q4,40 44,44`, { fill: 'none', stroke: '#2b3440', 'stroke-width': 4 }) + circle(cx - 10, cy - 20, 6, { fill: C.gold });
  body += path(`M${cx - 18},${cy - 66}q18,14 36,0`, { fill: 'none', stroke: '#c48a6a', 'stroke-width': 3, 'stroke-linecap': 'round' });
  body += circle(cx - 18, cy - 86, 4, { fill: '#3a2c24' }) + circle(cx + 18, cy - 86, 4, { fill: '#3a2c24' });
  // customer (right, seen from behind-side)
  const ux = 840, uy = 500;
  body += path(`M${ux - 90},${uy + 90}C${ux - 90},${uy + 10} ${ux - 50},${uy - 20} ${ux},${uy - 20}C${ux + 50},${uy - 20} ${ux + 90},${uy + 10} ${ux + 90},${uy + 90}Z`, { fill: C.water });
  body += circle(ux, uy - 80, 46, { fill: '#5a4030' }) + path(`M${ux - 46},${uy - 80}a46,46 0 0 1 38,-45c-6,20 -4,46 -38,45Z`, { fill: '#f3d6ba' });
  // desk
  body += rect(160, 580, 880, 30, { fill: 'url(#desk)', rx: 4 }) + rect(190, 610, 820, 190, { fill: '#7a5c42' });
  body += rect(190, 610, 820, 8, { fill: '#5e4531' });
  // documents + pen
  body += g({ transform: 'rotate(-6 560 560)' }, rect(470, 520, 170, 60, { fill: '#fff', stroke: C.ivory3 }) + rect(490, 534, 90, 6, { fill: C.navy, opacity: 0.8 }) + rect(490, 550, 130, 4, { fill: C.greyL }) + rect(490, 562, 110, 4, { fill: C.greyL }));
  body += g({ transform: 'rotate(5 700 560)' }, rect(640, 528, 150, 54, { fill: C.ivory, stroke: C.ivory3 }) + rect(656, 542, 70, 6, { fill: C.goldD }) + rect(656, 556, 110, 4, { fill: C.greyL }));
  body += rect(600, 560, 110, 6, { fill: C.navy, rx: 3, transform: 'rotate(-20 655 563)' });
  // laptop
  body += poly([[240, 580], [420, 580], [440, 570], [260, 570]], { fill: '#aab2bb' }) + poly([[270, 570], [430, 570], [405, 470], [245, 470]], { fill: '#3a4656' });
  body += emblem(312, 496, 46, { main: '#c9ced4', accent: C.gold });
  // cups
  body += rect(910, 540, 40, 40, { fill: '#fff', rx: 6 }) + path('M950,550q16,0 16,12t-16,12', { fill: 'none', stroke: '#fff', 'stroke-width': 5 });
  // speech bubbles
  body += rect(470, 220, 230, 92, { rx: 46, fill: C.navy }) + path('M520,306l-24,40 54,-36Z', { fill: C.navy });
  body += text(585, 276, '무엇을 도와드릴까요?', { size: 20, fill: '#fff', anchor: 'middle', weight: 500 });
  body += rect(720, 330, 190, 74, { rx: 37, fill: C.gold }) + path('M860,400l20,34 -50,-30Z', { fill: C.gold });
  body += text(815, 375, '청약 상담', { size: 20, fill: C.navy, anchor: 'middle', weight: 700 });
  return { defs, body };
}

// ---------------------------------------------------------------- special plan (4-bay, 판상형, 남향)
function specialPlan() {
  const W = 1200, H = 800;
  const defs =
    lin('bg', [[0, C.ivory], [1, '#efe8dc']]) +
    rad('sunG', [[0, C.gold, 0.45], [1, C.gold, 0]], { cx: 0.5, cy: 1, r: 0.7 }) +
    tag('marker', { id: 'ar', viewBox: '0 0 10 10', refX: 6, refY: 5, markerWidth: 7, markerHeight: 7, orient: 'auto' }, path('M0,0L10,5L0,10Z', { fill: C.water }));
  let body = rect(0, 0, W, H, { fill: 'url(#bg)' });
  body += text(70, 96, 'SPECIAL DESIGN', { size: 15, fill: C.goldD, ls: 4, weight: 500 });
  body += text(70, 140, '특화 설계', { size: 40, weight: 700, fill: C.navy });
  body += text(70, 176, '4-Bay · 판상형 · 남향 위주 배치로 채광과 통풍을 극대화', { size: 18, fill: C.grey });
  // plan block
  const px = 70, py = 240, pw = 660, ph = 360;
  body += rect(px - 20, py - 20, pw + 40, ph + 160, { fill: '#fff', rx: 8, stroke: C.ivory3 });
  const bays = [['침실3', 150], ['침실2', 150], ['거실', 210], ['침실1', 150]];
  let x = px;
  const frontY = py + 150;
  // back zone
  body += rect(px, py, pw, 150, { fill: '#f4efe6' });
  body += text(px + 90, py + 82, '욕실', { size: 16, fill: C.grey, anchor: 'middle' }) + text(px + 300, py + 82, '주방 · 식당', { size: 16, fill: C.grey, anchor: 'middle' }) + text(px + 540, py + 82, '드레스룸 · 욕실', { size: 16, fill: C.grey, anchor: 'middle' });
  bays.forEach(([name, w], i) => {
    body += rect(x, frontY, w, ph - 150, { fill: i === 2 ? '#fbe6c9' : '#fdf1df', stroke: C.navy, 'stroke-width': 3 });
    body += text(x + w / 2, frontY + 95, name, { size: 20, weight: 700, fill: C.navy, anchor: 'middle' });
    body += text(x + w / 2, frontY + 122, `BAY ${i + 1}`, { size: 13, fill: C.goldD, anchor: 'middle', ls: 2 });
    // window
    body += rect(x + 20, py + ph - 4, w - 40, 8, { fill: '#fff', stroke: C.water, 'stroke-width': 2 });
    x += w;
  });
  body += rect(px, py, pw, ph, { fill: 'none', stroke: C.navy, 'stroke-width': 6 });
  body += line(px + 180, py, px + 180, py + 150, { stroke: C.navy, 'stroke-width': 3 }) + line(px + 430, py, px + 430, py + 150, { stroke: C.navy, 'stroke-width': 3 });
  // sun + rays from south
  body += rect(px - 20, py + ph + 30, pw + 40, 110, { fill: 'url(#sunG)' });
  const sx = px + pw / 2, sy = py + ph + 118;
  body += circle(sx, sy, 26, { fill: C.gold });
  for (let i = 0; i < 9; i++) {
    const a = Math.PI + (i / 8) * Math.PI;
    body += line(sx + Math.cos(a) * 36, sy + Math.sin(a) * 36, sx + Math.cos(a) * 58, sy + Math.sin(a) * 58, { stroke: C.gold, 'stroke-width': 3, 'stroke-linecap': 'round' });
  }
  for (let i = 0; i < 4; i++) body += line(px + 75 + i * 170, sy - 10, px + 75 + i * 170 + (i - 1.5) * 6, py + ph + 16, { stroke: C.gold, 'stroke-width': 2, 'stroke-dasharray': '6 6', opacity: 0.9 });
  body += text(sx + 50, sy + 6, '남향 S', { size: 15, fill: C.goldD, weight: 700 });
  // ventilation arrows
  for (const xx of [px + 30, px + pw - 30]) body += line(xx, py + ph + 10, xx, py - 30, { stroke: C.water, 'stroke-width': 3, 'marker-end': 'url(#ar)', opacity: 0.85, 'stroke-dasharray': '10 6' });
  body += text(px + 44, py - 30, '맞통풍', { size: 14, fill: C.water, weight: 500 });
  // feature cards
  const cards = [
    ['4-Bay 설계', '전면 4개 공간 배치로', '넓은 개방감과 채광', 'bay'],
    ['판상형 구조', '앞뒤로 열린 구조로', '자연스러운 맞통풍', 'flat'],
    ['남향 위주 배치', '사계절 풍부한 일조량과', '호수 조망 극대화', 'sun'],
  ];
  cards.forEach(([t1, t2, t3, ic], i) => {
    const cy = 230 + i * 170, cx = 800;
    body += rect(cx, cy, 330, 140, { fill: '#fff', rx: 8, stroke: C.ivory3 });
    body += circle(cx + 60, cy + 70, 36, { fill: C.navy });
    if (ic === 'bay') for (let k = 0; k < 4; k++) body += rect(cx + 36 + k * 12.5, cy + 56, 10, 28, { fill: k === 2 ? C.gold : '#fff' });
    if (ic === 'flat') body += rect(cx + 34, cy + 60, 52, 20, { fill: 'none', stroke: '#fff', 'stroke-width': 3 }) + line(cx + 44, cy + 52, cx + 44, cy + 88, { stroke: C.gold, 'stroke-width': 2 }) + line(cx + 76, cy + 52, cx + 76, cy + 88, { stroke: C.gold, 'stroke-width': 2 });
    if (ic === 'sun') {
      body += circle(cx + 60, cy + 70, 11, { fill: C.gold });
      for (let k = 0; k < 8; k++) { const a = (k / 8) * Math.PI * 2; body += line(cx + 60 + Math.cos(a) * 16, cy + 70 + Math.sin(a) * 16, cx + 60 + Math.cos(a) * 23, cy + 70 + Math.sin(a) * 23, { stroke: C.gold, 'stroke-width': 2.5, 'stroke-linecap': 'round' }); }
    }
    body += text(cx + 116, cy + 56, t1, { size: 22, weight: 700, fill: C.navy });
    body += text(cx + 116, cy + 86, t2, { size: 15, fill: C.grey });
    body += text(cx + 116, cy + 108, t3, { size: 15, fill: C.grey });
  });
  body += text(70, 774, '※ 본 이미지는 이해를 돕기 위한 예시이며 실제와 다를 수 있습니다.', { size: 14, fill: C.grey });
  return { defs, body };
}

export default [
  { file: 'images/hero.svg', w: 1920, h: 1080, title: '호숫가 고층 단지의 해질녘 스카이라인', build: hero },
  { file: 'images/premium-hero.svg', w: 1600, h: 900, title: '골든아워의 호수 조망 테라스', build: premiumHero },
  { file: 'images/brand-intro.svg', w: 1200, h: 800, title: '호수공원과 어우러진 더 해온 단지 풍경', build: brandIntro },
  { file: 'images/model-house.svg', w: 1200, h: 800, title: '더 해온 레이크시티 견본주택 외관', build: modelHouse },
  { file: 'images/customer.svg', w: 1200, h: 800, title: '분양 상담 센터 고객 상담', build: customer },
  { file: 'images/special-plan.svg', w: 1200, h: 800, title: '특화 설계 — 4-Bay, 판상형, 남향 위주 배치', build: specialPlan },
];
