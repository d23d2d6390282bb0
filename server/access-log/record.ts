/**
 * Appending to the access record. Reads and exports are recorded before their answer is sent
 * (awaited: no answer without its entry); writes are recorded by the admin guard once answered.
 */
import type { Request, Response, RequestHandler } from 'express';
import { AccessEntry } from './model';
import { findAppContext } from '../app-context';
import { kstDay } from '../../shared/kst';
import { EXPORT_REASON_REQUIRED, type AccessAction } from '../../shared/access-log';
import { z } from 'zod';
import { pseudonym } from '../core/keys';

/** `?reason=` of every export: why the rows are downloaded, kept in the record with the download. */
export const ExportReason = z.object({
  reason: z.string({ error: EXPORT_REASON_REQUIRED }).trim().min(2, EXPORT_REASON_REQUIRED).max(200, EXPORT_REASON_REQUIRED),
});

export interface AccessFacts {
  action: AccessAction;
  subject?: string;
  count?: number;
  reason?: string;
  /** For sign-in events, before `req.account` exists. */
  account?: { id: string | null; email: string | null };
}

const DAY_MS = 86_400_000;

const settings = (req: Request) => {
  const app = findAppContext(req);
  return { days: app?.accessLogDays ?? 730, now: app?.now ?? (() => new Date()) };
};

export async function recordAccess(req: Request, facts: AccessFacts): Promise<void> {
  const { days, now } = settings(req);
  const at = now();
  const who = facts.account ?? (req.account ? { id: req.account.id, email: req.account.email } : { id: null, email: null });
  await AccessEntry.collection.insertOne({
    at,
    account: who.id,
    email: who.email,
    ip: req.ip ?? '',
    action: facts.action,
    subject: (facts.subject ?? '').slice(0, 300),
    ...(facts.count !== undefined ? { count: facts.count } : {}),
    ...(facts.reason ? { reason: facts.reason.slice(0, 200) } : {}),
    day: kstDay(at),
    expiresAt: new Date(at.getTime() + days * DAY_MS),
  });
}

/** Filter fields that hold what was typed to find a person (a name or a phone number). */
const TERM_FIELDS = new Set(['q', 'phone', 'name']);

/**
 * A search term as the access record keeps it: `#` and a keyed pseudonym (server/core/keys.ts),
 * never the name or number itself, so an erased person leaves no readable trace there for the
 * record's 730 days. A phone in any spelling is one term ('010-1234-5678' = '01012345678'); the
 * owner finds the searches for a person by typing the same term (GET /access-log?term=).
 */
export async function searchTermId(term: string): Promise<string> {
  const t = term.trim();
  const digits = t.replace(/\D/g, '');
  const normal = digits.length >= 7 && /^[\d\s()+.-]+$/.test(t) ? digits : t.toLowerCase().replace(/\s+/g, ' ');
  return `#${(await pseudonym(`search-term:${normal}`)).slice(0, 16)}`;
}

/** `<label> <filter as JSON>` with every term field (q, phone, name) replaced by its searchTermId. */
export async function searchSubject(label: string, filter: object): Promise<string> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(filter)) {
    if (v === undefined) continue;
    out[k] = TERM_FIELDS.has(k) && typeof v === 'string' && v.trim() ? await searchTermId(v) : v;
  }
  return `${label} ${JSON.stringify(out)}`;
}

/** The action a successful write stands for: erasure and deletions by name, anything else an update. */
function writeAction(req: Request): AccessAction {
  if (/\/erasure(\/|$)/.test(req.originalUrl.split('?')[0]!)) return 'erasure';
  return req.method === 'DELETE' ? 'delete' : 'update';
}

/** Mounted by the admin guard: every successful write under /api/admin becomes an entry. */
export const recordWrites: RequestHandler = (req, res: Response, next) => {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
  res.on('finish', () => {
    if (res.statusCode >= 400 || !req.account) return;
    recordAccess(req, { action: writeAction(req), subject: `${req.method} ${req.originalUrl.split('?')[0]}` }).catch((err) =>
      req.log?.error({ err }, 'access record entry for a write not stored'),
    );
  });
  next();
};
