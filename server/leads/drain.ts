/**
 * Stores one spooled lead in MongoDB; safe to run twice for the same line (a crash between storing
 * and dropping the line). Its idempotency key is claimed first (a second submission of the same
 * key is dropped), it is stored under the id it was given when accepted, and, unless the request
 * already held them, its limit places are taken now: over a limit it is stored all the same, as a repeat. Its texts and webhook
 * delivery are queued here. Any database failure throws, and the line waits for the next pass.
 */
import type { Request } from 'express';
import { Types } from 'mongoose';
import type { LeadType } from '../../shared/leads';
import type { Logger } from '../logger';
import { isDbReady } from '../db/connection';
import { within } from '../db/deadline';
import { claimKey } from '../http/idempotency';
import { LEAD_WINDOW_MS, type LeadLimits, type Places } from './limits';
import { Lead, insertLead, type InsertedLead, type NewLead } from './model';
import type { FollowUpInput, LeadFollowUps } from './follow-ups';

/** A lead as one spool line holds it (dates as ISO strings). */
export interface SpooledLead {
  /** The scoped idempotency key, when the post had one. */
  key?: string;
  /** The id the lead is stored under. */
  id: string;
  acceptedAt: string;
  lead: Omit<NewLead, 'consentAt' | 'createdAt' | 'expiresAt' | 'forward' | '_id' | 'attribution' | 'queuedAt' | 'overLimit'> & {
    consentAt: string;
    createdAt: string;
    expiresAt: string;
    forward: { state: 'pending' | 'stored'; nextAttemptAt?: string };
    attribution: NewLead['attribution'];
  };
  followUp: FollowUpInput;
  /** The insert timed out rather than failed: it may have landed. */
  maybeStored?: boolean;
}

export function toSpooled(key: string | undefined, lead: NewLead & { _id: Types.ObjectId }, followUp: FollowUpInput, now: Date, maybeStored = false): SpooledLead {
  const { _id, consentAt, createdAt, expiresAt, forward, queuedAt: _q, overLimit: _o, ...rest } = lead;
  return {
    ...(key ? { key } : {}),
    id: String(_id),
    acceptedAt: now.toISOString(),
    lead: {
      ...rest,
      consentAt: consentAt.toISOString(),
      createdAt: createdAt.toISOString(),
      expiresAt: expiresAt.toISOString(),
      forward: forward.state === 'pending' ? { state: 'pending', nextAttemptAt: forward.nextAttemptAt.toISOString() } : { state: 'stored' },
    },
    followUp,
    ...(maybeStored ? { maybeStored: true } : {}),
  };
}

function revive(e: SpooledLead, overLimit: boolean): NewLead {
  const l = e.lead;
  return {
    ...l,
    type: l.type as LeadType,
    consentAt: new Date(l.consentAt),
    createdAt: new Date(l.createdAt),
    expiresAt: new Date(l.expiresAt),
    // Forwarding starts when the lead is stored, not when it was accepted.
    forward: l.forward.state === 'pending' ? { state: 'pending', attempts: 0, nextAttemptAt: new Date() } : { state: 'stored', attempts: 0 },
    _id: new Types.ObjectId(e.id),
    queuedAt: new Date(e.acceptedAt),
    ...(overLimit ? { overLimit: true } : {}),
  };
}

export interface DrainDeps {
  limits: LeadLimits;
  /** Leads per phone number per 10 minutes (LEAD_PHONE_LIMIT). */
  perPhone: number;
  followUps: LeadFollowUps;
  log: Logger;
  timeoutMs: number;
  now: () => Date;
  onDone?: () => void;
}

/** Leads of the same phone stored in the 10 minutes before this one was accepted (spam aside). */
function storedBefore(e: SpooledLead): Promise<number> {
  const accepted = new Date(e.lead.createdAt);
  return Lead.countDocuments({
    phoneKey: e.lead.phoneKey,
    _id: { $ne: new Types.ObjectId(e.id) },
    createdAt: { $gte: new Date(accepted.getTime() - LEAD_WINDOW_MS), $lte: accepted },
    spamReason: { $exists: false },
  }).exec();
}

export function storeSpooledLead(deps: DrainDeps) {
  const { log, timeoutMs } = deps;
  return async (e: SpooledLead): Promise<void> => {
    if (!isDbReady()) throw new Error('database unavailable');
    if (e.key) {
      const first = await within(claimKey(e.key, { lead: new Types.ObjectId(e.id), status: 202 }, deps.now()), timeoutMs);
      if (first && String(first.lead) !== e.id) {
        log.info({ lead: String(first.lead) }, 'spooled lead dropped: the same submission (idempotency key) is already stored');
        return;
      }
    }
    // Never refused after acceptance: over a limit, the lead is kept and shows as a repeat.
    // Spam takes no place (a quarantined lead never counts), nor a lead whose request took its places.
    let overLimit = false;
    let places: Places | undefined;
    if (!e.followUp.counted && !e.lead.spamReason) {
      const taken = await within(deps.limits.take({ ip: e.followUp.ip } as Request, e.lead.phone), timeoutMs);
      places = taken.places;
      // The phone counter may also hold a place that an earlier pass took for this very lead and
      // never saw answered (it timed out): a repeat is confirmed against the leads stored before it.
      overLimit = taken.over === 'address' || (taken.over === 'phone' && (await within(storedBefore(e), timeoutMs)) >= deps.perPhone);
    }
    // A pass that stores nothing new gives its places back: a lead retried after a failed pass counts once.
    const giveBack = () => places && deps.limits.giveBack(places).catch((err) => log.warn({ err, lead: e.id }, 'spooled lead limit place not given back'));
    let lead: InsertedLead;
    try {
      lead = await within(insertLead(revive(e, overLimit)), timeoutMs);
    } catch (err) {
      if ((err as { code?: number }).code !== 11000) {
        await giveBack();
        throw err;
      }
      // Stored by an earlier pass (which took its places), or by the request whose insert timed out.
      await giveBack();
      const existing = await within(Lead.findById(e.id).lean<InsertedLead>().exec(), timeoutMs);
      if (!existing) throw err;
      lead = existing;
    }
    const failed = await within(
      deps.followUps(lead, e.followUp, (step, err) => log.error({ err, lead: e.id, step }, 'spooled lead follow-up failed')),
      timeoutMs * 2,
    );
    // Every step may run again: a message is never queued twice.
    if (failed.length) throw new Error(`follow-ups failed: ${failed.join(', ')}`);
    log.info({ lead: e.id, overLimit }, 'spooled lead stored');
    deps.onDone?.();
  };
}
