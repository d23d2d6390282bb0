// What the site maps share: the lake shore and site outline, roads, building footprints and labels, the compass.
import { C, rect, line, circle, path, g, text, lin, tag, poly, smoothClosed, smoothOpen } from './lib.mjs';
import { SITE, corners } from './layout.mjs';

export const shadowFilter = tag('filter', { id: 'sh', x: '-10%', y: '-10%', width: '120%', height: '130%' }, tag('feDropShadow', { dx: 0, dy: 4, stdDeviation: 8, 'flood-color': '#1d2a3a', 'flood-opacity': 0.18 }));

export function compass(x, y, s = 1, color = C.navy) {
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

export function pointInPoly([x, y], pts) {
  let inside = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const [xi, yi] = pts[i], [xj, yj] = pts[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export const LAKE_SHORE = [[0, 800], [220, 780], [520, 805], [820, 782], [1120, 800], [1400, 778], [1600, 790]];
export const lakePath = () => smoothOpen(LAKE_SHORE) + 'L1600,1000L0,1000Z';
export const SPOKES = [[400, 390], [880, 390], [640, 600], [220, 600], [1060, 600]];
export const RING = 'M175,135H1155Q1195,135 1195,175V665Q1195,705 1155,705H175Q135,705 135,665V175Q135,135 175,135Z';

// --------------------------------------------------------------- site plan (shared by complex/lake layouts)
export function siteBase(mode) {
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

export function footprint(b, fill, stroke = 'none', extra = {}) {
  return poly(corners(b), { fill, stroke, ...extra });
}

export function buildingLabel(b, fill = '#fff', size = 15) {
  return text(b.x, b.y + size * 0.36, `${b.id}동`, { size, weight: 700, fill, anchor: 'middle' });
}
