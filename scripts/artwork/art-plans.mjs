// Architectural floor plans drawn from room data (metres). Rooms are axis-aligned rectangles;
// doors/openings/windows are given on wall lines. South (balcony) is at the bottom.
// The room data is plan-layouts.mjs, the furniture plan-furniture.mjs; this file draws and labels the plans.
import { C, r, rect, line, circle, path, g, text, lin, tag, emblem } from './lib.mjs';
import { L4, L3A, L4L, L4C, mirror } from './plan-layouts.mjs';
import { FIX, furniture } from './plan-furniture.mjs';

const WALL = '#2b2f36';

// kinds: living bed kitchen bath entry hall dress pantry alpha util balcony
const FLOOR = {
  living: 'url(#wood)', bed: 'url(#wood2)', kitchen: 'url(#wood)', alpha: 'url(#wood2)', hall: 'url(#wood)',
  bath: 'url(#tile)', entry: 'url(#tile2)', dress: '#f1ebe2', pantry: '#f1ebe2', util: 'url(#tile2)', balcony: 'url(#tile2)',
};

// ------------------------------------------------------------------ drawing
function defsPlan() {
  return (
    tag('pattern', { id: 'wood', width: 60, height: 12, patternUnits: 'userSpaceOnUse' }, rect(0, 0, 60, 12, { fill: '#f1e6d4' }) + path('M0,12H60M30,0V12', { stroke: '#e6d6bd', 'stroke-width': 1 })) +
    tag('pattern', { id: 'wood2', width: 60, height: 12, patternUnits: 'userSpaceOnUse' }, rect(0, 0, 60, 12, { fill: '#f5ecdf' }) + path('M0,12H60M20,0V12', { stroke: '#eadfcd', 'stroke-width': 1 })) +
    tag('pattern', { id: 'tile', width: 14, height: 14, patternUnits: 'userSpaceOnUse' }, rect(0, 0, 14, 14, { fill: '#e6edf1' }) + path('M0,14H14V0', { fill: 'none', stroke: '#d3dde3', 'stroke-width': 1 })) +
    tag('pattern', { id: 'tile2', width: 20, height: 20, patternUnits: 'userSpaceOnUse' }, rect(0, 0, 20, 20, { fill: '#ebe8e3' }) + path('M0,20H20V0', { fill: 'none', stroke: '#dcd7cf', 'stroke-width': 1 })) +
    tag('pattern', { id: 'hatch', width: 6, height: 6, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' }, line(0, 0, 0, 6, { stroke: FIX, 'stroke-width': 1, opacity: 0.5 })) +
    lin('panel', [[0, C.navy2], [1, C.navy]])
  );
}


function drawPlan(L, k, box) {
  const bal = L.bal, nb = L.nbal ? 1.2 : 0;
  const W = L.W * k, Dtot = (L.D + bal + nb) * k;
  const s = Math.min(box.w / W, box.h / Dtot);
  const S = k * s; // metres (unscaled layout) -> px
  const ox = box.x + (box.w - W * s) / 2;
  const oy = box.y + (box.h - Dtot * s) / 2 + nb * S;
  const X = (v) => ox + v * S, Y = (v) => oy + v * S;
  const EXT = 12, INT = 6;
  let floors = '', walls = '', furn = '', labels = '', gaps = '', doors = '', wins = '';
  // balconies
  const balR = [0, L.D, L.W, bal];
  floors += rect(X(balR[0]), Y(balR[1]), balR[2] * S, balR[3] * S, { fill: FLOOR.balcony });
  walls += rect(X(balR[0]), Y(balR[1]), balR[2] * S, balR[3] * S, { fill: 'none', stroke: WALL, 'stroke-width': 4 });
  labels += roomLabel(X(L.W / 2), Y(L.D + bal / 2), '발코니', null, 15);
  if (L.nbal) {
    const [bx, bw] = L.nbal;
    floors += rect(X(bx), Y(-1.2), bw * S, 1.2 * S, { fill: FLOOR.balcony });
    walls += rect(X(bx), Y(-1.2), bw * S, 1.2 * S, { fill: 'none', stroke: WALL, 'stroke-width': 4 });
    labels += roomLabel(X(bx + bw / 2), Y(-0.6), '발코니', null, 14);
  }
  for (const [n, kind, x, y, w, h, o = {}] of L.rooms) {
    const px = X(x), py = Y(y), pw = w * S, ph = h * S;
    floors += rect(px, py, pw, ph, { fill: FLOOR[kind] });
    walls += rect(px, py, pw, ph, { fill: 'none', stroke: WALL, 'stroke-width': INT });
    furn += furniture(kind, px + INT / 2, py + INT / 2, pw - INT, ph - INT, s, o);
    if (n) {
      const area = (w * h * k * k).toFixed(2);
      const small = pw < 80 || ph < 70;
      labels += roomLabel(px + pw / 2 + (o.lx ?? 0) * S, py + ph / 2 + (o.ly ?? 0) * S, n, kind === 'util' ? null : `${area}㎡`, small ? 13 : 17);
    }
  }
  walls += rect(X(0), Y(0), L.W * S, L.D * S, { fill: 'none', stroke: WALL, 'stroke-width': EXT });
  const gapFill = '#f4ede2';
  for (const [x, y, o, len] of L.opens) {
    gaps += o === 'h' ? rect(X(x) + 3, Y(y) - EXT / 2 - 0.5, len * S - 6, EXT + 1, { fill: gapFill }) : rect(X(x) - EXT / 2 - 0.5, Y(y) + 3, EXT + 1, len * S - 6, { fill: gapFill });
  }
  for (const [x, y, o, w, side, hinge] of L.doors) {
    const ext = y === 0 || y === L.D || x === 0 || x === L.W;
    const t = (ext ? EXT : INT) + 1;
    const len = w * S;
    if (o === 'h') {
      gaps += rect(X(x), Y(y) - t / 2, len, t, { fill: gapFill });
      const hx = X(x) + hinge * len, hy = Y(y), ex = hx, ey = hy + side * len, ox2 = X(x) + (1 - hinge) * len;
      doors += line(hx, hy, ex, ey, { stroke: WALL, 'stroke-width': 2.2 });
      doors += arc(hx, hy, ex, ey, ox2, hy, len);
      doors += line(X(x), hy - t / 2, X(x), hy + t / 2, { stroke: WALL, 'stroke-width': 1 }) + line(X(x) + len, hy - t / 2, X(x) + len, hy + t / 2, { stroke: WALL, 'stroke-width': 1 });
    } else {
      gaps += rect(X(x) - t / 2, Y(y), t, len, { fill: gapFill });
      const hx = X(x), hy = Y(y) + hinge * len, ex = hx + side * len, ey = hy, oy2 = Y(y) + (1 - hinge) * len;
      doors += line(hx, hy, ex, ey, { stroke: WALL, 'stroke-width': 2.2 });
      doors += arc(hx, hy, ex, ey, hx, oy2, len);
    }
  }
  for (const [x, y, o, len, type] of L.wins) {
    const isBal = y === L.D + bal;
    const t = type === 'slide' ? INT + 2 : y === -1.2 ? 6 : EXT + 1;
    if (o === 'h') {
      wins += rect(X(x), Y(y) - t / 2, len * S, t, { fill: '#fff', stroke: WALL, 'stroke-width': 1 });
      if (type === 'slide') wins += line(X(x), Y(y) - 1.5, X(x) + len * S * 0.55, Y(y) - 1.5, { stroke: WALL, 'stroke-width': 1.2 }) + line(X(x) + len * S * 0.45, Y(y) + 1.5, X(x) + len * S, Y(y) + 1.5, { stroke: WALL, 'stroke-width': 1.2 });
      else wins += line(X(x), Y(y), X(x) + len * S, Y(y), { stroke: C.water, 'stroke-width': 1.5 });
    } else {
      wins += rect(X(x) - t / 2, Y(y), t, len * S, { fill: '#fff', stroke: WALL, 'stroke-width': 1 }) + line(X(x), Y(y), X(x), Y(y) + len * S, { stroke: C.water, 'stroke-width': 1.5 });
    }
    void isBal;
  }
  // balcony outer glazing (full length)
  const by = Y(L.D + bal);
  wins += rect(X(0.15), by - 3, (L.W - 0.3) * S, 6, { fill: '#fff', stroke: WALL, 'stroke-width': 1 }) + line(X(0.15), by, X(L.W - 0.15), by, { stroke: C.water, 'stroke-width': 1.5 });
  // dimension line (overall width) above plan
  const dimY = Y(L.D + bal) + 28;
  let dims = line(X(0), dimY, X(L.W), dimY, { stroke: C.grey, 'stroke-width': 1 });
  for (const xx of [X(0), X(L.W)]) dims += line(xx - 5, dimY + 5, xx + 5, dimY - 5, { stroke: C.grey, 'stroke-width': 1.4 }) + line(xx, dimY - 8, xx, dimY + 8, { stroke: C.grey, 'stroke-width': 0.8 });
  dims += rect(X(L.W / 2) - 34, dimY - 10, 68, 20, { fill: '#fbf8f3' }) + text(X(L.W / 2), dimY + 5, `${(L.W * k * 1000).toFixed(0).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`, { size: 13, fill: C.grey, anchor: 'middle' });
  const dimX = X(0) - 26;
  dims += line(dimX, Y(0), dimX, Y(L.D), { stroke: C.grey, 'stroke-width': 1 });
  for (const yy of [Y(0), Y(L.D)]) dims += line(dimX - 5, yy + 5, dimX + 5, yy - 5, { stroke: C.grey, 'stroke-width': 1.4 }) + line(dimX - 8, yy, dimX + 8, yy, { stroke: C.grey, 'stroke-width': 0.8 });
  dims += g({ transform: `rotate(-90 ${r(dimX)} ${r(Y(L.D / 2))})` }, rect(dimX - 34, Y(L.D / 2) - 10, 68, 20, { fill: '#fbf8f3' }) + text(dimX, Y(L.D / 2) + 5, `${(L.D * k * 1000).toFixed(0).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`, { size: 13, fill: C.grey, anchor: 'middle' }));
  // entrance marker
  const ent = L.doors[0];
  const entM = g({}, path(`M${r(X(ent[0] + ent[3] / 2))},${r(Y(0) - 40)}v22`, { stroke: C.goldD, 'stroke-width': 2, fill: 'none' }) + path(`M${r(X(ent[0] + ent[3] / 2) - 6)},${r(Y(0) - 24)}l6,8 6,-8`, { fill: 'none', stroke: C.goldD, 'stroke-width': 2 }));
  return { svg: floors + furn + walls + gaps + wins + doors + labels + dims + entM, s };
}

function arc(hx, hy, ex, ey, ox, oy, len) {
  const cr = (ex - hx) * (oy - hy) - (ey - hy) * (ox - hx);
  const sweep = cr > 0 ? 1 : 0;
  return path(`M${r(ex)},${r(ey)}A${r(len)},${r(len)} 0 0 ${sweep} ${r(ox)},${r(oy)}`, { fill: 'none', stroke: WALL, 'stroke-width': 1, 'stroke-dasharray': '3 2' });
}

function roomLabel(x, y, name, area, size = 17) {
  const halo = { stroke: '#fbf8f3', 'stroke-width': 4, 'paint-order': 'stroke', 'stroke-linejoin': 'round' };
  let s = tag('text', { x, y: area ? y - 2 : y + size * 0.35, 'font-size': size, 'font-weight': 700, fill: C.navy, 'text-anchor': 'middle', ...halo }, name);
  if (area) s += tag('text', { x, y: y + size * 0.95, 'font-size': size - 4, fill: '#5d6670', 'text-anchor': 'middle', ...halo }, area);
  return s;
}

function planSvg({ L, target, bigLabel, caption, sub }) {
  const k = Math.sqrt(target / (L.W * L.D));
  const box = { x: 60, y: 70, w: 760, h: 770 };
  const { svg, s } = drawPlan(L, k, box);
  let body = rect(0, 0, 1200, 900, { fill: '#fbf8f3' });
  body += svg;
  // info panel
  const px = 870;
  body += rect(px, 0, 330, 900, { fill: 'url(#panel)' });
  body += text(px + 36, 84, 'TYPE', { size: 15, fill: C.gold, ls: 5, weight: 500 });
  if (bigLabel.endsWith('㎡')) {
    body += tag('text', { x: px + 32, y: 190, 'font-size': 104, 'font-weight': 700, fill: '#fff', 'letter-spacing': -3 }, bigLabel.slice(0, -1) + tag('tspan', { 'font-size': 44, 'letter-spacing': 0, dx: 6 }, '㎡'));
  } else body += text(px + 32, 190, bigLabel, { size: bigLabel.length > 4 ? 84 : 104, weight: 700, fill: '#fff', ls: -3 });
  body += line(px + 36, 226, px + 96, 226, { stroke: C.gold, 'stroke-width': 2 });
  body += text(px + 36, 270, caption, { size: 22, weight: 700, fill: '#fff' });
  body += text(px + 36, 302, sub, { size: 15, fill: '#c9d2dc' });
  // room summary
  const beds = L.rooms.filter((rr) => rr[1] === 'bed').length;
  const baths = L.rooms.filter((rr) => rr[1] === 'bath').length;
  const extras = L.rooms.filter((rr) => ['alpha', 'pantry', 'dress'].includes(rr[1])).map((rr) => rr[0]);
  const facts = [['구조', L.bay + ' 판상형'], ['침실', `${beds}개`], ['욕실', `${baths}개`], ['특화', extras.join(' · ') || '-']];
  facts.forEach(([a, b], i) => {
    const y = 370 + i * 48;
    body += text(px + 36, y, a, { size: 15, fill: C.gold });
    body += text(px + 100, y, b, { size: 16, fill: '#fff' });
    body += line(px + 36, y + 18, px + 294, y + 18, { stroke: '#fff', opacity: 0.12 });
  });
  // compass
  body += g({ transform: `translate(${px + 70},${650})` }, circle(0, 0, 30, { fill: 'none', stroke: '#fff', opacity: 0.4 }) + path('M0,-32L7,2L0,-3L-7,2Z', { fill: C.gold }) + path('M0,32L7,-2L0,3L-7,-2Z', { fill: '#fff', opacity: 0.35 }) + text(0, -40, 'N', { size: 13, fill: '#fff', anchor: 'middle', weight: 700 }));
  // scale bar (whole metres that fit in ~150px)
  const sm = Math.max(1, Math.min(3, Math.floor(150 / s)));
  const seg = sm === 1 ? 2 : sm, segW = (sm * s) / seg;
  const sx = px + 140, sy = 656;
  for (let i = 0; i < seg; i++) body += rect(sx + i * segW, sy - 5, segW, 8, { fill: i % 2 ? 'none' : '#fff', stroke: '#fff', 'stroke-width': 1 });
  body += text(sx, sy + 26, '0', { size: 12, fill: '#c9d2dc', anchor: 'middle' }) + text(sx + sm * s, sy + 26, `${sm}m`, { size: 12, fill: '#c9d2dc', anchor: 'middle' });
  body += emblem(px + 36, 760, 34, { main: '#fff', accent: C.gold }) + text(px + 82, 785, 'THE HAEON', { size: 16, weight: 700, fill: '#fff', ls: 2 });
  body += text(px + 36, 850, '※ 이해를 돕기 위한 예시 평면으로', { size: 12, fill: '#9aa7b5' }) + text(px + 36, 868, '실제 시공 시 변경될 수 있습니다.', { size: 12, fill: '#9aa7b5' });
  // header strip on the plan side
  body += text(60, 44, `더 해온 레이크시티  ·  ${bigLabel} 평면도`, { size: 15, fill: C.grey, ls: 1 });
  return { defs: defsPlan(), body };
}

// The unit table of shared/site.config.ts (label, 전용면적, 공급면적); keep the two in step.
const plans = [
  ['floorplan-59a', L4, '84A', 84.97, 112.36],
  ['floorplan-59b', mirror(L4), '84B', 84.95, 112.33],
  ['floorplan-84a', L3A, '84C', 84.98, 112.41],
  ['floorplan-84b', mirror(L3A), '84D', 84.92, 112.28],
  ['floorplan-114a', L4L, '99A', 99.96, 131.87],
  ['floorplan-114b', mirror(L4L), '99B', 99.94, 131.84],
  ['floorplan-114c', L4C, '99C', 99.98, 131.9],
];

export default plans.map(([file, L, label, exclusive, supply]) => ({
  file: `images/${file}.svg`, w: 1200, h: 900, title: `${label} 타입 평면도 (전용면적 ${exclusive.toFixed(2)}㎡, 공급면적 ${supply.toFixed(2)}㎡)`,
  build: () => planSvg({ L, target: exclusive, bigLabel: label, caption: `전용면적 ${exclusive.toFixed(2)}㎡`, sub: `공급면적 ${supply.toFixed(2)}㎡ · 예시 평면` }),
}));
