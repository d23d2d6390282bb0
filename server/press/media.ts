/**
 * Press articles' pictures from the media library: a cover (the list's thumbnail and the article's
 * og:image) and inline images, written in the body as a line `[[image:<mediaId>]]`. Only library
 * images with alt text may be used; the library is told where each one is used.
 */
import mongoose from 'mongoose';
import type { MediaImage } from '../../shared/media';
import { PRESS_IMAGE_LINE } from '../../shared/press';
import { findMedia, registerMediaUsage, withMediaClaimed } from '../media/catalog';
import { HttpError } from '../http/errors';
import { Press } from './model';

export const IMAGE_NEEDS_ALT = '대체 텍스트가 입력된 라이브러리 이미지만 쓸 수 있습니다. 미디어 라이브러리에서 확인해 주세요.';

/** The ids of the inline images of a body, in order, each once. */
export function inlineImageIds(content: string): string[] {
  const ids: string[] = [];
  for (const line of content.split('\n')) {
    const m = PRESS_IMAGE_LINE.exec(line.trim());
    if (m && !ids.includes(m[1]!)) ids.push(m[1]!);
  }
  return ids;
}

/**
 * Throws 400 unless every id is a library image with alt text; `save` runs with those images
 * claimed, so a delete of one of them at the same moment cannot also succeed (media/claims.ts).
 */
export async function withImages<T>(ids: string[], save: () => Promise<T>): Promise<T> {
  const found = ids.length ? await findMedia(ids) : new Map();
  if (ids.some((id) => found.get(id)?.kind !== 'image')) throw new HttpError(400, IMAGE_NEEDS_ALT);
  const saved = await withMediaClaimed(ids, save, { kind: 'image' });
  if (!saved.ok) throw new HttpError(400, IMAGE_NEEDS_ALT);
  return saved.value;
}

/** Library images by id, for a page (unknown or undescribed ones are left out). */
export async function imagesById(ids: (string | undefined | null)[]): Promise<Record<string, MediaImage>> {
  const wanted = ids.filter((id): id is string => !!id);
  const found = await findMedia(wanted);
  const out: Record<string, MediaImage> = {};
  for (const [id, item] of found) if (item.kind === 'image') out[id] = item;
  return out;
}

registerMediaUsage('press', async (ids) => {
  const valid = ids?.filter((id) => mongoose.isObjectIdOrHexString(id));
  const filter = valid ? { $or: [{ coverId: { $in: valid } }, { imageIds: { $in: valid } }] } : { $or: [{ coverId: { $exists: true } }, { 'imageIds.0': { $exists: true } }] };
  const rows = await Press.find(filter, { title: 1, siteId: 1, coverId: 1, imageIds: 1 }).lean<{ _id: unknown; title: string; siteId: string; coverId?: string; imageIds?: string[] }[]>();
  return rows.flatMap((r) =>
    [...new Set([r.coverId, ...(r.imageIds ?? [])].filter((id): id is string => !!id && (!ids || ids.includes(id))))].map((mediaId) => ({
      mediaId,
      label: `보도자료 · ${r.title}${mediaId === r.coverId ? ' (대표 이미지)' : ''}`,
      href: `/${r.siteId}/press/${String(r._id)}`,
    })),
  );
});
