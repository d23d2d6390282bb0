// The furniture drawn in each kind of room of a floor plan (beds, sofa, table, fittings), in pixels.
import { r, rect, line, circle, path } from './lib.mjs';

export const FIX = '#8c96a0'; // furniture line colour

const F = (a = {}) => ({ fill: '#fff', stroke: FIX, 'stroke-width': 1.2, ...a });

/** Furniture for a room rect (px). */
export function furniture(kind, x, y, w, h, s, o = {}) {
  let out = '';
  if (kind === 'bed') {
    const bw = (o.bs ?? 1.4) * s, bl = 2.0 * s, side = o.bed ?? 'n';
    const off = (o.off ?? 0) * s;
    let bx, by, bW, bH;
    if (side === 'n' || side === 's') {
      bW = bw; bH = bl; bx = x + (w - bw) / 2 + off; by = side === 'n' ? y + 4 : y + h - bl - 4;
    } else {
      bW = bl; bH = bw; by = y + (h - bw) / 2 + off; bx = side === 'w' ? x + 4 : x + w - bl - 4;
    }
    out += rect(bx, by, bW, bH, F({ rx: 4 }));
    // pillows at the head
    const pw = 0.5 * s, pl = 0.3 * s;
    const n = (o.bs ?? 1.4) >= 1.4 ? 2 : 1;
    for (let i = 0; i < n; i++) {
      if (side === 'n' || side === 's') {
        const px = bx + (bW - n * pw - (n - 1) * 6) / 2 + i * (pw + 6);
        out += rect(px, side === 'n' ? by + 6 : by + bH - 6 - pl, pw, pl, F({ rx: 4 }));
      } else {
        const py = by + (bH - n * pw - (n - 1) * 6) / 2 + i * (pw + 6);
        out += rect(side === 'w' ? bx + 6 : bx + bW - 6 - pl, py, pl, pw, F({ rx: 4 }));
      }
    }
    // blanket fold
    if (side === 'n') out += line(bx, by + bH * 0.38, bx + bW, by + bH * 0.38, { stroke: FIX, 'stroke-width': 1 });
    if (side === 's') out += line(bx, by + bH * 0.62, bx + bW, by + bH * 0.62, { stroke: FIX, 'stroke-width': 1 });
    if (side === 'w') out += line(bx + bW * 0.38, by, bx + bW * 0.38, by + bH, { stroke: FIX, 'stroke-width': 1 });
    if (side === 'e') out += line(bx + bW * 0.62, by, bx + bW * 0.62, by + bH, { stroke: FIX, 'stroke-width': 1 });
  }
  if (kind === 'living') {
    // sofa against west wall, TV against east wall, rug in between
    const sd = 0.85 * s, sl = Math.min(2.4 * s, h * 0.62);
    const sy = y + (h - sl) / 2 + 0.2 * s;
    out += rect(x + 6, sy, sd, sl, F({ rx: 6 })) + rect(x + 6, sy, sd * 0.32, sl, F({ rx: 4 }));
    out += rect(x + w - 0.45 * s - 6, sy + sl * 0.15, 0.45 * s, sl * 0.7, F({ fill: '#f4f1ec' }));
    out += rect(x + sd + 0.5 * s, sy + sl * 0.12, w - sd - 1.45 * s, sl * 0.76, { fill: '#e9dcc6', opacity: 0.55, rx: 4 });
    out += rect(x + sd + 0.8 * s, sy + sl * 0.3, 0.6 * s, sl * 0.4, F({ rx: 4 }));
    if (o.dining) {
      // small dining set near the kitchen side
    }
  }
  if (kind === 'kitchen') {
    const d = 0.6 * s, side = o.ctr ?? 'n';
    if (side === 'n') {
      out += rect(x + 4, y + 4, w - 8, d, F({ fill: '#f4f1ec' }));
      out += circle(x + w * 0.3, y + 4 + d / 2, 0.16 * s, F()) + rect(x + w * 0.62, y + 4 + d * 0.18, 0.6 * s, d * 0.64, F({ fill: '#fff' }));
      out += circle(x + w * 0.62 + 0.15 * s, y + 4 + d * 0.5, 0.08 * s, F()) + circle(x + w * 0.62 + 0.45 * s, y + 4 + d * 0.5, 0.08 * s, F());
    } else {
      const cx = side === 'e' ? x + w - d - 4 : x + 4;
      out += rect(cx, y + 4, d, h - 8, F({ fill: '#f4f1ec' }));
      out += circle(cx + d / 2, y + h * 0.35, 0.16 * s, F());
    }
    if (o.island) {
      const iw = Math.min(2.4 * s, w * 0.5), ih = 0.75 * s;
      const iy = Math.min(y + d + 0.9 * s, y + h - ih - 0.2 * s);
      if (iy > y + d + 0.6 * s) out += rect(x + (w - iw) / 2, iy, iw, ih, F({ fill: '#f4f1ec', rx: 3 }));
    }
    if (o.table) {
      const tw = 1.4 * s, th = 0.8 * s;
      const tx = x + (w - tw) / 2, ty = y + h - th - 0.75 * s;
      out += rect(tx, ty, tw, th, F({ rx: 3 }));
      for (const cx of [tx + tw * 0.27, tx + tw * 0.73]) out += rect(cx - 0.2 * s, ty - 0.42 * s, 0.4 * s, 0.36 * s, F({ rx: 4 })) + rect(cx - 0.2 * s, ty + th + 0.06 * s, 0.4 * s, 0.36 * s, F({ rx: 4 }));
    }
  }
  if (kind === 'bath') {
    // tub/shower on the north wall, basin + WC on a side wall
    const td = 0.75 * s;
    out += rect(x + 4, y + 4, w - 8, td, F({ rx: 4 })) + rect(x + 10, y + 10, w - 20, td - 12, F({ rx: 10 }));
    out += rect(x + 4, y + td + 0.25 * s, 0.5 * s, 0.8 * s, F({ rx: 3 })) + circle(x + 4 + 0.25 * s, y + td + 0.65 * s, 0.15 * s, F());
    const wy = y + td + 1.25 * s;
    if (wy + 0.6 * s < y + h) out += rect(x + 4, wy, 0.2 * s, 0.4 * s, F()) + path(`M${r(x + 4 + 0.2 * s)},${r(wy + 0.02 * s)}h${r(0.18 * s)}a${r(0.22 * s)},${r(0.18 * s)} 0 0 1 0,${r(0.36 * s)}h${r(-0.18 * s)}Z`, F());
  }
  if (kind === 'dress' || kind === 'pantry') {
    const d = 0.5 * s;
    if (w >= h) {
      out += rect(x + 4, y + 4, w - 8, d, { fill: 'url(#hatch)', stroke: FIX, 'stroke-width': 1 });
    } else {
      out += rect(x + 4, y + 4, d, h - 8, { fill: 'url(#hatch)', stroke: FIX, 'stroke-width': 1 });
      if (kind === 'dress' && w > 1.5 * s) out += rect(x + w - d - 4, y + 4, d, h - 8, { fill: 'url(#hatch)', stroke: FIX, 'stroke-width': 1 });
    }
  }
  if (kind === 'entry') {
    out += rect(x + 4, y + 0.9 * s, 0.38 * s, h - 0.9 * s - 4, { fill: 'url(#hatch)', stroke: FIX, 'stroke-width': 1 });
  }
  if (kind === 'alpha') {
    out += rect(x + 4, y + 4, Math.min(1.4 * s, w - 8), 0.6 * s, F()) + circle(x + 4 + 0.7 * s, y + 0.6 * s + 0.45 * s, 0.22 * s, F());
  }
  return out;
}
