// Logos, favicon, social card, brand story.
import { C, r, rect, line, circle, path, g, text, lin, rad, emblem, logoGroup, tag } from './lib.mjs';
import { cityscape, skylinePatterns, ripples, sunPath, ridge, treeLine } from './skyline.mjs';

const logo = (main, accent, sub) => ({ body: logoGroup(0, 0, { main, accent, sub }) });

function ogImage() {
  const W = 1200, H = 630, HZ = 430;
  const defs =
    lin('sky', [[0, '#0e1724'], [0.45, C.navy], [0.75, '#6a5560'], [0.92, '#d79a5e'], [1, C.gold]], 0, 0, 0, HZ, { gradientUnits: 'userSpaceOnUse' }) +
    lin('wat', [[0, '#4a4350'], [0.3, C.navy], [1, '#0f1722']], 0, HZ, 0, H, { gradientUnits: 'userSpaceOnUse' }) +
    rad('sun', [[0, C.gold, 0.7], [0.4, C.goldD, 0.25], [1, C.goldD, 0]], { cx: 900, cy: HZ, r: 420, gradientUnits: 'userSpaceOnUse' }) +
    lin('shade', [[0, '#0e1724', 0.92], [0.45, '#0e1724', 0.7], [0.7, '#0e1724', 0]], 0, 0, 1, 0) +
    lin('fade', [[0, '#fff', 0.6], [1, '#fff', 0]], 0, HZ, 0, H, { gradientUnits: 'userSpaceOnUse' }) +
    tag('mask', { id: 'm' }, rect(0, HZ, W, H - HZ, { fill: 'url(#fade)' })) +
    skylinePatterns(0.7);
  const city = cityscape({ x0: 560, x1: 1200, base: HZ + 2, seed: 21, hMin: 150, hMax: 330, scale: 0.7, lit: 0.07 });
  const body =
    rect(0, 0, W, HZ + 2, { fill: 'url(#sky)' }) +
    rect(0, 0, W, H, { fill: 'url(#sun)' }) +
    circle(905, HZ - 6, 26, { fill: C.gold, opacity: 0.9 }) +
    path(ridge(0, W, HZ - 18, 26, 4, HZ + 2), { fill: '#3a3646', opacity: 0.8 }) +
    g({ id: 'city' }, city + treeLine(540, 1200, HZ + 2, 9, 3, '#141d2a')) +
    rect(0, HZ, W, H - HZ, { fill: 'url(#wat)' }) +
    g({ mask: 'url(#m)', opacity: 0.35 }, tag('use', { href: '#city', transform: `translate(0,${2 * HZ + 4}) scale(1,-1)` })) +
    sunPath(905, HZ + 6, H - 20, 26, 5) +
    ripples(0, W, HZ + 4, H, 36, 9, C.goldL, 0.22) +
    rect(0, 0, W, H, { fill: 'url(#shade)' }) +
    logoGroup(72, 70, { main: '#fff', accent: C.gold }) +
    line(74, 196, 134, 196, { stroke: C.gold, 'stroke-width': 2 }) +
    text(72, 262, '더 해온 레이크시티', { size: 60, weight: 700, fill: '#fff', ls: -1 }) +
    text(74, 316, '1,455세대 프리미엄 레이크뷰 단지', { size: 28, weight: 400, fill: C.ivory, op: 0.92 }) +
    text(74, 360, '지하 4층 ~ 지상 35층 · 12개동', { size: 20, fill: C.ivory, op: 0.7 }) +
    rect(72, 470, 282, 70, { rx: 35, fill: 'none', stroke: C.gold, 'stroke-width': 1.5 }) +
    text(106, 514, '분양문의', { size: 18, fill: C.gold, weight: 500 }) +
    text(190, 516, '1661-1455', { size: 28, fill: '#fff', weight: 700, ls: 0.5 });
  return { defs, body };
}

function favicon() {
  return {
    defs: lin('bg', [[0, C.navy2], [1, C.deep]]),
    body: rect(0, 0, 64, 64, { rx: 14, fill: 'url(#bg)' }) + emblem(8, 7, 48, { main: '#fff', accent: C.gold }),
  };
}

function brandStory() {
  const W = 1200, H = 600;
  const pw = 360, gap = 30, x0 = (W - pw * 3 - gap * 2) / 2, y0 = 60, ph = 480;
  const defs =
    lin('p1', [[0, '#e8efe4'], [1, '#c9dac3']]) +
    lin('p2', [[0, C.navy2], [1, C.deep]]) +
    lin('p3', [[0, '#e9eef3'], [1, '#cdd8e2']]) +
    lin('gold', [[0, C.gold], [1, C.goldD]], 0, 0, 1, 1) +
    lin('lake', [[0, C.waterL], [1, C.water]]);
  let body = rect(0, 0, W, H, { fill: C.ivory });
  // decorative thin lines
  body += line(0, 40, W, 40, { stroke: C.ivory3, 'stroke-width': 1 }) + line(0, 560, W, 560, { stroke: C.ivory3, 'stroke-width': 1 });

  // Panel 1 — 자연 (nature): hills, lake, leaf
  const a = x0;
  let p1 = rect(a, y0, pw, ph, { fill: 'url(#p1)', rx: 4 });
  p1 += path(ridge(a, a + pw, y0 + 250, 40, 11, y0 + 330), { fill: C.greenL });
  p1 += path(ridge(a, a + pw, y0 + 285, 30, 12, y0 + 330), { fill: C.green });
  p1 += rect(a, y0 + 320, pw, 30, { fill: 'url(#lake)' });
  p1 += line(a + 40, y0 + 332, a + 120, y0 + 332, { stroke: '#fff', opacity: 0.6 }) + line(a + 200, y0 + 340, a + 300, y0 + 340, { stroke: '#fff', opacity: 0.5 });
  p1 += circle(a + pw - 80, y0 + 120, 34, { fill: '#fff', opacity: 0.6 });
  // leaf emblem
  const lx = a + pw / 2, ly = y0 + 170;
  p1 += path(`M${lx},${ly + 60}C${lx - 70},${ly + 10} ${lx - 40},${ly - 60} ${lx + 30},${ly - 70}C${lx + 40},${ly - 10} ${lx + 30},${ly + 40} ${lx},${ly + 60}Z`, { fill: C.greenD, opacity: 0.9 });
  p1 += path(`M${lx},${ly + 60}Q${lx + 5},${ly - 5} ${lx + 30},${ly - 70}`, { fill: 'none', stroke: '#e8efe4', 'stroke-width': 2 });
  p1 += rect(a, y0 + 350, pw, ph - 350, { fill: '#fff' });

  // Panel 2 — 품격 (dignity): gold arch & columns on navy
  const b = x0 + pw + gap;
  let p2 = rect(b, y0, pw, ph, { fill: 'url(#p2)', rx: 4 });
  const cx = b + pw / 2;
  for (let i = 0; i < 7; i++) p2 += line(b + 30 + i * 50, y0 + 20, b + 30 + i * 50, y0 + 340, { stroke: '#fff', opacity: 0.05 });
  p2 += path(`M${cx - 90},${y0 + 300}V${y0 + 170}A90,90 0 0 1 ${cx + 90},${y0 + 170}V${y0 + 300}`, { fill: 'none', stroke: 'url(#gold)', 'stroke-width': 3 });
  p2 += path(`M${cx - 70},${y0 + 300}V${y0 + 175}A70,70 0 0 1 ${cx + 70},${y0 + 175}V${y0 + 300}`, { fill: 'none', stroke: C.gold, 'stroke-width': 1, opacity: 0.5 });
  for (const dx of [-40, -13, 13, 40]) p2 += rect(cx + dx - 5, y0 + 180, 10, 120, { fill: C.gold, opacity: 0.85 });
  p2 += rect(cx - 110, y0 + 300, 220, 8, { fill: C.gold });
  p2 += rect(cx - 125, y0 + 312, 250, 4, { fill: C.goldD });
  p2 += path(`M${cx},${y0 + 60}l10,18 20,3 -15,13 4,20 -19,-10 -19,10 4,-20 -15,-13 20,-3Z`, { fill: C.gold });
  p2 += rect(b, y0 + 350, pw, ph - 350, { fill: '#fff' });

  // Panel 3 — 혁신 (innovation): isometric grid & glowing nodes
  const c = x0 + (pw + gap) * 2;
  let p3 = rect(c, y0, pw, ph, { fill: 'url(#p3)', rx: 4 });
  const ox = c + pw / 2, oy = y0 + 200;
  // isometric cube wireframes
  const cube = (x, y, s, fill, op) => {
    return (
      path(`M${r(x)},${r(y - s * 0.5)}L${r(x + s * 0.87)},${r(y)}L${r(x)},${r(y + s * 0.5)}L${r(x - s * 0.87)},${r(y)}Z`, { fill: '#fff', opacity: op }) +
      path(`M${r(x - s * 0.87)},${r(y)}L${r(x)},${r(y + s * 0.5)}L${r(x)},${r(y + s * 1.5)}L${r(x - s * 0.87)},${r(y + s)}Z`, { fill, opacity: op * 0.55 }) +
      path(`M${r(x + s * 0.87)},${r(y)}L${r(x)},${r(y + s * 0.5)}L${r(x)},${r(y + s * 1.5)}L${r(x + s * 0.87)},${r(y + s)}Z`, { fill, opacity: op * 0.85 })
    );
  };
  p3 += cube(ox, oy - 40, 60, C.navy3, 1) + cube(ox - 70, oy + 5, 38, C.water, 0.9) + cube(ox + 72, oy + 10, 30, C.goldD, 0.95);
  for (let i = 0; i < 6; i++) {
    const ang = (i / 6) * Math.PI * 2 + 0.3;
    const x2 = ox + Math.cos(ang) * 140, y2 = oy + 30 + Math.sin(ang) * 90;
    p3 += line(ox, oy + 30, x2, y2, { stroke: C.navy3, 'stroke-width': 1, opacity: 0.25, 'stroke-dasharray': '3 4' });
    p3 += circle(x2, y2, 5, { fill: i % 2 ? C.gold : C.water });
  }
  p3 += rect(c, y0 + 350, pw, ph - 350, { fill: '#fff' });

  body += p1 + p2 + p3;
  const labels = [
    ['자연', 'NATURE', '호수와 숲이 일상이 되는 단지'],
    ['품격', 'DIGNITY', '시간이 지나도 빛나는 브랜드 가치'],
    ['혁신', 'INNOVATION', '스마트한 설계와 주거 기술'],
  ];
  labels.forEach(([ko, en, sub], i) => {
    const x = x0 + i * (pw + gap) + 32;
    body += text(x, y0 + 386, en, { size: 13, fill: C.goldD, ls: 3, weight: 500 });
    body += text(x, y0 + 424, ko, { size: 32, weight: 700, fill: C.navy });
    body += text(x, y0 + 456, sub, { size: 15, fill: C.grey });
  });
  // panel borders
  for (let i = 0; i < 3; i++) body += rect(x0 + i * (pw + gap), y0, pw, ph, { rx: 4, fill: 'none', stroke: C.ivory3 });
  return { defs, body };
}

export default [
  { file: 'images/logo.svg', w: 220, h: 48, title: '더 해온 레이크시티 로고', build: () => logo(C.navy, C.goldD) },
  { file: 'images/logo-white.svg', w: 220, h: 48, title: '더 해온 레이크시티 로고 (화이트)', build: () => logo('#ffffff', C.gold) },
  { file: 'favicon.svg', w: 64, h: 64, title: '더 해온 엠블럼', build: favicon },
  { file: 'images/og-image.svg', w: 1200, h: 630, title: '더 해온 레이크시티 — 1,455세대 프리미엄 레이크뷰 단지', build: ogImage },
  { file: 'images/brand-story.svg', w: 1200, h: 600, title: '브랜드 스토리 — 자연, 품격, 혁신', build: brandStory },
];
