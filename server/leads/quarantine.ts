/**
 * No lead is silently dropped: a form that trips the spam check (honeypot filled, sent faster than a
 * person fills it, a forged stamp) is answered like any other and stored in quarantine (`spam: true`
 * with the reason) for QUARANTINE_DAYS. Quarantined leads are outside the inbox, the dashboard, the
 * webhook and every text; the administrator restores one, and it is then forwarded as a new lead.
 * A JSON post from this site's own pages always carries the stamp its form fetched, and the site has
 * no API clients: any JSON post without a valid stamp is timed as sent the moment it appeared (a
 * script that drops the stamp, or every browser header, is not waved through). Only a browser's own
 * form post without JavaScript, which cannot carry a fresh stamp, is not timed.
 */
import type { Request } from 'express';
import { isFormPost } from '../core/request';
import mongoose from 'mongoose';
import { HONEYPOT_FIELD, RENDERED_AT_FIELD, type SpamReason } from '../../shared/leads';
import { Lead } from './model';
import { stampAge } from './render-stamp';

export const QUARANTINE_DAYS = 30;

/** Leads that count: the filter every reader of real leads adds. */
export const NOT_SPAM = { spam: { $ne: true } } as const;

export interface SpamCheck {
  minFillMs: number;
  secret: string;
  now: Date;
  /** A post the check times (isTimedPost): a missing stamp then counts as no time at all. */
  timed?: boolean;
}

/**
 * Every post but a browser's own form post (no JavaScript: urlencoded or multipart, no stamp) is
 * timed. Whether a JSON post came from this site's pages (Origin, Sec-Fetch-Site, Referer, the
 * stamp field) is not asked: a script leaves those out at will, and the site has no API clients.
 */
export const isTimedPost = (req: Request): boolean => !isFormPost(req);

/** Why a form looks automated, or undefined for an ordinary one. */
export function spamReason(body: Record<string, unknown>, check: SpamCheck): SpamReason | undefined {
  const trap = body[HONEYPOT_FIELD];
  if (typeof trap === 'string' ? trap.trim() !== '' : trap !== undefined) return 'honeypot';
  const age = stampAge(check.secret, body[RENDERED_AT_FIELD], check.now);
  // Pages without JavaScript send none; this site's own scripts always do.
  if (age === 'unsigned') return check.timed && check.minFillMs > 0 ? 'too-fast' : undefined;
  if (age === 'forged') return 'forged-stamp';
  return age < check.minFillMs ? 'too-fast' : undefined;
}

export const quarantineExpiry = (now: Date) => new Date(now.getTime() + QUARANTINE_DAYS * 86_400_000);

type RestoredLead = { _id: mongoose.Types.ObjectId; type: string; name: string; phone: string; message?: string | null; site?: string | null; page?: string | null; createdAt: Date };

/**
 * Takes a lead out of quarantine (once: a second call finds nothing to restore): kept for the normal
 * retention from its creation, with a note in its history. Returns the lead, or null when it is not
 * (or no longer) quarantined; `missing` when there is no such lead.
 */
export async function releaseFromQuarantine(
  id: string,
  opts: { by: string; now: Date; retentionDays: number; webhook: boolean },
): Promise<RestoredLead | null | 'missing'> {
  if (!mongoose.isObjectIdOrHexString(id)) return 'missing';
  // As every desk write (status.ts): the history is rewritten whole, only if nobody wrote in between.
  for (let attempt = 0; attempt < 20; attempt++) {
    const lead = await Lead.findById(id).lean<RestoredLead & { spam?: boolean; rev?: number; history?: unknown[] }>();
    if (!lead) return 'missing';
    if (!lead.spam) return null;
    const rev = lead.rev ?? 0;
    const res = await Lead.updateOne(
      { _id: lead._id, spam: true, ...(rev ? { rev } : { rev: { $exists: false } }) },
      {
        $unset: { spam: 1, spamReason: 1 },
        $set: {
          expiresAt: new Date(lead.createdAt.getTime() + opts.retentionDays * 86_400_000),
          forward: opts.webhook ? { state: 'pending', attempts: 0, nextAttemptAt: opts.now } : { state: 'stored', attempts: 0 },
          history: [...(lead.history ?? []), { at: opts.now, by: opts.by, kind: 'note', text: '스팸 보관함에서 복원했습니다.' }],
          rev: rev + 1,
        },
      },
    );
    if (res.modifiedCount === 1) return lead;
  }
  throw new Error('lead kept changing concurrently');
}
