/**
 * Adding, describing, listing and removing library files, and the reader behind `findMedia`
 * (catalog.ts). The desk's paged list is list.ts. An upload is hashed first: a file already in the library is answered with its
 * existing entry; one being processed in this process is waited for; two instances racing on the
 * same bytes are settled by the unique index on `hash` (the loser removes what it wrote).
 */
import { createHash } from 'node:crypto';
import mongoose, { type Types } from 'mongoose';
import type { MediaItem } from '../../shared/media';
import { setMediaClaims, setMediaLookup } from './catalog';
import { claimWhile } from './claims';
import type { MediaListItem } from '../../shared/media-desk';
import { Media, type MediaDoc, type Variant } from './model';
import { imageGate, processImage, sniff } from './process';
import { forgetCached, putFile, removeFiles } from './storage';
import { safePdfName } from './names';

const MIME = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' } as const;
const EXT = { avif: 'avif', webp: 'webp', jpeg: 'jpg' } as const;

export const variantUrl = (v: Pick<Variant, 'name'>) => `/media/${v.name}`;
export const pdfUrl = (d: Pick<MediaDoc, 'key' | 'fileName'>) => `/media/${d.key}/${encodeURIComponent(d.fileName)}`;

/** The address of the file itself: a PDF, or an image's largest JPEG. */
export function fileUrl(d: MediaDoc): string {
  if (d.kind === 'pdf') return pdfUrl(d);
  return variantUrl(d.variants.filter((v) => v.format === 'jpeg').at(-1)!);
}

export interface Upload {
  data: Buffer;
  originalName: string;
  alt?: string;
  title?: string;
  by?: string;
}

const inFlight = new Map<string, Promise<MediaDoc>>();

/** Stores an upload (or finds it already stored); throws HttpError 413/415 for what is not taken. */
export async function addMedia(up: Upload): Promise<{ doc: MediaDoc; created: boolean }> {
  const kind = await sniff(up.data);
  const hash = createHash('sha256').update(up.data).digest('hex');
  const existing = await Media.findOne({ hash }).lean<MediaDoc>();
  if (existing) return { doc: existing, created: false };
  let pending = inFlight.get(hash);
  if (pending) return { doc: await pending, created: false };
  const stored = store(up, kind.kind, hash);
  pending = stored.then((s) => s.doc).finally(() => inFlight.delete(hash));
  pending.catch(() => {}); // the uploader that started it gets the error; waiters see it too
  inFlight.set(hash, pending);
  return stored;
}

async function store(up: Upload, kind: 'image' | 'pdf', hash: string): Promise<{ doc: MediaDoc; created: boolean }> {
  const key = hash.slice(0, 24);
  const written: Types.ObjectId[] = [];
  const base = { _id: new mongoose.Types.ObjectId(), hash, key, kind, createdAt: new Date(), ...(up.by ? { createdBy: up.by } : {}) };
  let doc: MediaDoc;
  try {
    if (kind === 'pdf') {
      const fileName = safePdfName(up.originalName);
      const fileId = await putFile(fileName, up.data, 'application/pdf');
      written.push(fileId);
      doc = { ...base, fileName, bytes: up.data.length, variants: [], fileId, ...(up.title ? { title: up.title } : {}) };
    } else {
      const image = await imageGate.run(() => processImage(up.data));
      const variants: Variant[] = [];
      for (const r of image.renditions) {
        const name = `${key}-${r.width}.${EXT[r.format]}`;
        const fileId = await putFile(name, r.data, MIME[r.format]);
        written.push(fileId);
        variants.push({ name, format: r.format, width: r.width, height: r.height, bytes: r.data.length, fileId });
      }
      doc = {
        ...base,
        fileName: `${key}.jpg`,
        bytes: up.data.length,
        width: image.width,
        height: image.height,
        placeholder: image.placeholder,
        variants,
        ...(up.alt ? { alt: up.alt } : {}),
      };
    }
    await Media.collection.insertOne(doc as never);
    return { doc, created: true };
  } catch (err) {
    await removeFiles(written).catch(() => {});
    // Another instance stored the same bytes first: its entry is the one.
    if ((err as { code?: number }).code === 11000) {
      const winner = await Media.findOne({ hash }).lean<MediaDoc>();
      if (winner) return { doc: winner, created: false };
    }
    throw err;
  }
}

/** A library file as the desk lists it, before its uses are added (shared/media-desk.ts). */
export type MediaRow = Omit<MediaListItem, 'uses'>;

export function toRow(d: MediaDoc): MediaRow {
  const small = d.variants.find((v) => v.format === 'webp');
  return {
    id: String(d._id),
    kind: d.kind,
    url: fileUrl(d),
    fileName: d.fileName,
    bytes: d.bytes,
    ...(d.alt ? { alt: d.alt } : {}),
    ...(d.title ? { title: d.title } : {}),
    ...(d.kind === 'image' ? { width: d.width, height: d.height, placeholder: d.placeholder, thumb: small && variantUrl(small) } : {}),
    createdAt: d.createdAt.toISOString(),
  };
}

/** A file as a page draws it; an image without alt text or a PDF without a title cannot be used yet. */
export function toMediaItem(d: MediaDoc): MediaItem | null {
  if (d.kind === 'pdf') return d.title ? { id: String(d._id), kind: 'pdf', title: d.title, url: pdfUrl(d), bytes: d.bytes } : null;
  if (!d.alt) return null;
  const set = (f: Variant['format']) =>
    d.variants
      .filter((v) => v.format === f)
      .map((v) => `${variantUrl(v)} ${v.width}w`)
      .join(', ');
  return {
    id: String(d._id),
    kind: 'image',
    alt: d.alt,
    width: d.width!,
    height: d.height!,
    placeholder: d.placeholder ?? '#e5e7eb',
    src: fileUrl(d),
    srcset: { avif: set('avif'), webp: set('webp'), jpeg: set('jpeg') },
  };
}

export async function lookupMedia(ids: string[]): Promise<Map<string, MediaItem>> {
  const valid = ids.filter((id) => mongoose.isObjectIdOrHexString(id));
  const out = new Map<string, MediaItem>();
  if (!valid.length) return out;
  const docs = await Media.find({ _id: { $in: valid } }).lean<MediaDoc[]>();
  for (const d of docs) {
    const item = toMediaItem(d);
    if (item) out.set(String(d._id), item);
  }
  return out;
}

/** Plugs the library into `findMedia` and `withMediaClaimed` for every capability (called when the app is created). */
export function installMediaLookup() {
  setMediaLookup(lookupMedia);
  setMediaClaims(claimWhile);
}

export async function getMedia(id: string): Promise<MediaDoc | null> {
  if (!mongoose.isObjectIdOrHexString(id)) return null;
  return Media.findById(id).lean<MediaDoc>();
}

export async function describeMedia(id: string, change: { alt?: string; title?: string }): Promise<MediaDoc | null> {
  if (!mongoose.isObjectIdOrHexString(id)) return null;
  return Media.findByIdAndUpdate(id, { $set: change }, { returnDocument: 'after' }).lean<MediaDoc>();
}

/** Removes the bytes of an entry already deleted (claims.ts `deleteUnused`): an entry never points at missing bytes. */
export async function removeBytes(d: MediaDoc): Promise<void> {
  const ids = d.kind === 'pdf' ? [d.fileId!] : d.variants.map((v) => v.fileId);
  forgetCached(d.kind === 'pdf' ? [d.key] : d.variants.map((v) => v.name));
  await removeFiles(ids);
}
