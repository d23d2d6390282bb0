/** Notice queries and writes, shared by the desk API, the pages, the feed and the sitemap. */
import mongoose from 'mongoose';
import {
  NOTICE_PAGE_SIZE,
  noticeUrl,
  type AdminNotice,
  type NoticeBoardData,
  type NoticeFields,
  type NoticeRevision,
  type NoticeAudience,
  type NoticeState,
} from '../../shared/notices';
import { Notice, NoticeRevisionModel } from './model';
import { bodyMediaIds, sanitizeNotice } from './sanitize';
import { registerMediaUsage, withMediaClaimed } from '../media/catalog';

interface Row {
  _id: mongoose.Types.ObjectId;
  title: string;
  body: string;
  pinned: boolean;
  /** Absent on notices written before audiences: public. */
  audience?: NoticeAudience;
  publishAt: Date | null;
  attachments: string[];
  createdAt: Date;
  updatedAt: Date;
  createdBy: string;
  updatedBy: string;
  revisions: number;
}

/** Visible to visitors: public (not for contract holders only), not a draft, and its time has come. */
export const publishedFilter = (now: Date) => ({ audience: { $ne: 'holders' as const }, publishAt: { $ne: null, $lte: now } });

/** Visible to contract holders on /my: for them only, not a draft, its time has come. */
export const holdersFilter = (now: Date) => ({ audience: 'holders' as const, publishAt: { $ne: null, $lte: now } });

export const stateOf = (publishAt: Date | null, now: Date): NoticeState => (!publishAt ? 'draft' : publishAt > now ? 'scheduled' : 'published');

const fieldsOf = (r: Pick<Row, 'title' | 'body' | 'pinned' | 'audience' | 'publishAt' | 'attachments'>): NoticeFields => ({
  title: r.title,
  body: r.body,
  pinned: r.pinned,
  audience: r.audience ?? 'public',
  publishAt: r.publishAt ? r.publishAt.toISOString() : null,
  attachments: r.attachments ?? [],
});

export const toAdmin = (r: Row, now: Date): AdminNotice => ({
  id: String(r._id),
  url: noticeUrl(String(r._id)),
  ...fieldsOf(r),
  state: stateOf(r.publishAt, now),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  createdBy: r.createdBy,
  updatedBy: r.updatedBy,
  revisions: r.revisions,
});

export interface NoticeInput {
  title: string;
  body: string;
  pinned?: boolean;
  audience?: NoticeAudience;
  publishAt?: Date | null;
  attachments?: string[];
}

/**
 * Library files a notice points at are claimed while it is written, so a delete of one at the same
 * moment cannot also succeed (media/claims.ts). An id the library does not know, or is deleting,
 * is saved as it is and left out of the page (decision 0034).
 */
async function claiming<T>(body: string | undefined, attachments: string[] | undefined, save: () => Promise<T>): Promise<T> {
  const saved = await withMediaClaimed([...(body ? bodyMediaIds(body) : []), ...(attachments ?? [])], save, { skipMissing: true });
  if (!saved.ok) throw new Error('unreachable: skipMissing claims never refuse');
  return saved.value;
}

export async function createNotice(input: NoticeInput, by: string, now: Date) {
  const body = sanitizeNotice(input.body);
  const doc = await claiming(body, input.attachments, () => Notice.create({
    title: input.title,
    body,
    pinned: input.pinned ?? false,
    audience: input.audience ?? 'public',
    // No time given: published now. `null`: kept as a draft.
    publishAt: input.publishAt === undefined ? now : input.publishAt,
    attachments: input.attachments ?? [],
    createdAt: now,
    updatedAt: now,
    createdBy: by,
    updatedBy: by,
    revisions: 0,
  }));
  return toAdmin(doc.toObject() as Row, now);
}

export async function findNotice(id: string): Promise<Row | null> {
  if (!mongoose.isObjectIdOrHexString(id)) return null;
  return Notice.findById(id).lean<Row>();
}

/**
 * Edits a notice and keeps what it said before as a revision, numbered in order, with who made the
 * edit and when. The notice is changed first, atomically, returning its former state: two edits at
 * once each keep the version they replaced, under numbers of their own.
 */
export async function updateNotice(id: string, patch: Partial<NoticeInput>, by: string, now: Date) {
  if (!mongoose.isObjectIdOrHexString(id)) return null;
  const set: Record<string, unknown> = { updatedAt: now, updatedBy: by };
  if (patch.title !== undefined) set.title = patch.title;
  if (patch.body !== undefined) set.body = sanitizeNotice(patch.body);
  if (patch.pinned !== undefined) set.pinned = patch.pinned;
  if (patch.audience !== undefined) set.audience = patch.audience;
  if (patch.publishAt !== undefined) set.publishAt = patch.publishAt;
  if (patch.attachments !== undefined) set.attachments = patch.attachments;
  const before = await claiming(set.body as string | undefined, patch.attachments, () =>
    Notice.findOneAndUpdate({ _id: id }, { $set: set, $inc: { revisions: 1 } }, { returnDocument: 'before' }).lean<Row>(),
  );
  if (!before) return null;
  await NoticeRevisionModel.create({ notice: before._id, rev: before.revisions + 1, at: now, by, ...fieldsOf(before), publishAt: before.publishAt });
  const after = await Notice.findById(id).lean<Row>();
  return { before: toAdmin(before, now), after: toAdmin(after!, now) };
}

export async function noticeRevisions(id: string): Promise<NoticeRevision[]> {
  if (!mongoose.isObjectIdOrHexString(id)) return [];
  const rows = await NoticeRevisionModel.find({ notice: id }).sort({ rev: -1 }).limit(200).lean<(Row & { rev: number; at: Date; by: string })[]>();
  return rows.map((r) => ({ rev: r.rev, at: r.at.toISOString(), by: r.by, ...fieldsOf(r) }));
}

/** Puts a revision's words back: itself an edit, so what the notice said until now is kept as a revision too. */
export async function restoreRevision(id: string, rev: number, by: string, now: Date) {
  if (!mongoose.isObjectIdOrHexString(id)) return null;
  const r = await NoticeRevisionModel.findOne({ notice: id, rev }).lean<Row>();
  if (!r) return null;
  return updateNotice(id, { title: r.title, body: r.body, pinned: r.pinned, audience: r.audience ?? 'public', publishAt: r.publishAt, attachments: r.attachments }, by, now);
}

export async function deleteNotice(id: string) {
  if (!mongoose.isObjectIdOrHexString(id)) return null;
  const row = await Notice.findById(id).lean<Row>();
  if (!row || (await Notice.deleteOne({ _id: id })).deletedCount !== 1) return null;
  // The revisions go with it: a deleted notice has no page left to restore onto.
  await NoticeRevisionModel.deleteMany({ notice: row._id });
  return row;
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The desk's list: drafts and scheduled notices included, newest change first, paged. */
export async function deskNotices(filter: { state?: NoticeState; q?: string }, page: number, now: Date, size = 20) {
  const query: Record<string, unknown> = {};
  if (filter.state === 'draft') query.publishAt = null;
  if (filter.state === 'scheduled') query.publishAt = { $gt: now };
  if (filter.state === 'published') Object.assign(query, publishedFilter(now));
  if (filter.q) query.title = { $regex: escapeRegex(filter.q), $options: 'i' };
  const [total, rows] = await Promise.all([
    Notice.countDocuments(query),
    Notice.find(query, { body: 0 })
      .sort({ updatedAt: -1, _id: -1 })
      .skip((page - 1) * size)
      .limit(size)
      .lean<Row[]>(),
  ]);
  return { items: rows.map((r) => toAdmin({ ...r, body: '' }, now)), page, pages: Math.max(1, Math.ceil(total / size)), total };
}

/** A board page: published notices, pinned first, then newest first, NOTICE_PAGE_SIZE a page. */
export async function noticeBoard(page: number, now: Date): Promise<NoticeBoardData> {
  const filter = publishedFilter(now);
  const [total, rows] = await Promise.all([
    Notice.countDocuments(filter),
    Notice.find(filter, { body: 0 })
      .sort({ pinned: -1, publishAt: -1, _id: -1 })
      .skip((page - 1) * NOTICE_PAGE_SIZE)
      .limit(NOTICE_PAGE_SIZE)
      .lean<Row[]>(),
  ]);
  return {
    items: rows.map((r) => ({ id: String(r._id), title: r.title, pinned: r.pinned, publishAt: r.publishAt!.toISOString(), files: r.attachments.length })),
    page,
    pages: Math.max(1, Math.ceil(total / NOTICE_PAGE_SIZE)),
    total,
  };
}

/** A published notice, or null (unknown, a draft, or scheduled for later: the page is a 404 until then). */
export async function publishedNotice(id: string, now: Date) {
  if (!mongoose.isObjectIdOrHexString(id)) return null;
  return Notice.findOne({ _id: id, ...publishedFilter(now) }).lean<Row & { publishAt: Date }>();
}

/** The published notices either side of one, by date (the detail page's 이전글 / 다음글). */
export async function neighbours(row: { _id: unknown; publishAt: Date }, now: Date) {
  const pick = { title: 1 };
  const [prev, next] = await Promise.all([
    Notice.findOne({ ...publishedFilter(now), publishAt: { $lt: row.publishAt } }, pick).sort({ publishAt: -1 }).lean<{ _id: unknown; title: string }>(),
    Notice.findOne({ ...publishedFilter(now), publishAt: { $gt: row.publishAt, $lte: now } }, pick).sort({ publishAt: 1 }).lean<{ _id: unknown; title: string }>(),
  ]);
  const link = (r: { _id: unknown; title: string } | null) => (r ? { id: String(r._id), title: r.title } : null);
  return { prev: link(prev), next: link(next) };
}

/** Notices for contract holders (/my), pinned first, newest first. */
export async function holderNotices(now: Date, limit = 50) {
  const rows = await Notice.find(holdersFilter(now)).sort({ pinned: -1, publishAt: -1, _id: -1 }).limit(limit).lean<(Row & { publishAt: Date })[]>();
  return rows.map((r) => ({ id: String(r._id), title: r.title, pinned: r.pinned, publishAt: r.publishAt.toISOString(), body: r.body }));
}

/** The newest published notices, for the RSS feed. */
export async function noticeFeedItems(limit: number, now: Date) {
  const rows = await Notice.find(publishedFilter(now)).sort({ publishAt: -1, _id: -1 }).limit(limit).lean<(Row & { publishAt: Date })[]>();
  return rows;
}

/** Published notices for sitemap.xml (a scheduled one joins once its time has come). */
export async function noticeSitemapEntries(now: Date, limit = 5000) {
  const rows = await Notice.find(publishedFilter(now), { publishAt: 1, updatedAt: 1 })
    .sort({ publishAt: -1 })
    .limit(limit)
    .lean<{ _id: unknown; publishAt: Date; updatedAt: Date }[]>();
  return rows.map((r) => ({ path: noticeUrl(String(r._id)), lastmod: r.updatedAt > r.publishAt ? r.updatedAt : r.publishAt }));
}

/** Where library files are used by notices (attachments and body images), for the media library. */
export async function noticeMediaUses(ids?: string[]) {
  if (ids && ids.length === 0) return [];
  const filter = ids ? { $or: [{ attachments: { $in: ids } }, { body: { $regex: ids.map(escapeRegex).join('|') } }] } : {};
  const rows = await Notice.find(filter, { title: 1, body: 1, attachments: 1 }).lean<Row[]>();
  const wanted = ids ? new Set(ids) : undefined;
  return rows.flatMap((r) => {
    const used = new Set([...r.attachments, ...[...r.body.matchAll(/data-media-id="([a-f0-9]{24})"/g)].map((m) => m[1]!)]);
    return [...used]
      .filter((id) => !wanted || wanted.has(id))
      .map((mediaId) => ({ mediaId, label: `공지사항 · ${r.title}`, href: `/admin/content/notices/${String(r._id)}` }));
  });
}

// A library file a notice uses cannot be deleted; the library lists the notice as its use.
registerMediaUsage('notices', noticeMediaUses);
