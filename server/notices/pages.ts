/** Server data of the notice pages: the visitor board and detail, and the desk's list and editor. */
import { isDbReady } from '../db/connection';
import { DB_UNAVAILABLE, HttpError } from '../http/errors';
import type { PageLoaderTable } from '../http/page-loaders';
import type { NoticeState } from '../../shared/notices';
import { deskNotices, findNotice, neighbours, noticeBoard, noticeRevisions, publishedNotice, toAdmin } from './service';
import { noticeView } from './render';
import { noticeText } from './sanitize';

const pageOf = (v: unknown) => {
  const n = Number(typeof v === 'string' ? v : 1);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
};
const STATES: NoticeState[] = ['draft', 'scheduled', 'published'];

export const noticePages = {
  'notice-board': async ({ req, now }) => {
    if (!isDbReady()) throw new HttpError(503, DB_UNAVAILABLE);
    return { value: await noticeBoard(pageOf(req.query.page), now) };
  },
  'notice-detail': async ({ match, now }) => {
    if (!isDbReady()) throw new HttpError(503, DB_UNAVAILABLE);
    const row = await publishedNotice(match.params.id!, now);
    // Unknown, a draft, or scheduled for later: the page says so, answered 404 until its time.
    if (!row) return { value: { notice: null, prev: null, next: null }, status: 404 };
    const [notice, around] = await Promise.all([noticeView(row), neighbours(row, now)]);
    return {
      value: { notice, ...around },
      article: { title: notice.title, summary: noticeText(row.body), date: notice.publishAt, ...(notice.updatedAt ? { dateModified: notice.updatedAt } : {}) },
    };
  },
  'admin-notices': async ({ req, now, identity }) => {
    const { email, role } = await identity();
    const state = STATES.find((s) => s === req.query.state);
    const q = typeof req.query.q === 'string' ? req.query.q.trim().slice(0, 100) : '';
    const filter = { ...(state ? { state } : {}), ...(q ? { q } : {}) };
    if (!email) return { value: { email, role, items: [], filter, page: 1, pages: 1 } };
    const list = await deskNotices(filter, pageOf(req.query.page), now);
    return { value: { email, role, items: list.items, filter, page: list.page, pages: list.pages } };
  },
  'admin-notice-edit': async ({ match, now, identity }) => {
    const { email, role } = await identity();
    const id = match.params.id!;
    if (!email || id === 'new') return { value: { email, role, notice: null, revisions: [] } };
    const row = await findNotice(id);
    if (!row) return { value: { email, role, notice: null, revisions: [] }, status: 404 };
    return { value: { email, role, notice: toAdmin(row, now), revisions: await noticeRevisions(id) } };
  },
} satisfies PageLoaderTable;
