/**
 * The desk's library list, a page at a time: newest first, filtered by kind and by words in the alt
 * text, title or file name, each file with where it is used. Paged rather than capped, so an old
 * file and its uses stay findable however large the library grows.
 */
import type { MediaListFilter, MediaListPage } from '../../shared/media-desk';
import { mediaUses } from './catalog';
import { Media, type MediaDoc } from './model';
import { toRow } from './store';

/** Files on one page of the desk's list (a picker may ask for up to MEDIA_MAX_PAGE). */
export const MEDIA_PAGE_SIZE = 50;
export const MEDIA_MAX_PAGE = 200;

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const whole = (v: unknown, min: number, max: number, fallback: number) => {
  const n = Number(typeof v === 'string' && v ? v : fallback);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
};

/** Reads `page`, `per`, `kind`, `q` and `ready` from a query string; anything unreadable falls back to the default. */
export function mediaQuery(query: Record<string, unknown>): { filter: MediaListFilter; page: number; size: number } {
  const kind = query.kind === 'image' || query.kind === 'pdf' ? query.kind : undefined;
  const q = typeof query.q === 'string' ? query.q.trim().slice(0, 100) : '';
  // A picker asks only for files a page can use: images with alt text, PDFs with a title.
  const ready = query.ready === '1';
  return {
    filter: { ...(kind ? { kind } : {}), ...(q ? { q } : {}), ...(ready ? { ready } : {}) },
    page: whole(query.page, 1, 100_000, 1),
    size: whole(query.per, 1, MEDIA_MAX_PAGE, MEDIA_PAGE_SIZE),
  };
}

/** One page of the list; a page past the last answers the last (a delete may have emptied it). */
export async function mediaPage(filter: MediaListFilter, page: number, size = MEDIA_PAGE_SIZE): Promise<MediaListPage> {
  const query: Record<string, unknown> = {};
  if (filter.kind) query.kind = filter.kind;
  const and: Record<string, unknown>[] = [];
  if (filter.q) {
    const words = { $regex: escapeRegex(filter.q), $options: 'i' };
    and.push({ $or: [{ alt: words }, { title: words }, { fileName: words }] });
  }
  if (filter.ready) and.push({ $or: [{ kind: 'image', alt: { $exists: true } }, { kind: 'pdf', title: { $exists: true } }] });
  if (and.length) query.$and = and;
  const total = await Media.countDocuments(query);
  const pages = Math.max(1, Math.ceil(total / size));
  const at = Math.min(page, pages);
  const docs = await Media.find(query)
    .sort({ createdAt: -1, _id: -1 })
    .skip((at - 1) * size)
    .limit(size)
    .lean<MediaDoc[]>();
  const uses = await mediaUses(docs.map((d) => String(d._id)));
  return {
    items: docs.map((d) => ({ ...toRow(d), uses: uses.filter((u) => u.mediaId === String(d._id)) })),
    filter,
    page: at,
    pages,
    total,
  };
}
