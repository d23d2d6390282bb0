// Minimal dependency-free PNG re-encoder: decodes an 8-bit RGB/RGBA PNG, optionally drops the
// lowest bits of each channel (removes gradient-dither noise that defeats compression), and
// re-encodes with per-row adaptive filtering and maximum zlib compression.
import { readFileSync, writeFileSync } from 'node:fs';
import { inflateSync, deflateSync, crc32 } from 'node:zlib';

function chunks(buf) {
  const out = [];
  let p = 8;
  while (p < buf.length) {
    const len = buf.readUInt32BE(p);
    const type = buf.toString('latin1', p + 4, p + 8);
    out.push({ type, data: buf.subarray(p + 8, p + 8 + len) });
    p += 12 + len;
  }
  return out;
}

const paeth = (a, b, c) => {
  const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

function decode(buf) {
  const cs = chunks(buf);
  const ihdr = cs.find((c) => c.type === 'IHDR').data;
  const w = ihdr.readUInt32BE(0), h = ihdr.readUInt32BE(4), depth = ihdr[8], ctype = ihdr[9], interlace = ihdr[12];
  if (depth !== 8 || (ctype !== 2 && ctype !== 6) || interlace) throw new Error('only 8-bit RGB/RGBA non-interlaced PNG supported');
  const bpp = ctype === 6 ? 4 : 3;
  const raw = inflateSync(Buffer.concat(cs.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  const stride = w * bpp;
  const px = Buffer.alloc(h * stride);
  for (let y = 0; y < h; y++) {
    const f = raw[y * (stride + 1)];
    const src = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const row = px.subarray(y * stride, (y + 1) * stride);
    const prev = y ? px.subarray((y - 1) * stride, y * stride) : Buffer.alloc(stride);
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? row[i - bpp] : 0, b = prev[i], c = i >= bpp ? prev[i - bpp] : 0;
      const pred = f === 0 ? 0 : f === 1 ? a : f === 2 ? b : f === 3 ? (a + b) >> 1 : paeth(a, b, c);
      row[i] = (src[i] + pred) & 255;
    }
  }
  return { w, h, bpp, px };
}

function encode({ w, h, bpp, px }) {
  const stride = w * bpp;
  const out = Buffer.alloc(h * (stride + 1));
  const cand = [0, 1, 2, 3, 4].map(() => Buffer.alloc(stride));
  for (let y = 0; y < h; y++) {
    const row = px.subarray(y * stride, (y + 1) * stride);
    const prev = y ? px.subarray((y - 1) * stride, y * stride) : Buffer.alloc(stride);
    let best = 0, bestSum = Infinity;
    for (let f = 0; f < 5; f++) {
      const c = cand[f];
      let sum = 0;
      for (let i = 0; i < stride; i++) {
        const a = i >= bpp ? row[i - bpp] : 0, b = prev[i], cc = i >= bpp ? prev[i - bpp] : 0;
        const pred = f === 0 ? 0 : f === 1 ? a : f === 2 ? b : f === 3 ? (a + b) >> 1 : paeth(a, b, cc);
        const v = (row[i] - pred) & 255;
        c[i] = v;
        sum += v < 128 ? v : 256 - v;
      }
      if (sum < bestSum) { bestSum = sum; best = f; }
    }
    out[y * (stride + 1)] = best;
    cand[best].copy(out, y * (stride + 1) + 1);
  }
  const chunk = (type, data) => {
    const len = Buffer.alloc(4); len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4); crc.writeUInt32BE(crc32(td) >>> 0);
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0); ihdr.writeUInt32BE(h, 4); ihdr[8] = 8; ihdr[9] = bpp === 4 ? 6 : 2;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(out, { level: 9, memLevel: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Re-encode `file` in place. dropBits: low bits removed per channel (0 = lossless). Alpha is dropped when fully opaque. */
export function optimizePng(file, dropBits = 0) {
  let img = decode(readFileSync(file));
  if (img.bpp === 4) {
    let opaque = true;
    for (let i = 3; i < img.px.length; i += 4) if (img.px[i] !== 255) { opaque = false; break; }
    if (opaque) {
      const rgb = Buffer.alloc((img.px.length / 4) * 3);
      for (let i = 0, j = 0; i < img.px.length; i += 4, j += 3) { rgb[j] = img.px[i]; rgb[j + 1] = img.px[i + 1]; rgb[j + 2] = img.px[i + 2]; }
      img = { ...img, bpp: 3, px: rgb };
    }
  }
  if (dropBits > 0) {
    const mask = (0xff << dropBits) & 0xff, half = 1 << (dropBits - 1);
    for (let i = 0; i < img.px.length; i++) {
      const q = Math.min(255, img.px[i] + half) & mask;
      img.px[i] = q | (q >> (8 - dropBits));
    }
  }
  const out = encode(img);
  writeFileSync(file, out);
  return out.length;
}
