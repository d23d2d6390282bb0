/** Press board queries, shared by the JSON API and the server-rendered pages. */
import mongoose from 'mongoose';
import { PRESS_PAGE_SIZE, type PressArticle, type PressListItem, type PressPage } from '../../shared/press';
import { Press } from './model';
import { HttpError } from '../http/errors';
import { imagesById, inlineImageIds } from './media';

interface Row {
  _id: mongoose.Types.ObjectId;
  title: string;
  summary: string;
  content?: string;
  date: Date;
  views: number;
  updatedAt?: Date | null;
  coverId?: string;
  imageIds?: string[];
}

const toItem = (r: Row): PressListItem => ({
  id: String(r._id),
  title: r.title,
  summary: r.summary,
  date: r.date.toISOString(),
  views: r.views,
});

/** Cursor = the (date, _id) of the last row shown, so equal timestamps never duplicate or skip rows. */
export const encodeCursor = (r: Row) => Buffer.from(`${r.date.getTime()}.${String(r._id)}`).toString('base64url');

function decodeCursor(cursor: string): { date: Date; id: mongoose.Types.ObjectId } {
  const [ms, id] = Buffer.from(cursor, 'base64url').toString().split('.');
  if (!ms || !/^\d{1,15}$/.test(ms) || !id || !mongoose.isObjectIdOrHexString(id)) {
    throw new HttpError(400, '목록 위치 정보가 올바르지 않습니다.');
  }
  return { date: new Date(Number(ms)), id: new mongoose.Types.ObjectId(id) };
}

export async function listPress(siteId: string, cursor?: string): Promise<PressPage> {
  const filter: Record<string, unknown> = { siteId };
  if (cursor) {
    const c = decodeCursor(cursor);
    filter.$or = [{ date: { $lt: c.date } }, { date: c.date, _id: { $lt: c.id } }];
  }
  // One extra row tells whether another page exists.
  const rows = await Press.find(filter, { content: 0, siteId: 0 })
    .sort({ date: -1, _id: -1 })
    .limit(PRESS_PAGE_SIZE + 1)
    .lean<Row[]>();
  const page = rows.slice(0, PRESS_PAGE_SIZE);
  const covers = await imagesById(page.map((r) => r.coverId));
  const items = page.map((r) => {
    const cover = r.coverId ? covers[r.coverId] : undefined;
    return cover ? { ...toItem(r), cover } : toItem(r);
  });
  return { items, nextCursor: rows.length > PRESS_PAGE_SIZE ? encodeCursor(page.at(-1)!) : null };
}

/** Returns the article with one more view counted (atomic $inc), or null when it does not exist. */
export async function openPress(id: string, siteId?: string): Promise<PressArticle | null> {
  if (!mongoose.isObjectIdOrHexString(id)) return null;
  const row = await Press.findOneAndUpdate(
    { _id: id, ...(siteId ? { siteId } : {}) },
    { $inc: { views: 1 } },
    { returnDocument: 'after', projection: { siteId: 0 } },
  ).lean<Row>();
  return row ? withImages(row) : null;
}

/** An article as pages show it: its cover and inline images resolved from the library. */
async function withImages(row: Row): Promise<PressArticle> {
  const images = await imagesById([row.coverId, ...(row.imageIds ?? [])]);
  const cover = row.coverId ? images[row.coverId] : undefined;
  return {
    ...toItem(row),
    content: row.content ?? '',
    ...(row.updatedAt ? { updatedAt: row.updatedAt.toISOString() } : {}),
    ...(row.coverId ? { coverId: row.coverId } : {}),
    ...(cover ? { cover } : {}),
    ...(Object.keys(images).length ? { images } : {}),
  };
}

/** Edits an article in place: date and views stay, updatedAt records the edit. Null when missing. */
export async function updatePress(id: string, patch: { title?: string; summary?: string; content?: string; coverId?: string | null }, at = new Date()) {
  if (!mongoose.isObjectIdOrHexString(id)) return null;
  const { coverId, ...fields } = patch;
  const set: Record<string, unknown> = { ...fields, updatedAt: at, ...(coverId ? { coverId } : {}) };
  if (patch.content !== undefined) set.imageIds = inlineImageIds(patch.content);
  const update = coverId === null ? { $set: set, $unset: { coverId: 1 } } : { $set: set };
  const row = await Press.findOneAndUpdate({ _id: id }, update, { returnDocument: 'after' }).lean<Row & { siteId: string }>();
  if (!row) return null;
  return { article: await withImages(row), site: row.siteId };
}

/** Deletes an article; its board, or null when it did not exist. */
export async function deletePress(id: string): Promise<{ site: string } | null> {
  if (!mongoose.isObjectIdOrHexString(id)) return null;
  const row = await Press.findById(id, { siteId: 1 }).lean<{ siteId: string }>();
  if (!row) return null;
  return (await Press.deleteOne({ _id: id })).deletedCount === 1 ? { site: row.siteId } : null;
}

/** The newest articles of a board, for its RSS feed. */
export async function pressFeedArticles(siteId: string, limit: number) {
  const rows = await Press.find({ siteId }, { content: 0, views: 0 }).sort({ date: -1, _id: -1 }).limit(limit).lean<Row[]>();
  return rows.map((r) => ({ id: String(r._id), title: r.title, summary: r.summary, date: r.date, ...(r.updatedAt ? { updatedAt: r.updatedAt } : {}) }));
}

export async function createPress(input: { site: string; title: string; summary: string; content: string; coverId?: string }) {
  const imageIds = inlineImageIds(input.content);
  const doc = await Press.create({
    siteId: input.site,
    title: input.title,
    summary: input.summary,
    content: input.content,
    ...(input.coverId ? { coverId: input.coverId } : {}),
    ...(imageIds.length ? { imageIds } : {}),
    date: new Date(),
    views: 0,
  });
  return String(doc._id);
}

/** Articles for sitemap.xml, newest first. */
export async function pressSitemapEntries(limit = 5000) {
  const rows = await Press.find({}, { siteId: 1, date: 1, updatedAt: 1 })
    .sort({ date: -1 })
    .limit(limit)
    .lean<{ _id: unknown; siteId: string; date: Date; updatedAt?: Date }[]>();
  return rows.map((r) => ({ path: `/${r.siteId}/press/${String(r._id)}`, lastmod: r.updatedAt ?? r.date }));
}
