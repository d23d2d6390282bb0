/** The owner's view of the access record: filters, the daily export flag, CSV. */
import { Router } from 'express';
import { z } from 'zod';
import mongoose from 'mongoose';
import { need } from '../accounts/permission';
import { parseBody } from '../http/errors';
import { AccessEntry } from './model';
import { recordAccess, searchTermId } from './record';
import { ACCESS_ACTIONS, ACCESS_ACTION_LABELS, DAILY_EXPORT_FLAG, type AccessLogEntry, type AccessLogPage } from '../../shared/access-log';
import { isDay, kstEnd, kstStart } from '../../shared/kst';
import { toCsv } from '../core/csv';
import { kstStamp } from '../core/time';

const blank = z.literal('').transform(() => undefined);
export const AccessQuery = z.object({
  account: z.string().trim().max(254).optional().or(blank),
  action: z.enum(ACCESS_ACTIONS).optional().or(blank),
  from: z.string().refine(isDay).optional().or(blank),
  to: z.string().refine(isDay).optional().or(blank),
  /** A name or phone: the searches for it (kept as a keyed pseudonym, record.ts: searchTermId). */
  term: z.string().trim().max(50).optional().or(blank),
});
export type AccessQuery = z.infer<typeof AccessQuery>;

interface Row {
  _id: unknown;
  at: Date;
  account: string | null;
  email: string | null;
  ip: string;
  action: AccessLogEntry['action'];
  subject: string;
  count?: number;
  reason?: string;
  day: string;
}

function filterOf(q: AccessQuery) {
  const f: Record<string, unknown> = {};
  // An account by id or by email.
  if (q.account) f[mongoose.isObjectIdOrHexString(q.account) ? 'account' : 'email'] = q.account.toLowerCase();
  if (q.action) f.action = q.action;
  if (q.from || q.to) f.at = { ...(q.from ? { $gte: kstStart(q.from) } : {}), ...(q.to ? { $lte: kstEnd(q.to) } : {}) };
  return f;
}

const entry = (r: Row): AccessLogEntry => ({
  id: String(r._id),
  at: r.at.toISOString(),
  account: r.account,
  email: r.email,
  ip: r.ip,
  action: r.action,
  subject: r.subject,
  ...(r.count !== undefined ? { count: r.count } : {}),
  ...(r.reason ? { reason: r.reason } : {}),
});

export async function accessLogPage(q: AccessQuery, limit = 500): Promise<AccessLogPage> {
  const f = filterOf(q);
  // '#' and hex digits: nothing in a term id needs escaping in a pattern.
  if (q.term) f.subject = { $regex: await searchTermId(q.term) };
  const rows = await AccessEntry.find(f).sort({ at: -1, _id: -1 }).limit(limit).lean<Row[]>();
  // Rows downloaded per account per Korean day (summed here: the sum stays portable across engines).
  const exports = await AccessEntry.find({ ...f, action: 'export' }, { account: 1, email: 1, day: 1, count: 1 }).lean<Row[]>();
  const totals = new Map<string, { account: string | null; email: string | null; day: string; rows: number }>();
  for (const e of exports) {
    const key = `${e.account ?? e.email}|${e.day}`;
    const t = totals.get(key) ?? { account: e.account, email: e.email, day: e.day, rows: 0 };
    t.rows += e.count ?? 0;
    totals.set(key, t);
  }
  const flagged = [...totals.values()].filter((t) => t.rows > DAILY_EXPORT_FLAG).sort((a, b) => b.day.localeCompare(a.day) || b.rows - a.rows);
  return { items: rows.map(entry), flagged };
}

export function accessLogCsv(items: AccessLogEntry[]): string {
  const header = ['일시(KST)', '계정', 'IP', '행위', '대상', '건수', '사유'];
  const lines = items.map((e) => [kstStamp(e.at), e.email ?? '', e.ip, ACCESS_ACTION_LABELS[e.action], e.subject, e.count === undefined ? '' : String(e.count), e.reason ?? '']);
  return toCsv(header, lines);
}

export function accessLogAdminApi() {
  const router = Router();

  router.get('/access-log', need('access-log'), async (req, res) => {
    res.json(await accessLogPage(parseBody(AccessQuery, req.query, '조회 조건이 올바르지 않습니다.')));
  });

  router.get('/access-log.csv', need('access-log'), async (req, res) => {
    const q = parseBody(AccessQuery, req.query, '조회 조건이 올바르지 않습니다.');
    const page = await accessLogPage(q, 50_000);
    await recordAccess(req, { action: 'export', subject: `access-log.csv ${JSON.stringify(q)}`, count: page.items.length });
    res.attachment(`access-log-${new Date().toISOString().slice(0, 10)}.csv`);
    res.type('text/csv; charset=utf-8').send(accessLogCsv(page.items));
  });
  return router;
}
