/**
 * How a valid lead is accepted: its idempotency key claimed and the lead inserted within
 * LEAD_DB_TIMEOUT_MS. A database that fails or does not answer in time never costs the lead: it
 * is appended to the spool (fsync'ed) and answered 202. Only when the spool cannot be written
 * either is the post refused (503, as without a spool).
 */
import type { Request } from 'express';
import type { Types } from 'mongoose';
import { DbTimeout, within } from '../db/deadline';
import { DB_UNAVAILABLE, HttpError } from '../http/errors';
import { IdempotencyRecord, claimKey, findKey } from '../http/idempotency';
import { insertLead, type InsertedLead, type NewLead } from './model';
import { toSpooled, type SpooledLead } from './drain';
import type { FollowUpInput } from './follow-ups';
import type { Spool } from './spool';

export type LeadSpool = Spool<SpooledLead>;

export interface Deadline {
  /** Milliseconds left for the database (may be negative). */
  left(): number;
}

type Answer = { status: 201 | 202 };

export function leadAcceptance({ spool, timeoutMs, now }: { spool?: LeadSpool; timeoutMs: number; now: () => Date }) {
  async function toSpool(req: Request, key: string | undefined, doc: NewLead & { _id: Types.ObjectId }, followUp: FollowUpInput, cause?: unknown, maybeStored = false): Promise<Answer> {
    const why = cause instanceof Error ? cause.message : 'database unavailable';
    try {
      if (!spool) throw new Error('no spool');
      await spool.append(toSpooled(key, doc, followUp, now(), maybeStored));
    } catch (err) {
      req.log.error({ err, cause: why }, 'lead refused: the database and the spool both failed');
      // A key this request claimed must not answer a retry as if the lead were kept (best effort).
      if (key) void IdempotencyRecord.deleteOne({ _id: key, lead: doc._id }).catch(() => {});
      throw new HttpError(503, DB_UNAVAILABLE);
    }
    req.log.warn({ lead: String(doc._id), cause: why, depth: spool.depth }, 'lead spooled: the database did not take it in time');
    return { status: 202 };
  }

  return {
    deadline(): Deadline {
      const until = Date.now() + timeoutMs;
      return { left: () => until - Date.now() };
    },

    spool: toSpool,

    /** The first answer to a post with this key, when one was stored or spooled. */
    async replay(key: string | undefined, deadline: Deadline): Promise<Answer | undefined> {
      if (!key) return undefined;
      if (spool?.has(key)) return { status: 202 };
      const first = await within(findKey(key, now()), Math.max(deadline.left(), 250)).catch(() => null);
      return first ? { status: first.status === 202 ? 202 : 201 } : undefined;
    },

    /** Stores the lead (`{ lead }`), or answers a repeat as the first, or spools it. */
    async store(
      req: Request,
      key: string | undefined,
      doc: NewLead & { _id: Types.ObjectId },
      followUp: FollowUpInput,
      deadline: Deadline,
    ): Promise<{ lead: InsertedLead } | Answer> {
      if (key) {
        let first;
        try {
          first = await within(claimKey(key, { lead: doc._id, status: 201 }, now()), deadline.left());
        } catch (err) {
          return toSpool(req, key, doc, followUp, err);
        }
        if (first) {
          req.log.info({ lead: String(first.lead) }, 'repeated post (same idempotency key) answered as the first');
          return { status: first.status === 202 ? 202 : 201 };
        }
      }
      try {
        return { lead: await within(insertLead(doc), deadline.left()) };
      } catch (err) {
        // Timed out: the insert may still land; the drain finds it under the same id.
        return toSpool(req, key, doc, followUp, err, err instanceof DbTimeout);
      }
    },
  };
}
