/**
 * `npm run bench -- --only=media`: a 960 px AVIF of the media library, served by the site from its
 * in-memory cache (after the first request), against express.static serving the same bytes from a
 * file, in the same interleaved rounds. The image is stored through the library's own code
 * (sharp, GridFS) in the site's database before the run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import sharp from 'sharp';
import { freePort } from '../tests/helpers/ports';
import { addMedia } from '../server/media/store';

export interface MediaBench {
  /** The site's address of the 960 px AVIF. */
  url: string;
  /** The same bytes from a bare express.static. */
  staticUrl: string;
  bytes: number;
  bare: ChildProcess;
}

/** A photo-like 1600 × 1000 picture (gradients and noise, so the AVIF is of a realistic size). */
async function samplePhoto(): Promise<Buffer> {
  const w = 1600;
  const h = 1000;
  const raw = Buffer.alloc(w * h * 3);
  for (let i = 0, y = 0; y < h; y++)
    for (let x = 0; x < w; x++, i += 3) {
      const n = (Math.sin(x * 0.05) + Math.cos(y * 0.07)) * 20 + ((x * 7919 + y * 104729) % 23);
      raw[i] = (x / w) * 200 + n;
      raw[i + 1] = (y / h) * 180 + n;
      raw[i + 2] = 140 + n;
    }
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

export async function setUpMedia(base: string, mongoUri: string): Promise<MediaBench> {
  mongoose.set('autoCreate', false);
  await mongoose.connect(mongoUri);
  const { doc } = await addMedia({ data: await samplePhoto(), originalName: 'bench.jpg', alt: '벤치마크 사진' });
  await mongoose.disconnect();
  const variant = doc.variants.find((v) => v.format === 'avif' && v.width === 960)!;
  const url = `${base}/media/${variant.name}`;
  const res = await fetch(url); // the first request fills the cache
  if (!res.ok) throw new Error(`media not served: ${res.status}`);
  const body = Buffer.from(await res.arrayBuffer());

  const dir = mkdtempSync(path.join(tmpdir(), 'bench-media-'));
  writeFileSync(path.join(dir, variant.name), body);
  const port = await freePort();
  const bare = spawn(
    process.execPath,
    ['-e', `const e=require('express');const a=e();a.use(e.static(${JSON.stringify(dir)}));a.listen(${port},'127.0.0.1',()=>console.log('ready'))`],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((r) => bare.stdout!.once('data', r));
  return { url, staticUrl: `http://127.0.0.1:${port}/${variant.name}`, bytes: body.length, bare };
}
