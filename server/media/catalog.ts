/**
 * The media library as the rest of the server sees it: look a file up for a page, say where files
 * are used so a file in use is never deleted, and claim files while a row that uses them is saved
 * (so a delete at that moment cannot also succeed: claims.ts). Capabilities register a usage
 * finder once; the library asks them all before a delete and for the desk's "where used" column.
 */
import type { MediaItem, MediaUse } from '../../shared/media';

export type { MediaUse };

/** Returns every use of the given files (or of all files, when `ids` is omitted). */
export type UsageFinder = (ids?: string[]) => Promise<MediaUse[]>;

const finders = new Map<string, UsageFinder>();

/** Called once per capability at import time (popups, slides, notices, documents, press). */
export function registerMediaUsage(name: string, finder: UsageFinder): void {
  finders.set(name, finder);
}

export async function mediaUses(ids?: string[]): Promise<MediaUse[]> {
  const all = await Promise.all([...finders.values()].map((find) => find(ids)));
  return all.flat();
}

type Lookup = (ids: string[]) => Promise<Map<string, MediaItem>>;
let lookup: Lookup = async () => new Map();

/** The library's store plugs its reader in (server/media/store); tests may too. */
export function setMediaLookup(fn: Lookup): void {
  lookup = fn;
}

/** Files by id, ready for a page; unknown ids (or images without alt text) are left out. */
export function findMedia(ids: string[]): Promise<Map<string, MediaItem>> {
  return ids.length ? lookup([...new Set(ids)]) : Promise.resolve(new Map());
}

export type Claimed<T> = { ok: true; value: T } | { ok: false; missing: string };
export interface ClaimOptions {
  kind?: MediaItem['kind'];
  /** Files not in the library are left unclaimed and `save` runs anyway (notices). */
  skipMissing?: boolean;
}
type Claimer = <T>(ids: string[], save: () => Promise<T>, opts: ClaimOptions) => Promise<Claimed<T>>;
let claimer: Claimer = async (_ids, save) => ({ ok: true, value: await save() });

/** The library's store plugs its claims in (server/media/claims.ts); a test with a stand-in library may too. */
export function setMediaClaims(fn: Claimer): void {
  claimer = fn;
}

/**
 * Runs `save` (the write of a row that points at these files) with the files claimed: no delete of
 * one of them can succeed meanwhile. `missing`, and nothing saved, when a file is not in the
 * library (unknown, of another kind, or being deleted).
 */
export function withMediaClaimed<T>(ids: (string | null | undefined)[], save: () => Promise<T>, opts: ClaimOptions = {}): Promise<Claimed<T>> {
  return claimer([...new Set(ids.filter((id): id is string => !!id))], save, opts);
}
