// Maps and site plans: location map, 단지배치도, 동·호수 배치도, bird's-eye overview. The two site
// plans are drawn here; the location map (map-location.mjs) and the overview (map-overview.mjs) have
// files of their own, and what the maps share (lake, roads, footprints, compass) is map-base.mjs.
import { C, r, rect, line, circle, path, text, rng, tag, poly } from './lib.mjs';
import { BUILDINGS, UNIT_COLORS, SITE, PLAZA, COMMUNITY, PLAYGROUND, corners } from './layout.mjs';
import { compass, pointInPoly, SPOKES, siteBase, footprint, buildingLabel } from './map-base.mjs';
import { locationMap } from './map-location.mjs';
import { businessOverview } from './map-overview.mjs';

function complexLayout() {
  const { defs, s: base } = siteBase('complex');
  let s = base;
  // plaza
  s += circle(PLAZA.x, PLAZA.y, PLAZA.r + 8, { fill: '#efe6d5' }) + circle(PLAZA.x, PLAZA.y, PLAZA.r, { fill: '#e9dcc3', stroke: C.goldD, 'stroke-width': 1.5 });
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    s += line(PLAZA.x + Math.cos(a) * 22, PLAZA.y + Math.sin(a) * 22, PLAZA.x + Math.cos(a) * PLAZA.r, PLAZA.y + Math.sin(a) * PLAZA.r, { stroke: '#d4c19f', 'stroke-width': 1 });
  }
  s += circle(PLAZA.x, PLAZA.y, 22, { fill: '#9fc0cf', stroke: '#fff', 'stroke-width': 3 }) + circle(PLAZA.x, PLAZA.y, 8, { fill: '#fff', opacity: 0.7 });
  // paths from plaza
  for (const [x, y] of SPOKES) s += line(PLAZA.x, PLAZA.y, x, y, { stroke: '#f6f0e4', 'stroke-width': 8, 'stroke-linecap': 'round' });
  // community centre
  const cm = COMMUNITY;
  s += rect(cm.x - cm.w / 2, cm.y - cm.h / 2, cm.w, cm.h, { fill: C.goldD, rx: 6, filter: 'url(#sh)' });
  s += rect(cm.x - cm.w / 2 + 8, cm.y - cm.h / 2 + 8, cm.w - 16, cm.h - 16, { fill: 'none', stroke: '#fff', 'stroke-width': 1, rx: 3, opacity: 0.6 });
  s += text(cm.x, cm.y + 6, '커뮤니티센터', { size: 16, weight: 700, fill: '#fff', anchor: 'middle' });
  // playground
  const pg = PLAYGROUND;
  s += rect(pg.x - pg.w / 2, pg.y - pg.h / 2, pg.w, pg.h, { fill: '#f6d7a7', rx: 30 });
  s += circle(pg.x - 30, pg.y - 8, 12, { fill: '#fff', opacity: 0.8 }) + rect(pg.x + 4, pg.y - 20, 30, 14, { fill: '#fff', opacity: 0.8, rx: 4 }) + circle(pg.x + 30, pg.y + 16, 8, { fill: C.goldD, opacity: 0.6 });
  s += text(pg.x, pg.y + pg.h / 2 + 20, '어린이놀이터', { size: 14, weight: 700, fill: C.navy, anchor: 'middle' });
  // trees
  const R = rng(17);
  const blocked = (x, y) => {
    if (!pointInPoly([x, y], SITE)) return true;
    for (const b of BUILDINGS) if (Math.abs(x - b.x) < b.w / 2 + 14 && Math.abs(y - b.y) < b.d / 2 + 16) return true;
    if (Math.hypot(x - PLAZA.x, y - PLAZA.y) < PLAZA.r + 16) return true;
    if (Math.abs(x - cm.x) < cm.w / 2 + 12 && Math.abs(y - cm.y) < cm.h / 2 + 12) return true;
    if (Math.abs(x - pg.x) < pg.w / 2 + 10 && Math.abs(y - pg.y) < pg.h / 2 + 28) return true;
    if (Math.abs(x - 640) < 22 && y < 345) return true;
    if (x > 640 && x < 750 && y < 122) return true;
    for (const [ex, ey] of SPOKES) {
      const dx = ex - PLAZA.x, dy = ey - PLAZA.y, t = Math.max(0, Math.min(1, ((x - PLAZA.x) * dx + (y - PLAZA.y) * dy) / (dx * dx + dy * dy)));
      if (Math.hypot(x - PLAZA.x - t * dx, y - PLAZA.y - t * dy) < 13) return true;
    }
    if (Math.abs(x - 135) < 16 || Math.abs(x - 1195) < 16 || Math.abs(y - 135) < 16 || Math.abs(y - 705) < 16) return true;
    return false;
  };
  let trees = '';
  let n = 0;
  for (let i = 0; i < 3000 && n < 230; i++) {
    const x = R.range(100, 1240), y = R.range(100, 760);
    if (blocked(x, y)) continue;
    const rr = R.range(5, 10);
    trees += circle(x, y, r(rr), { fill: R() < 0.5 ? '#8fae86' : '#a7c19a', stroke: '#6f8f68', 'stroke-width': 0.8 });
    n++;
  }
  // lake-side trees
  for (let x = 30; x < 1260; x += 34) trees += circle(x + R.range(-6, 6), 762 + R.range(-4, 4), r(R.range(6, 9)), { fill: '#8fae86', stroke: '#6f8f68', 'stroke-width': 0.8 });
  s += trees;
  // buildings
  for (const b of BUILDINGS) {
    s += footprint(b, '#efe9dd', 'none', { transform: 'translate(0,0)' });
    s += poly(corners(b).map(([x, y]) => [x + 4, y + 5]), { fill: '#1d2a3a', opacity: 0.18 });
    s += footprint(b, C.navy, C.deep, { 'stroke-width': 1.5 });
    s += buildingLabel(b);
  }
  // entrances
  const gate = (x, y, label, anchor = 'middle', dx = 0) =>
    circle(x, y, 13, { fill: C.gold, stroke: '#fff', 'stroke-width': 2 }) + path(`M${x - 5},${y - 2}l5,6 5,-6`, { fill: 'none', stroke: C.navy, 'stroke-width': 2 }) + text(x + dx, y - 22, label, { size: 14, weight: 700, fill: C.navy, anchor });
  s += gate(640, 98, '', 'middle') + text(662, 104, '주출입구', { size: 14, weight: 700, fill: C.navy });
  s += gate(100, 430, '부출입구', 'start', -30);
  // lake label
  s += text(470, 900, '호수공원', { size: 28, weight: 700, fill: '#fff', anchor: 'middle', ls: 6 });
  s += text(470, 930, 'LAKE PARK', { size: 13, fill: '#fff', anchor: 'middle', ls: 4, op: 0.8 });
  s += text(640, 372, '중앙광장', { size: 13, weight: 700, fill: C.navy, anchor: 'middle' });
  // road names
  s += text(1000, 60, '○○대로', { size: 13, fill: '#7b756b', anchor: 'middle' });
  // legend panel
  s += legendPanel('SITE PLAN', '단지배치도', [
    ['rect', C.navy, '아파트 (101동~112동)'],
    ['rect', C.goldD, '커뮤니티센터'],
    ['circle', '#e9dcc3', '중앙광장'],
    ['round', '#f6d7a7', '어린이놀이터'],
    ['tree', '#a7c19a', '조경 · 녹지'],
    ['road', '#faf7f1', '단지 내 도로'],
    ['rect', '#8fb6c8', '호수공원'],
    ['gate', C.gold, '출입구'],
  ], '총 12개동 1,455세대', '지하 4층 ~ 지상 35층');
  return { defs, body: s };
}

function legendPanel(kicker, title, items, foot1, foot2) {
  const x = 1280, y = 60, w = 280, h = 880;
  let s = rect(x, y, w, h, { fill: '#fff', rx: 10, filter: 'url(#sh)' });
  s += text(x + 30, y + 50, kicker, { size: 13, fill: C.goldD, ls: 4, weight: 500 });
  s += text(x + 30, y + 90, title, { size: 30, weight: 700, fill: C.navy });
  s += compass(x + w / 2, y + h - 210, 1.3);
  s += line(x + 30, y + 130, x + w - 30, y + 130, { stroke: C.ivory3 });
  items.forEach(([kind, color, label], i) => {
    const iy = y + 170 + i * 50;
    const ix = x + 30;
    if (kind === 'rect') s += rect(ix, iy - 12, 34, 20, { fill: color, rx: 2 });
    if (kind === 'circle') s += circle(ix + 17, iy - 2, 12, { fill: color, stroke: C.goldD });
    if (kind === 'round') s += rect(ix, iy - 12, 34, 20, { fill: color, rx: 10 });
    if (kind === 'tree') s += circle(ix + 9, iy - 2, 8, { fill: color, stroke: '#6f8f68' }) + circle(ix + 25, iy - 2, 8, { fill: '#8fae86', stroke: '#6f8f68' });
    if (kind === 'road') s += rect(ix, iy - 9, 34, 14, { fill: color, stroke: '#c9c3b8', 'stroke-width': 2 });
    if (kind === 'gate') s += circle(ix + 17, iy - 2, 11, { fill: color, stroke: '#fff', 'stroke-width': 2 });
    if (kind === 'unit') s += rect(ix, iy - 14, 34, 24, { fill: color, rx: 3 });
    s += text(ix + 52, iy + 4, label, { size: 16, fill: C.navy });
  });
  s += rect(x + 30, y + h - 120, w - 60, 86, { fill: C.ivory, rx: 6 });
  s += text(x + w / 2, y + h - 82, foot1, { size: 17, weight: 700, fill: C.navy, anchor: 'middle' });
  s += text(x + w / 2, y + h - 54, foot2, { size: 14, fill: C.grey, anchor: 'middle' });
  return s;
}

function lakeLayout() {
  const { defs: d0, s: base } = siteBase('lake');
  const defs = d0 + tag('marker', { id: 'ar', viewBox: '0 0 10 10', refX: 5, refY: 5, markerWidth: 5, markerHeight: 5, orient: 'auto' }, path('M0,0L10,5L0,10Z', { fill: C.water }));
  let s = base;
  // faint facilities
  s += circle(PLAZA.x, PLAZA.y, PLAZA.r, { fill: '#efe6d5', stroke: '#d8c9ad' }) + text(PLAZA.x, PLAZA.y + 5, '중앙광장', { size: 13, fill: '#9a8a6e', anchor: 'middle' });
  s += rect(COMMUNITY.x - COMMUNITY.w / 2, COMMUNITY.y - COMMUNITY.h / 2, COMMUNITY.w, COMMUNITY.h, { fill: '#e9dfcd', rx: 6, stroke: '#d8c9ad' }) + text(COMMUNITY.x, COMMUNITY.y + 5, '커뮤니티센터', { size: 13, fill: '#9a8a6e', anchor: 'middle' });
  // view arrows toward the lake
  for (const x of [230, 470, 810, 1050]) s += line(x, 650, x, 770, { stroke: C.water, 'stroke-width': 3, 'stroke-dasharray': '6 6', 'marker-end': 'url(#ar)' });
  // buildings split into unit segments
  for (const b of BUILDINGS) {
    const a = (b.rot * Math.PI) / 180, c = Math.cos(a), sn = Math.sin(a);
    const T = (x, y) => [b.x + x * c - y * sn, b.y + x * sn + y * c];
    s += poly(corners(b).map(([x, y]) => [x + 4, y + 5]), { fill: '#1d2a3a', opacity: 0.18 });
    let cells;
    if (b.kind === 'plate') {
      const uw = b.w / 4;
      cells = b.units.map((u, i) => [[-b.w / 2 + i * uw, -b.d / 2], [-b.w / 2 + (i + 1) * uw, -b.d / 2], [-b.w / 2 + (i + 1) * uw, b.d / 2], [-b.w / 2 + i * uw, b.d / 2]]);
    } else {
      const q = [[-1, -1], [1, -1], [-1, 1], [1, 1]];
      cells = q.map(([sx, sy]) => {
        const x0 = sx < 0 ? -b.w / 2 : 0, y0 = sy < 0 ? -b.d / 2 : 0;
        return [[x0, y0], [x0 + b.w / 2, y0], [x0 + b.w / 2, y0 + b.d / 2], [x0, y0 + b.d / 2]];
      });
    }
    cells.forEach((cell, i) => (s += poly(cell.map(([x, y]) => T(x, y)), { fill: UNIT_COLORS[b.units[i]], stroke: '#fff', 'stroke-width': 1.5 })));
    s += poly(corners(b), { fill: 'none', stroke: C.navy, 'stroke-width': 1.5 });
    // label plate
    const lx = b.x, ly = b.y - b.d / 2 - 12;
    s += rect(lx - 26, ly - 13, 52, 22, { fill: C.navy, rx: 11 }) + text(lx, ly + 4, `${b.id}동`, { size: 13, weight: 700, fill: '#fff', anchor: 'middle' });
    s += text(b.x, b.y + b.d / 2 + 18, `${b.floors}층`, { size: 12, fill: '#6b6357', anchor: 'middle' });
  }
  s += text(640, 870, 'LAKE VIEW', { size: 16, fill: '#fff', anchor: 'middle', ls: 8, op: 0.9 });
  s += text(640, 905, '호수 조망 특화 배치', { size: 26, weight: 700, fill: '#fff', anchor: 'middle' });
  s += gate2(640, 98) + text(662, 104, '주출입구', { size: 14, weight: 700, fill: C.navy });
  s += legendPanel('UNIT PLAN', '동·호수 배치도', [
    ['unit', UNIT_COLORS[75], '75㎡'],
    ['unit', UNIT_COLORS[80], '80㎡'],
    ['unit', UNIT_COLORS[84], '84㎡'],
    ['unit', UNIT_COLORS[107], '107㎡'],
    ['unit', UNIT_COLORS[114], '114㎡'],
  ], '호수 방향 남향 위주 배치', '주택형은 전용면적 기준');
  return { defs, body: s };
}
const gate2 = (x, y) => circle(x, y, 13, { fill: C.gold, stroke: '#fff', 'stroke-width': 2 }) + path(`M${x - 5},${y - 2}l5,6 5,-6`, { fill: 'none', stroke: C.navy, 'stroke-width': 2 });

export default [
  { file: 'images/location-map.svg', w: 1600, h: 1000, title: '더 해온 레이크시티 광역 위치도와 6대 입지 특장점', build: locationMap },
  { file: 'images/complex-layout.svg', w: 1600, h: 1000, title: '단지배치도 — 101동~112동 및 커뮤니티·조경 배치', build: complexLayout },
  { file: 'images/lake-layout.svg', w: 1600, h: 1000, title: '동·호수 배치도 — 주택형별 배치와 호수 조망', build: lakeLayout },
  { file: 'images/business-overview.svg', w: 1600, h: 900, title: '호숫가 12개동 단지 조감도', build: businessOverview },
];
