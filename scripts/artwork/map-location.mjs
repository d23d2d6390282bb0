// 광역 위치도: the complex among the city, the lake, the roads and the six features of its location.
import { C, rect, line, circle, path, text, lin, rad, tag, poly, smoothOpen, blob, emblem } from './lib.mjs';
import { shadowFilter, compass } from './map-base.mjs';

export function locationMap() {
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

