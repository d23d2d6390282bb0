// 조감도: a bird's-eye view of the twelve buildings by the lake, a perspective projection of the same layout.
import { C, r, rect, line, circle, path, g, text, lin, rad, rng, tag, poly, pline, smoothOpen } from './lib.mjs';
import { BUILDINGS, SITE, PLAZA, COMMUNITY, corners } from './layout.mjs';
import { pointInPoly } from './map-base.mjs';

export function businessOverview() {
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
