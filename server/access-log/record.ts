/**
 * Appending to the access record. Reads and exports are recorded before their answer is sent
 * (awaited: no answer without its entry); writes are recorded by the admin guard once answered.
 */
import type { Request, Response, RequestHandler } from 'express';
import { AccessEntry } from './model';
import { kstDay } from '../../shared/kst';
import type { AccessAction } from '../../shared/access-log';

export interface AccessFacts {
  action: AccessAction;
  subject?: string;
  count?: number;
  reason?: string;
  /** For sign-in events, before `req.account` exists. */
  account?: { id: string | null; email: string | null };
}

const DAY_MS = 86_400_000;

const settings = (req: Request) => ({
  days: (req.app.locals.accessLogDays as number | undefined) ?? 730,
  now: (req.app.locals.now as (() => Date) | undefined) ?? (() => new Date()),
});

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
