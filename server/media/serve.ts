/**
 * Library files to visitors, mounted before sessions (no session is read or made for a picture):
 * `/media/<key>-<width>.<avif|webp|jpg>` for image variants and `/media/<key>/<name>.pdf` for PDFs.
 * The key is the start of the file's sha256, so an address never changes meaning: `immutable`.
 * Every answer, errors included, carries nosniff and a sandboxing CSP, so a file that is also HTML
 * (a PDF/HTML polyglot) is never run as a page of this site.
 */
import { Router, type Request, type Response } from 'express';
import type { Types } from 'mongoose';
import { Media, type MediaDoc } from './model';
import { cachedFile, isCacheable, peekCached, streamFile } from './storage';
import { inlineDisposition } from './names';
import { isDbReady } from '../db/connection';

export const MEDIA_CSP = "default-src 'none'; sandbox";
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const VARIANT = /^([0-9a-f]{24})-(\d{1,5})\.(avif|webp|jpg)$/;
const TYPES = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const;

/** Headers every media answer carries, found or not. */
export function mediaHeaders(res: Response) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', MEDIA_CSP);
  res.setHeader('Cross-Origin-Resource-Policy', 'same-site');
}

function notFound(res: Response) {
  res.setHeader('Cache-Control', 'no-store');
  res.status(404).type('text/plain; charset=utf-8').send('파일을 찾을 수 없습니다.');
}

/** Entries by key, kept briefly: a hot image's bytes come from the cache, so should its entry. */
const entries = new Map<string, { doc: MediaDoc | null; at: number }>();
const ENTRY_MS = 30_000;
async function byKey(key: string): Promise<MediaDoc | null> {
  const kept = entries.get(key);
  if (kept && Date.now() - kept.at < ENTRY_MS) return kept.doc;
  const doc = await Media.findOne({ key }, { hash: 1, key: 1, kind: 1, fileName: 1, bytes: 1, variants: 1, fileId: 1 }).lean<MediaDoc>();
  if (entries.size > 5000) entries.clear();
  entries.set(key, { doc, at: Date.now() });
  return doc;
}
export const forgetEntry = (key: string) => entries.delete(key);

export interface SendOptions {
  name: string;
  fileId: Types.ObjectId;
  bytes: number;
  type: string;
  etag: string;
  cacheControl: string;
  /** PDFs: shown in the browser, saved under this name. */
  downloadName?: string;
}

/** Sends a stored file with its ETag (304), and byte ranges (206/416) for PDFs. */
export async function sendStored(req: Request, res: Response, o: SendOptions) {
  mediaHeaders(res);
  res.setHeader('Cache-Control', o.cacheControl);
  res.setHeader('ETag', o.etag);
  res.setHeader('Content-Type', o.type);
  if (o.downloadName) {
    res.setHeader('Content-Disposition', inlineDisposition(o.downloadName));
    res.setHeader('Accept-Ranges', 'bytes');
  }
  if (req.fresh) return res.status(304).end();
  let start = 0;
  let end = o.bytes - 1;
  if (o.downloadName && req.headers.range) {
    const ranges = req.range(o.bytes, { combine: true });
    if (ranges === -1) {
      res.setHeader('Content-Range', `bytes */${o.bytes}`);
      return res.status(416).end();
    }
    // A malformed header or several ranges: the whole file, as RFC 9110 allows.
    if (Array.isArray(ranges) && ranges.length === 1 && ranges.type === 'bytes') {
      start = ranges[0]!.start;
      end = ranges[0]!.end;
      res.status(206).setHeader('Content-Range', `bytes ${start}-${end}/${o.bytes}`);
    }
  }
  res.setHeader('Content-Length', String(end - start + 1));
  if (req.method === 'HEAD') return res.end();
  if (isCacheable(o.bytes)) {
    const body = await cachedFile(o.name, o.fileId);
    return res.end(start === 0 && end === body.length - 1 ? body : body.subarray(start, end + 1));
  }
  const stream = streamFile(o.fileId, start, end);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

/**
 * The hot path: an image variant already in memory is answered synchronously with one writeHead,
 * before routing (the ratio against express.static in `npm run bench -- --only=media` is this path).
 */
function servedFromMemory(req: Request, res: Response): boolean {
  if (req.method !== 'GET' || !req.url.startsWith('/media/')) return false;
  const name = req.url.slice(7);
  const m = VARIANT.exec(name);
  if (!m) return false;
  const body = peekCached(name);
  if (!body) return false;
  const etag = `"${name}"`;
  const headers = {
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': MEDIA_CSP,
    'Cross-Origin-Resource-Policy': 'same-site',
    'Cache-Control': IMMUTABLE,
    ETag: etag,
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers).end();
    return true;
  }
  res.writeHead(200, { ...headers, 'Content-Type': TYPES[m[3] as keyof typeof TYPES], 'Content-Length': body.length }).end(body);
  return true;
}

export function mediaRoutes() {
  const router = Router({ caseSensitive: true, strict: true });
  router.use((req, res, next) => (servedFromMemory(req, res) ? undefined : next()));
  router.use('/media', (req, res, next) => {
    mediaHeaders(res);
    if (req.method !== 'GET' && req.method !== 'HEAD') return notFound(res);
    if (!isDbReady()) {
      res.setHeader('Retry-After', '30');
      res.setHeader('Cache-Control', 'no-store');
      return res.status(503).type('text/plain; charset=utf-8').send('잠시 후 다시 시도해 주세요.');
    }
    next();
  });

  router.get('/media/:file', async (req, res) => {
    const m = VARIANT.exec(String(req.params.file));
    if (!m) return notFound(res);
    const doc = await byKey(m[1]!);
    const v = doc?.variants.find((x) => x.name === m[0]);
    if (!v) return notFound(res);
    await sendStored(req, res, { name: v.name, fileId: v.fileId, bytes: v.bytes, type: TYPES[m[3] as keyof typeof TYPES], etag: `"${v.name}"`, cacheControl: IMMUTABLE });
  });

  router.get('/media/:key/:name', async (req, res) => {
    const key = String(req.params.key);
    if (!/^[0-9a-f]{24}$/.test(key)) return notFound(res);
    const doc = await byKey(key);
    if (!doc || doc.kind !== 'pdf' || !doc.fileId) return notFound(res);
    await sendStored(req, res, {
      name: doc.key,
      fileId: doc.fileId,
      bytes: doc.bytes,
      type: 'application/pdf',
      etag: `"${doc.key}"`,
      cacheControl: IMMUTABLE,
      downloadName: doc.fileName,
    });
  });
  return router;
}
