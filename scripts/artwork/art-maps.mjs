// Maps and site plans: location map, 단지배치도, 동·호수 배치도, bird's-eye overview.
import { C, r, rect, line, circle, path, g, text, lin, rad, rng, tag, poly, pline, smoothClosed, smoothOpen, blob, emblem } from './lib.mjs';
import { BUILDINGS, UNIT_COLORS, SITE, PLAZA, COMMUNITY, PLAYGROUND, corners } from './layout.mjs';

const shadowFilter = tag('filter', { id: 'sh', x: '-10%', y: '-10%', width: '120%', height: '130%' }, tag('feDropShadow', { dx: 0, dy: 4, stdDeviation: 8, 'flood-color': '#1d2a3a', 'flood-opacity': 0.18 }));

function compass(x, y, s = 1, color = C.navy) {
  const k = s;
  return g(
    { transform: `translate(${x},${y}) scale(${k})` },
    circle(0, 0, 30, { fill: 'none', stroke: color, 'stroke-width': 1, opacity: 0.5 }) +
      circle(0, 0, 22, { fill: 'none', stroke: color, 'stroke-width': 0.6, opacity: 0.35 }) +
      path('M0,-34L7,0L0,6L-7,0Z', { fill: color }) +
      path('M0,34L7,0L0,-6L-7,0Z', { fill: color, opacity: 0.25 }) +
      path('M-34,0L0,-5L6,0L0,5Z', { fill: color, opacity: 0.25 }) +
      path('M34,0L0,-5L-6,0L0,5Z', { fill: color, opacity: 0.25 }) +
      text(0, -40, 'N', { size: 15, weight: 700, fill: color, anchor: 'middle' }),
  );
}

function pointInPoly([x, y], pts) {
  let inside = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const [xi, yi] = pts[i], [xj, yj] = pts[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const LAKE_SHORE = [[0, 800], [220, 780], [520, 805], [820, 782], [1120, 800], [1400, 778], [1600, 790]];
const lakePath = () => smoothOpen(LAKE_SHORE) + 'L1600,1000L0,1000Z';
const SPOKES = [[400, 390], [880, 390], [640, 600], [220, 600], [1060, 600]];
const RING = 'M175,135H1155Q1195,135 1195,175V665Q1195,705 1155,705H175Q135,705 135,665V175Q135,135 175,135Z';

// --------------------------------------------------------------- site plan (shared by complex/lake layouts)
function siteBase(mode) {
  const defs =
    lin('lake', [[0, '#a8c7d4'], [1, '#6d9bb2']]) +
    tag('pattern', { id: 'grid', width: 40, height: 40, patternUnits: 'userSpaceOnUse' }, path('M40,0H0V40', { fill: 'none', stroke: '#d9d0bf', 'stroke-width': 0.6 })) +
    tag('pattern', { id: 'wave', width: 36, height: 14, patternUnits: 'userSpaceOnUse' }, path('M0,7q9,-6 18,0t18,0', { fill: 'none', stroke: '#fff', 'stroke-width': 1, opacity: 0.22 })) +
    shadowFilter;
  let s = rect(0, 0, 1600, 1000, { fill: '#f1ece2' }) + rect(0, 0, 1600, 1000, { fill: 'url(#grid)' });
  // outer roads
  s += rect(0, 34, 1600, 40, { fill: '#d6d2cb' }) + line(0, 54, 1600, 54, { stroke: '#fff', 'stroke-width': 2, 'stroke-dasharray': '18 14' });
  s += rect(28, 34, 40, 750, { fill: '#d6d2cb' }) + line(48, 74, 48, 784, { stroke: '#fff', 'stroke-width': 2, 'stroke-dasharray': '18 14' });
  // lake
  s += path(lakePath(), { fill: 'url(#lake)' }) + path(lakePath(), { fill: 'url(#wave)' });
  s += path(smoothOpen(LAKE_SHORE), { fill: 'none', stroke: '#d8c39d', 'stroke-width': 10 });
  s += path(smoothOpen(LAKE_SHORE), { fill: 'none', stroke: '#b89a6a', 'stroke-width': 1, 'stroke-dasharray': '2 8' });
  // site
  const site = smoothClosed(SITE);
  s += path(site, { fill: mode === 'lake' ? '#e8ebe0' : '#dfe8d3' });
  s += path(site, { fill: 'none', stroke: C.goldD, 'stroke-width': 2, 'stroke-dasharray': '10 6' });
  // ring road + boulevard
  const road = (d, w) => path(d, { fill: 'none', stroke: '#c9c3b8', 'stroke-width': w + 3 }) + path(d, { fill: 'none', stroke: '#faf7f1', 'stroke-width': w });
  s += road(RING, 16);
  s += road('M640,74V340', 22);
  s += road('M68,430H135', 16);
  return { defs, s };
}

function footprint(b, fill, stroke = 'none', extra = {}) {
  return poly(corners(b), { fill, stroke, ...extra });
}

function buildingLabel(b, fill = '#fff', size = 15) {
  return text(b.x, b.y + size * 0.36, `${b.id}동`, { size, weight: 700, fill, anchor: 'middle' });
}

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

// --------------------------------------------------------------- location map
function locationMap() {
  const W = 1600, H = 1000;
  const defs =
    lin('sea', [[0, '#9cc0d1'], [1, '#5f8fa8']], 0, 0, 1, 0) +
    lin('lake', [[0, '#a8c7d4'], [1, '#78a4ba']]) +
    tag('pattern', { id: 'ind', width: 10, height: 10, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' }, line(0, 0, 0, 10, { stroke: '#b7b0a3', 'stroke-width': 2 })) +
    tag('pattern', { id: 'blk', width: 26, height: 26, patternUnits: 'userSpaceOnUse' }, rect(3, 3, 20, 20, { fill: '#e6dfd2', rx: 2 })) +
    rad('pulse', [[0, C.gold, 0.45], [1, C.gold, 0]]) +
    shadowFilter;
  let s = rect(0, 0, W, H, { fill: '#f3efe7' });
  // city blocks texture
  s += rect(0, 0, W, H, { fill: 'url(#blk)', opacity: 0.7 });
  // green hills (north-west)
  s += path(blob(180, 150, 240, 150, 3), { fill: '#d5e0c8' }) + path(blob(200, 150, 150, 90, 4), { fill: '#c6d6b6' });
  s += path(blob(1000, 900, 260, 120, 9), { fill: '#d5e0c8' });
  // industrial zone (top right)
  const ind = [[960, 60], [1230, 40], [1270, 250], [1010, 280]];
  s += poly(ind, { fill: '#ebe6dc' }) + poly(ind, { fill: 'url(#ind)', opacity: 0.7 }) + poly(ind, { fill: 'none', stroke: '#a59d8e', 'stroke-dasharray': '6 4' });
  // commercial district (east)
  s += rect(1010, 420, 200, 150, { fill: '#f6dfba', rx: 12 }) + rect(1030, 440, 70, 50, { fill: '#efcf9c', rx: 4 }) + rect(1110, 440, 80, 110, { fill: '#efcf9c', rx: 4 }) + rect(1030, 500, 70, 50, { fill: '#efcf9c', rx: 4 });
  // sea on the right
  const coast = [[1600, 0], [1400, 0], [1360, 160], [1420, 320], [1350, 520], [1400, 700], [1330, 880], [1360, 1000], [1600, 1000]];
  s += path(smoothOpen(coast.slice(1, -1)) + 'L1600,1000L1600,0Z', { fill: 'url(#sea)' });
  s += path(smoothOpen(coast.slice(1, -1)), { fill: 'none', stroke: '#e9dcc3', 'stroke-width': 8 });
  for (let i = 0; i < 14; i++) s += path(`M${1440 + (i % 3) * 40},${60 + i * 68}q10,-6 20,0t20,0`, { fill: 'none', stroke: '#fff', 'stroke-width': 1.5, opacity: 0.5 });
  s += text(1500, 500, '바다', { size: 26, weight: 700, fill: '#fff', anchor: 'middle', ls: 8 });
  // lake
  const lake = blob(560, 620, 260, 150, 27, 16, 0.14);
  s += path(lake, { fill: 'url(#lake)' }) + path(lake, { fill: 'none', stroke: '#e0d2b6', 'stroke-width': 6 });
  s += path(blob(520, 640, 40, 18, 5), { fill: '#c6d6b6' });
  s += text(560, 700, '호수공원', { size: 24, weight: 700, fill: '#fff', anchor: 'middle', ls: 4 });
  // roads
  const road = (d, w, col = '#fff', edge = '#d4cbbb') => path(d, { fill: 'none', stroke: edge, 'stroke-width': w + 4, 'stroke-linecap': 'round' }) + path(d, { fill: 'none', stroke: col, 'stroke-width': w, 'stroke-linecap': 'round' });
  const hw = smoothOpen([[-20, 330], [300, 300], [620, 250], [900, 300], [1240, 330], [1330, 290]]);
  s += road('M300,0C320,200 300,500 260,1000', 12) + road('M0,820C300,850 700,820 1340,860', 12) + road('M820,0C840,200 900,400 880,1000', 14) + road('M0,470C200,460 260,420 330,420', 8);
  s += road(hw, 20, '#f4c47f', '#c8893b');
  s += path(hw, { fill: 'none', stroke: '#fff', 'stroke-width': 1.5, 'stroke-dasharray': '14 10', opacity: 0.9 });
  // railway
  const rail = smoothOpen([[0, 180], [400, 160], [700, 120], [1000, 140], [1380, 120]]);
  s += path(rail, { fill: 'none', stroke: '#4a5564', 'stroke-width': 6 }) + path(rail, { fill: 'none', stroke: '#fff', 'stroke-width': 3.5, 'stroke-dasharray': '14 14' });
  // station + IC
  s += rect(560, 118, 70, 26, { rx: 13, fill: '#fff', stroke: '#4a5564', 'stroke-width': 3 }) + text(595, 136, '○○역', { size: 13, weight: 700, fill: '#4a5564', anchor: 'middle' });
  s += circle(820, 282, 20, { fill: 'none', stroke: C.goldD, 'stroke-width': 5 }) + text(820, 240, '○○IC', { size: 13, weight: 700, fill: C.goldD, anchor: 'middle' });
  // schools (north of site)
  for (const [x, y] of [[700, 390], [780, 440], [600, 430]]) s += rect(x - 18, y - 12, 36, 24, { fill: '#cfd9e6', stroke: '#8aa0b8', rx: 2 }) + path(`M${x - 8},${y - 12}l8,-8 8,8`, { fill: '#8aa0b8' });
  // hospital
  s += rect(1130, 680, 60, 50, { fill: '#fff', stroke: '#c9a9a3', rx: 6 }) + rect(1154, 690, 12, 30, { fill: '#d46a5a' }) + rect(1145, 699, 30, 12, { fill: '#d46a5a' });
  s += text(1010, 390, '상업지구', { size: 14, fill: '#a57b43', weight: 700 });
  s += text(1150, 250, '산업단지', { size: 14, fill: '#7b756b', weight: 700, anchor: 'middle' });
  // site
  const sx = 880, sy = 540;
  s += circle(sx, sy, 90, { fill: 'url(#pulse)' }) + circle(sx, sy, 46, { fill: 'none', stroke: C.gold, 'stroke-width': 2, 'stroke-dasharray': '4 4' });
  s += path(`M${sx},${sy}c-20,-26 -34,-40 -34,-58a34,34 0 0 1 68,0c0,18 -14,32 -34,58Z`, { fill: C.navy, filter: 'url(#sh)' });
  s += emblem(sx - 18, sy - 76, 36, { main: '#fff', accent: C.gold });
  s += rect(sx - 110, sy + 14, 220, 44, { fill: C.navy, rx: 22, filter: 'url(#sh)' }) + text(sx, sy + 43, '더 해온 레이크시티', { size: 19, weight: 700, fill: '#fff', anchor: 'middle' });
  // six features
  const feats = [
    [1, '교통', '광역 교통망', 820, 282, 640, 210],
    [2, '교육', '초·중·고 학세권', 700, 390, 380, 366],
    [3, '자연', '호수공원', 420, 620, 150, 620],
    [4, '생활', '대형 상업시설', 1110, 495, 1100, 620],
    [5, '개발', '산업단지 배후', 1120, 160, 1100, 90],
    [6, '의료', '종합병원', 1160, 705, 1000, 760],
  ];
  for (const [n, t, d, px, py, lx, ly] of feats) {
    const cw = 196;
    s += line(px, py, lx + cw / 2, ly + 26, { stroke: C.navy, 'stroke-width': 1.2, 'stroke-dasharray': '3 3', opacity: 0.6 });
    s += circle(px, py, 6, { fill: C.navy, stroke: '#fff', 'stroke-width': 2 });
    s += rect(lx, ly, cw, 52, { fill: '#fff', rx: 26, filter: 'url(#sh)' });
    s += circle(lx + 26, ly + 26, 18, { fill: C.gold }) + text(lx + 26, ly + 32, String(n), { size: 17, weight: 700, fill: C.navy, anchor: 'middle' });
    s += text(lx + 54, ly + 23, t, { size: 16, weight: 700, fill: C.navy });
    s += text(lx + 54, ly + 42, d, { size: 13, fill: '#5d6670' });
  }
  // legend
  const lx0 = 40, ly0 = 860;
  s += rect(lx0, ly0, 380, 110, { fill: '#fff', rx: 10, filter: 'url(#sh)', opacity: 0.96 });
  s += line(lx0 + 24, ly0 + 36, lx0 + 64, ly0 + 36, { stroke: '#f4c47f', 'stroke-width': 8 }) + text(lx0 + 76, ly0 + 41, '고속도로', { size: 14, fill: C.navy });
  s += line(lx0 + 204, ly0 + 36, lx0 + 244, ly0 + 36, { stroke: '#d4cbbb', 'stroke-width': 8 }) + text(lx0 + 256, ly0 + 41, '주요도로', { size: 14, fill: C.navy });
  s += line(lx0 + 24, ly0 + 76, lx0 + 64, ly0 + 76, { stroke: '#4a5564', 'stroke-width': 5 }) + line(lx0 + 24, ly0 + 76, lx0 + 64, ly0 + 76, { stroke: '#fff', 'stroke-width': 2.5, 'stroke-dasharray': '8 8' }) + text(lx0 + 76, ly0 + 81, '철도', { size: 14, fill: C.navy });
  s += circle(lx0 + 224, ly0 + 76, 10, { fill: C.navy }) + text(lx0 + 256, ly0 + 81, '사업지', { size: 14, fill: C.navy });
  s += compass(1530, 930, 0.9, '#fff');
  s += text(40, 50, 'LOCATION', { size: 13, fill: C.goldD, ls: 4, weight: 500 }) + text(40, 84, '광역 위치도', { size: 26, weight: 700, fill: C.navy });
  s += text(440, 984, '※ 본 지도는 이해를 돕기 위한 개념도로 실제 축척과 다를 수 있습니다.', { size: 12, fill: '#7b756b' });
  return { defs, body: s };
}

// --------------------------------------------------------------- bird's-eye overview (perspective projection of the same layout)
function businessOverview() {
  const W = 1600, H = 900;
  // world: X east = px, Y north = -py, Z up; 1 unit ≈ 0.5 m, 1 floor ≈ 6 units
  const tgt = [660, -470, 40];
  const pitch = (17 * Math.PI) / 180, yaw = (-14 * Math.PI) / 180, dist = 1300;
  const cam = [tgt[0] - dist * Math.cos(pitch) * Math.sin(yaw), tgt[1] - dist * Math.cos(pitch) * Math.cos(yaw), tgt[2] + dist * Math.sin(pitch)];
  const sub = (a, b) => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
  const dot = (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
  const cross = (a, b) => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
  const norm = (a) => { const l = Math.hypot(...a); return a.map((v) => v / l); };
  const f = norm(sub(tgt, cam)), rt = norm(cross(f, [0, 0, 1])), up = cross(rt, f);
  const F = 1200, CX = W / 2 + 40, CY = 570;
  const P = ([px, py, z = 0]) => {
    const p = sub([px, -py, z], cam);
    const zc = dot(p, f);
    return [CX + (F * dot(p, rt)) / zc, CY - (F * dot(p, up)) / zc];
  };
  const PP = (pts) => pts.map((p) => P(p));
  const D = ([px, py]) => dot(sub([px, -py, 0], cam), f);
  const defs =
    lin('sky', [[0, '#8fb0c6'], [0.7, '#e6e6df'], [1, '#f8e2bd']], 0, 0, 0, 1) +
    rad('sun', [[0, '#fff4dc', 0.9], [1, '#fff4dc', 0]], { cx: 0.8, cy: 0.1, r: 0.3 }) +
    lin('sea', [[0, '#8fb3c4'], [1, '#a9c6d1']]) +
    lin('haze', [[0, '#eef0ea', 0.85], [1, '#eef0ea', 0]]) +
    lin('lake', [[0, '#6f9bb2'], [1, '#3d6a82']]) +
    lin('ground', [[0, '#c9d2bf'], [1, '#a9bb98']]) +
    lin('fS', [[0, '#f4efe6'], [1, '#d9d0c0']]) +
    lin('fE', [[0, '#c7bfb1'], [1, '#a79e90']]) +
    tag('pattern', { id: 'wave', width: 60, height: 16, patternUnits: 'userSpaceOnUse' }, path('M0,8q15,-5 30,0t30,0', { fill: 'none', stroke: '#fff', 'stroke-width': 1, opacity: 0.14 }));
  const horizonY = P([660, -60000, 0])[1];
  let s = rect(0, 0, W, horizonY + 2, { fill: 'url(#sky)' }) + rect(0, 0, W, horizonY, { fill: 'url(#sun)' });
  const hz = horizonY;
  s += path(smoothOpen([[-10, hz - 30], [140, hz - 62], [300, hz - 38], [480, hz - 70], [660, hz - 34], [820, hz - 14], [980, hz]]) + `L-10,${hz + 2}Z`, { fill: '#a7b7bb', opacity: 0.85 });
  s += path(smoothOpen([[-10, hz - 12], [200, hz - 30], [380, hz - 16], [560, hz - 26], [760, hz - 4], [860, hz]]) + `L-10,${hz + 2}Z`, { fill: '#93a6a6', opacity: 0.85 });
  s += rect(0, horizonY, W, H - horizonY, { fill: 'url(#ground)' });
  // distant town: small boxes far away
  const R = rng(12);
  const far = [];
  for (let i = 0; i < 100; i++) {
    const x = R.range(-2000, 3200), y = R.range(-4200, -150);
    if (x > -60 && x < 1330 && y > -40) continue;
    const tall = R() < 0.3;
    const w = tall ? R.range(40, 60) : R.range(40, 90), d = tall ? R.range(30, 50) : R.range(30, 60), h = tall ? R.range(100, 200) : R.range(16, 50);
    far.push({ x, y, w, d, h });
  }
  far.sort((a, b) => D([b.x, b.y]) - D([a.x, a.y]));
  s += '<!--FAR-->';
  // ground: roads around site
  const band = (pts, fill) => poly(PP(pts), { fill });
  s += band([[-800, 34], [2400, 34], [2400, 74], [-800, 74]], '#d9d4ca');
  s += band([[28, -1500], [68, -1500], [68, 800], [28, 800]], '#d9d4ca');
  s += band([[1280, -1500], [1320, -1500], [1320, 800], [1280, 800]], '#d9d4ca');
  // site
  s += poly(PP(SITE), { fill: '#cfdcbf', stroke: '#e6dcc7', 'stroke-width': 3 });
  // ring road sampled
  const ringPts = [[150, 135], [1195, 135], [1195, 705], [135, 705]].map(([x, y]) => [x, y]);
  s += poly(PP(ringPts), { fill: 'none', stroke: '#f3efe6', 'stroke-width': 6, 'stroke-linejoin': 'round' });
  s += pline(PP([[640, 40], [640, 340]]), { stroke: '#f3efe6', 'stroke-width': 8 });
  // plaza
  const plaza = [];
  for (let i = 0; i < 24; i++) plaza.push([PLAZA.x + Math.cos((i / 24) * Math.PI * 2) * PLAZA.r, PLAZA.y + Math.sin((i / 24) * Math.PI * 2) * PLAZA.r]);
  s += poly(PP(plaza), { fill: '#eadfc9' });
  // lake (foreground)
  const shore = [[-900, 800], [0, 800], [220, 780], [520, 805], [820, 782], [1120, 800], [1400, 778], [2400, 790]];
  const lakePts = [...shore, [2400, 2600], [-900, 2600]];
  s += path(smoothOpen(PP(shore)) + `L${W + 400},${H + 400}L-400,${H + 400}Z`, { fill: 'url(#lake)' });
  s += path(smoothOpen(PP(shore)) + `L${W + 400},${H + 400}L-400,${H + 400}Z`, { fill: 'url(#wave)' });
  s += path(smoothOpen(PP(shore)), { fill: 'none', stroke: '#e3d3b4', 'stroke-width': 5 });
  void lakePts;
  // items (trees + buildings + community) sorted by depth (far first)
  const items = [];
  const R2 = rng(5);
  for (let i = 0; i < 700 && items.length < 170; i++) {
    const x = R2.range(110, 1230), y = R2.range(110, 770);
    if (!pointInPoly([x, y], SITE)) continue;
    if (BUILDINGS.some((b) => Math.abs(x - b.x) < b.w / 2 + 12 && Math.abs(y - b.y) < b.d / 2 + 14)) continue;
    if (Math.hypot(x - PLAZA.x, y - PLAZA.y) < PLAZA.r + 10) continue;
    if (Math.abs(x - COMMUNITY.x) < COMMUNITY.w / 2 + 10 && Math.abs(y - COMMUNITY.y) < COMMUNITY.h / 2 + 10) continue;
    items.push({ depth: -D([x, y]), draw: () => { const [sx, sy] = P([x, y, 0]); const [, ty] = P([x, y, 18]); const rr = Math.max(2.5, (sy - ty) * 0.55); return circle(sx, sy - rr, r(rr), { fill: R2() < 0.5 ? '#7f9c7a' : '#6c8b68' }); } });
  }
  const box = (pts, h, col) => {
    // pts: footprint (plan coords); draw visible side faces then top
    let out = '';
    const camP = cam;
    const n = pts.length;
    const faces = [];
    for (let i = 0; i < n; i++) {
      const a = pts[i], b = pts[(i + 1) % n];
      const mid = [(a[0] + b[0]) / 2, -(a[1] + b[1]) / 2, h / 2];
      // outward normal in world (plan y flipped)
      const ex = b[0] - a[0], ey = -(b[1] - a[1]);
      const nrm = [ey, -ex, 0];
      const cx = pts.reduce((s2, p) => s2 + p[0], 0) / n, cy = -pts.reduce((s2, p) => s2 + p[1], 0) / n;
      const out2 = dot(nrm, [mid[0] - cx, mid[1] - cy, 0]) < 0 ? nrm.map((v) => -v) : nrm;
      if (dot(out2, sub(camP, mid)) > 0) faces.push({ a, b, nrm: out2 });
    }
    for (const fc of faces) {
      const q = PP([[...fc.a, 0], [...fc.b, 0], [...fc.b, h], [...fc.a, h]]);
      const south = Math.abs(fc.nrm[1]) > Math.abs(fc.nrm[0]);
      out += poly(q, { fill: south ? col.s : col.e });
      // floor bands
      if (col.bands) {
        for (let z = 24; z < h - 6; z += 24) {
          const [p1, p2] = [P([...fc.a, z]), P([...fc.b, z])];
          out += line(p1[0], p1[1], p2[0], p2[1], { stroke: col.band, 'stroke-width': 0.8, opacity: 0.8 });
        }
      }
    }
    out += poly(PP(pts.map((p) => [...p, h])), { fill: col.t });
    return out;
  };
  let farS = '';
  for (const fb of far) farS += box([[fb.x, fb.y], [fb.x + fb.w, fb.y], [fb.x + fb.w, fb.y + fb.d], [fb.x, fb.y + fb.d]], fb.h, { s: '#d7d6cc', e: '#bdbdb2', t: '#c9cbc2' });
  s = s.replace('<!--FAR-->', g({ opacity: 0.55 }, farS) + rect(0, horizonY, W, 260, { fill: 'url(#haze)' }) + path(`M860,${horizonY}C1100,${horizonY + 2} 1300,${horizonY + 14} 1600,${horizonY + 22}V${horizonY}Z`, { fill: 'url(#sea)', opacity: 0.85 }));
  for (const b of BUILDINGS) {
    const h = b.floors * 6;
    items.push({ depth: -D([b.x, b.y]), draw: () => box(corners(b), h, { s: '#efe9de', e: '#bfb6a7', t: '#8c96a3', bands: true, band: '#9fb0bf' }) + (() => { const c = corners(b); const q = PP(c.map((p) => [...p, h + 0.5])); const cx = q.reduce((a, p) => a + p[0], 0) / 4, cy = q.reduce((a, p) => a + p[1], 0) / 4; return text(cx, cy + 4, `${b.id}`, { size: 11, weight: 700, fill: '#fff', anchor: 'middle' }); })() + (() => { const c = corners(b); const q = PP([[...c[3], h], [...c[2], h]]); return line(q[0][0], q[0][1], q[1][0], q[1][1], { stroke: C.goldD, 'stroke-width': 2 }); })() });
  }
  const cm = COMMUNITY;
  items.push({ depth: -D([cm.x, cm.y]), draw: () => box([[cm.x - cm.w / 2, cm.y - cm.h / 2], [cm.x + cm.w / 2, cm.y - cm.h / 2], [cm.x + cm.w / 2, cm.y + cm.h / 2], [cm.x - cm.w / 2, cm.y + cm.h / 2]], 16, { s: '#7fa0b5', e: '#5f7f95', t: '#d8cdb8' }) });
  items.sort((a, b) => a.depth - b.depth);
  for (const it of items) s += it.draw();
  // lake-side boardwalk + trees in front
  s += path(smoothOpen(PP(shore.map(([x, y]) => [x, y - 14]))), { fill: 'none', stroke: '#d9c29a', 'stroke-width': 3, opacity: 0.9 });
  // soft atmosphere + label
  s += rect(0, 0, W, H, { fill: '#fff', opacity: 0.04 });
  s += rect(40, 40, 330, 96, { fill: '#fff', opacity: 0.85, rx: 8 });
  s += text(64, 78, '더 해온 레이크시티 조감도', { size: 22, weight: 700, fill: C.navy });
  s += text(64, 110, '12개동 · 1,455세대 · 지하 4층~지상 35층', { size: 14, fill: '#5d6670' });
  s += text(W - 30, H - 24, '※ 본 이미지는 소비자의 이해를 돕기 위한 것으로 실제와 다를 수 있습니다.', { size: 13, fill: '#fff', anchor: 'end', op: 0.9 });
  return { defs, body: s };
}

export default [
  { file: 'images/location-map.svg', w: 1600, h: 1000, title: '더 해온 레이크시티 광역 위치도와 6대 입지 특장점', build: locationMap },
  { file: 'images/complex-layout.svg', w: 1600, h: 1000, title: '단지배치도 — 101동~112동 및 커뮤니티·조경 배치', build: complexLayout },
  { file: 'images/lake-layout.svg', w: 1600, h: 1000, title: '동·호수 배치도 — 주택형별 배치와 호수 조망', build: lakeLayout },
  { file: 'images/business-overview.svg', w: 1600, h: 900, title: '호숫가 12개동 단지 조감도', build: businessOverview },
];
