/**
 * The bytes of library files, in GridFS (bucket `media`: collections media.files and media.chunks)
 * on the site's own MongoDB connection: every instance reads the same files and the database
 * backup carries them. Reads go through a bytes-bounded LRU (MEDIA_CACHE_MB), so a hot image costs
 * the database one read per instance, not one per visitor.
 */
import type { Types } from 'mongoose';
import type { Readable } from 'node:stream';
import { ByteLru } from './lru';
import { bucketOn, putBytes } from './private-upload';

const gridfs = bucketOn('media');

export const putFile = (name: string, data: Buffer, contentType: string): Promise<Types.ObjectId> => putBytes(gridfs(), name, data, contentType);

export async function readFile(id: Types.ObjectId): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of gridfs().openDownloadStream(id as never)) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

/** Bytes `start`..`end` inclusive, streamed (a range of a PDF too large for the cache). */
export function streamFile(id: Types.ObjectId, start?: number, end?: number): Readable {
  return gridfs().openDownloadStream(id as never, start === undefined ? {} : { start, end: end! + 1 });
}

export async function removeFiles(ids: Types.ObjectId[]): Promise<void> {
  for (const id of ids) {
    // Already gone (a second delete, an aborted upload's cleanup): nothing left to do.
    await gridfs()
      .delete(id as never)
      .catch((err: Error) => {
        if (!/File not found/i.test(err.message)) throw err;
      });
  }
}

export interface Cached {
  body: Buffer;
  bytes: number;
}

let cache = new ByteLru<Cached>(64 * 1024 * 1024);

/** MEDIA_CACHE_MB, set when the app is created. */
export function configureMediaCache(maxBytes: number) {
  if (cache.maxBytes !== maxBytes) cache = new ByteLru<Cached>(maxBytes);
}

/** The file's bytes from the cache, else from GridFS (then kept); concurrent misses share one read. */
const reading = new Map<string, Promise<Buffer>>();
export async function cachedFile(name: string, id: Types.ObjectId): Promise<Buffer> {
  const hit = cache.get(name);
  if (hit) return hit.body;
  let pending = reading.get(name);
  if (!pending) {
    pending = readFile(id).finally(() => reading.delete(name));
    reading.set(name, pending);
    const body = await pending;
    cache.set(name, { body, bytes: body.length });
    return body;
  }
  return pending;
}

/** The bytes of a cached file, or undefined (never reads the database). */
export function peekCached(name: string): Buffer | undefined {
  return cache.get(name)?.body;
}

export function isCacheable(bytes: number) {
  return bytes <= cache.maxBytes / 4;
}

export function forgetCached(names: string[]) {
  for (const n of names) cache.delete(n);
}

export const cacheBytes = () => cache.size;
