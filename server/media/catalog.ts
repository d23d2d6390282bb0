/**
 * The media library as the rest of the server sees it: look a file up for a page, and say where
 * files are used so a file in use is never deleted. Capabilities register a usage finder once;
 * the library asks them all before a delete and for the desk's "where used" column.
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
