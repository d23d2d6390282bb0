/**
 * The waiting room (대기열) in front of the first-come sale. Guarantee: buyers are admitted in the
 * order they arrived, `admitPerMinute` per minute from the opening, and every instance agrees
 * without a coordinator: each arrival takes the next number of one database sequence ($inc, and
 * the number claimed by a conditional write of its own, so no number is given twice), and whether a number is admitted is computed from it and the time since the opening
 * (minute m admits numbers up to admitPerMinute × (m + 1)). The ticket is that number, signed
 * with the queue key (QUEUE_KEY) and bound to the phone; a buyer joining again keeps their number,
 * also after QUEUE_KEY was rotated.
 */
import { timingSafeEqual } from 'node:crypto';
import { hmac, keyFor, pseudonym } from '../core/keys';
import { UNIT_MESSAGES, openingLabel, type QueueJoin, type QueueStatus } from '../../shared/units';
import { HttpError } from '../http/errors';
import { UnitQueue } from './model';
import type { Sale } from './sale';

export interface Ticket {
  /** The opening it was issued for (ms): a new opening starts a new line. */
  round: number;
  seq: number;
  /** The phone's keyed id. */
  phoneId: string;
}

/**
 * The phone's place in the line is kept under its keyed pseudonym (PSEUDONYM_KEY), not under the
 * ticket key: rotating QUEUE_KEY refuses the tickets but every phone joining again finds its number.
 */
const phoneId = (phone: string) => pseudonym(`unit-queue-place:${phone}`);

async function signTicket(t: Ticket): Promise<string> {
  const payload = Buffer.from(JSON.stringify({ r: t.round, s: t.seq, p: t.phoneId })).toString('base64url');
  return `${payload}.${hmac(await keyFor('queue'), `ticket:${payload}`).toString('base64url')}`;
}

/** The ticket's content when it was signed here for the current opening; otherwise 403. */
export async function readTicket(ticket: unknown, sale: Sale): Promise<Ticket> {
  const invalid = new HttpError(403, UNIT_MESSAGES.ticketInvalid);
  if (typeof ticket !== 'string' || ticket.length > 300) throw invalid;
  const [payload, signature, extra] = ticket.split('.');
  if (!payload || !signature || extra !== undefined) throw invalid;
  const expected = hmac(await keyFor('queue'), `ticket:${payload}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid;
  try {
    const { r, s, p } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { r?: unknown; s?: unknown; p?: unknown };
    if (typeof r !== 'number' || typeof s !== 'number' || typeof p !== 'string' || !Number.isInteger(s) || s < 1) throw invalid;
    if (!sale.opensAt || r !== sale.opensAt.getTime()) throw invalid;
    return { round: r, seq: s, phoneId: p };
  } catch {
    throw invalid;
  }
}

/** True when the ticket was issued to this (normalised) phone. */
export async function ticketFits(t: Ticket, phone: string): Promise<boolean> {
  return t.phoneId === (await phoneId(phone));
}

/** Where a number stands at `now`: how many are still before it, admitted or not, and the wait. */
export function standing(seq: number, sale: Sale, now: Date): QueueStatus {
  const opensAt = sale.opensAt!.getTime();
  const perMinute = Math.max(1, sale.admitPerMinute);
  const elapsed = Math.max(0, now.getTime() - opensAt);
  const admittedUpTo = perMinute * (Math.floor(elapsed / 60_000) + 1);
  if (seq <= admittedUpTo) return { position: 0, admitted: true, estimatedSeconds: 0 };
  const admittedAt = (Math.ceil(seq / perMinute) - 1) * 60_000;
  return { position: seq - admittedUpTo, admitted: false, estimatedSeconds: Math.max(1, Math.ceil((admittedAt - elapsed) / 1000)) };
}

/** 425 with the opening in Korean before it; 409 when no sale is set. */
export function requireOpen(sale: Sale, now: Date): asserts sale is Sale & { opensAt: Date } {
  if (!sale.opensAt) throw new HttpError(409, UNIT_MESSAGES.noSale);
  if (now < sale.opensAt) throw new HttpError(425, UNIT_MESSAGES.notOpen(openingLabel(sale.opensAt)));
}

/** Buckets of phone entries per opening: a join updates a small document instead of inserting one. */
const BUCKETS = 256;
const bucketOf = (round: number, id: string) => `${round}:b${Number.parseInt(id.slice(0, 2), 16) % BUCKETS}`;

/** The phone's entry in this opening's line: its number, a claim in progress (≤ 0), or undefined. */
async function entryOf(bucket: string, field: string): Promise<number | undefined> {
  const doc = await UnitQueue.findById(bucket, { [field]: 1 }).lean<{ p?: Record<string, number> }>();
  return doc?.p?.[field.slice(2)];
}

/** A claim older than this was left by a request that died before drawing its number: another may take it over. */
const STALE_CLAIM_MS = 10_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Joins the line (or finds the phone's place in it) and answers a signed ticket. The phone's entry
 * (a field of one of 256 bucket documents per opening: an update, never an insert per arrival) is
 * read first and answered when there; otherwise it is claimed with a marker (minus the claim's
 * time, conditional on no entry), and only the request that claimed it draws a number (the
 * sequence's $inc) and writes it over its own marker. So a phone already in the line, or joining
 * many times at once, never takes a second number: the next newcomer's place does not move. A page
 * that still holds its ticket sends it and is answered without touching the database.
 */
export async function joinQueue(phone: string, sale: Sale, now: Date, retentionDays: number, held?: unknown): Promise<QueueJoin> {
  requireOpen(sale, now);
  const round = sale.opensAt.getTime();
  const id = await phoneId(phone);
  if (typeof held === 'string') {
    const kept = await readTicket(held, sale).catch(() => null);
    if (kept && kept.phoneId === id) return { ticket: held, ...placeOf(kept.seq, sale, now) };
  }
  const bucket = bucketOf(round, id);
  const field = `p.${id}`;
  const answer = async (seq: number) => ({ ticket: await signTicket({ round, seq, phoneId: id }), ...placeOf(seq, sale, now) });
  const purgeAt = new Date(now.getTime() + retentionDays * 86_400_000);
  for (let attempt = 0; attempt < 40; attempt++) {
    const seen = await entryOf(bucket, field);
    if (seen !== undefined && seen > 0) return answer(seen);
    const marker = -now.getTime();
    if (await claim(bucket, field, seen, marker, now, purgeAt)) {
      const { seq } = await nextNumber(round, id, purgeAt);
      const stored = await UnitQueue.updateOne({ _id: bucket, [field]: marker }, { $set: { [field]: seq } });
      if (stored.modifiedCount === 1) return answer(seq);
      // Taken over meanwhile (this request stalled past STALE_CLAIM_MS): the entry that won is read again.
      continue;
    }
    // Another request of this phone is drawing its number: its answer is read in a moment.
    await pause(25);
  }
  throw new HttpError(503, UNIT_MESSAGES.queueBusy);
}

/** True when this request now owns the phone's entry: none yet, or a claim left stale by a dead request. */
async function claim(bucket: string, field: string, seen: number | undefined, marker: number, now: Date, purgeAt: Date): Promise<boolean> {
  try {
    if (seen === undefined) {
      const res = await UnitQueue.updateOne({ _id: bucket, [field]: { $exists: false } }, { $set: { [field]: marker, purgeAt } }, { upsert: true });
      return res.modifiedCount + res.upsertedCount === 1;
    }
    if (now.getTime() + seen < STALE_CLAIM_MS) return false;
    return (await UnitQueue.updateOne({ _id: bucket, [field]: seen }, { $set: { [field]: marker } })).modifiedCount === 1;
  } catch (err) {
    // The upsert's insert collided: the phone is there already, or another arrival created the bucket.
    if ((err as { code?: number }).code !== 11000) throw err;
    return false;
  }
}

/** Numbers are claimed in documents of 256 (`n:<opening ms>:<block>`, a field per number): an update, not an insert per arrival. */
const NUMBER_BLOCK = 256;

/**
 * The next number of an opening's line, this arrival's alone. The sequence's $inc draws it; the
 * number is then claimed by a conditional write under the number itself (`t.n<number>` set only
 * while absent), and only the claim decides. MongoDB's findAndModify is one atomic write, so there
 * every claim succeeds; the bundled engine runs it as an update and then a read, so two arrivals at
 * once can read the same number: one claims it, the other draws again (its number is a place
 * nobody holds, admitted and unused). A filtered updateOne is atomic on both.
 */
async function nextNumber(round: number, owner: string, purgeAt: Date): Promise<{ seq: number }> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const seq = await drawNumber(round);
    if (await claimNumber(round, seq, owner, purgeAt)) return { seq };
  }
  throw new HttpError(503, UNIT_MESSAGES.queueBusy);
}

/** The sequence's next value as the engine answers it (the first arrivals may race to create the sequence). */
async function drawNumber(round: number): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    try {
      const counter = await UnitQueue.findOneAndUpdate({ _id: `seq:${round}` }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after' }).lean<{ seq: number }>();
      return counter!.seq;
    } catch (err) {
      // Two first arrivals both inserted: the one that lost increments the sequence now there.
      if ((err as { code?: number }).code !== 11000 || attempt >= 2) throw err;
    }
  }
}

/** True when this arrival now owns `seq`: written only where no arrival wrote it before. */
async function claimNumber(round: number, seq: number, owner: string, purgeAt: Date): Promise<boolean> {
  const filter = { _id: `n:${round}:${Math.floor(seq / NUMBER_BLOCK)}`, [`t.n${seq}`]: { $exists: false } };
  const update = { $set: { [`t.n${seq}`]: owner, purgeAt } };
  try {
    const res = await UnitQueue.updateOne(filter, update, { upsert: true });
    return res.modifiedCount + res.upsertedCount === 1;
  } catch (err) {
    // The upsert's insert collided: the block was created meanwhile, or the number is taken.
    if ((err as { code?: number }).code !== 11000) throw err;
    return (await UnitQueue.updateOne(filter, update)).modifiedCount === 1;
  }
}

const placeOf = (seq: number, sale: Sale, now: Date) => {
  const s = standing(seq, sale, now);
  return { position: s.position, estimatedSeconds: s.estimatedSeconds };
};
