// Shared site layout for 단지배치도 / 동·호수 배치도 / 조감도.
// Coordinates are in site-plan pixels of a 1600x1000 drawing (roughly 0.5 m per unit).

/** kind: 'plate' (판상형) or 'tower' (탑상형); floors: storeys; units: unit types per building (west→east / quadrant). */
export const BUILDINGS = [
  { id: 101, x: 250, y: 190, w: 130, d: 34, rot: -4, kind: 'plate', floors: 34, units: [75, 80, 80, 75] },
  { id: 102, x: 460, y: 180, w: 130, d: 34, rot: 0, kind: 'plate', floors: 35, units: [80, 75, 75, 80] },
  { id: 103, x: 820, y: 180, w: 130, d: 34, rot: 0, kind: 'plate', floors: 35, units: [80, 75, 75, 80] },
  { id: 104, x: 1040, y: 190, w: 58, d: 54, rot: 0, kind: 'tower', floors: 33, units: [75, 80, 80, 84] },
  { id: 105, x: 190, y: 395, w: 58, d: 54, rot: 0, kind: 'tower', floors: 32, units: [84, 80, 84, 84] },
  { id: 106, x: 400, y: 390, w: 130, d: 34, rot: 3, kind: 'plate', floors: 31, units: [84, 84, 84, 84] },
  { id: 107, x: 880, y: 390, w: 130, d: 34, rot: -3, kind: 'plate', floors: 31, units: [84, 107, 107, 84] },
  { id: 108, x: 1090, y: 400, w: 58, d: 54, rot: 0, kind: 'tower', floors: 30, units: [84, 107, 84, 107] },
  { id: 109, x: 230, y: 600, w: 58, d: 54, rot: 0, kind: 'tower', floors: 28, units: [107, 114, 107, 114] },
  { id: 110, x: 470, y: 610, w: 130, d: 34, rot: 2, kind: 'plate', floors: 27, units: [107, 114, 114, 107] },
  { id: 111, x: 810, y: 610, w: 130, d: 34, rot: -2, kind: 'plate', floors: 27, units: [114, 107, 107, 114] },
  { id: 112, x: 1050, y: 600, w: 130, d: 34, rot: 4, kind: 'plate', floors: 29, units: [107, 114, 114, 107] },
];

export const UNIT_COLORS = { 75: '#a9c6d3', 80: '#8fae8a', 84: '#f0bd7c', 107: '#c98a52', 114: '#3b5573' };

export const SITE = [
  [110, 110], [640, 90], [1200, 110], [1230, 300], [1225, 700], [1100, 750], [640, 745], [150, 740], [100, 560], [95, 300],
];

export const PLAZA = { x: 640, y: 410, r: 70 };
export const COMMUNITY = { x: 640, y: 250, w: 150, h: 70 };
export const PLAYGROUND = { x: 640, y: 600, w: 120, h: 80 };

/** Rectangle corners (rotated) for a building footprint. */
export function corners(b) {
  const a = (b.rot * Math.PI) / 180, c = Math.cos(a), s = Math.sin(a);
  return [[-b.w / 2, -b.d / 2], [b.w / 2, -b.d / 2], [b.w / 2, b.d / 2], [-b.w / 2, b.d / 2]].map(([x, y]) => [b.x + x * c - y * s, b.y + x * s + y * c]);
}
