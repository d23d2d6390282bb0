/**
 * Idempotent posts: one key names one submission for 24 hours. The key is the `Idempotency-Key`
 * header (up to 100 characters) or, for a form posted without JavaScript, its server-rendered form
 * id with what was typed. The first request claims the key as a record's `_id` in MongoDB (so the
 * unique `_id` index makes it hold across instances); a repeat gets the first answer and stores nothing.
 * Only stored outcomes keep their key: a refused or invalid post leaves it free for the corrected retry.
 */
import mongoose, { Schema, Types } from 'mongoose';
import type { Request } from 'express';
import { FORM_ID_FIELD, IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_MAX } from '../../shared/idempotency';
import { HttpError } from './errors';
import { isSignedFormRenderId } from './form-render-id';
import { addressKey, isFormPost } from '../core/request';
import { hmac, loadedKey, pseudonym } from '../core/keys';

export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;
export const BAD_KEY_MESSAGE = `${IDEMPOTENCY_HEADER}는 공백 없이 ${IDEMPOTENCY_KEY_MAX}자 이내로 보내 주세요.`;

const recordSchema = new Schema(
  {
    _id: { type: String, required: true },
    /** 'pending' while the first request works; 'done' once its answer is known. */
    state: { type: String, enum: ['pending', 'done'], required: true },
    /** The first answer's status (leads: 201 stored, 202 queued). */
    status: { type: Number },
    lead: { type: Schema.Types.ObjectId },
    reservation: { type: Schema.Types.ObjectId },
    /** Who sent the first request (a keyed pseudonym of address and browser): a replay from anyone else never gets its answer's private link. */
    by: { type: String },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'idempotency_keys', versionKey: false },
);
recordSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const IdempotencyRecord = mongoose.model('IdempotencyRecord', recordSchema);

export interface KeyRecord {
  _id: string;
  state: 'pending' | 'done';
  status?: number;
  lead?: Types.ObjectId;
  reservation?: Types.ObjectId;
  by?: string;
  createdAt: Date;
  expiresAt: Date;
}

const VISIBLE = /^[\x21-\x7e]+$/;

/**
 * The request's key in `scope` ('lead', 'visit'), or undefined when it has none. A header that
 * is empty, too long or not printable ASCII is a 400. A form post without the header is keyed by
 * its form id and a digest of its fields: a page held in a cache shows many visitors the same id,
 * and their different entries still make different keys.
 */
export function requestKey(req: Request, scope: string): string | undefined {
  const header = req.get(IDEMPOTENCY_HEADER);
  if (header !== undefined) {
    if (header.length > IDEMPOTENCY_KEY_MAX || !VISIBLE.test(header)) throw new HttpError(400, BAD_KEY_MESSAGE);
    return `${scope}:${header}`;
  }
  const body = (req.body ?? {}) as Record<string, unknown>;
  const formId = body[FORM_ID_FIELD];
  // Only an id this site rendered and signed (server/http/form-render-id.ts) names a submission.
  if (!isFormPost(req) || !isSignedFormRenderId(formId)) return undefined;
  const fields = Object.entries(body)
    .filter(([k, v]) => k !== FORM_ID_FIELD && typeof v === 'string')
    .sort(([a], [b]) => (a < b ? -1 : 1));
  // Keyed (the fields hold a name and a phone): the stored key cannot be traced back to them.
  // The forms key is loaded: isSignedFormRenderId() needed it.
  const key = loadedKey('forms');
  if (!key) return undefined;
  const digest = hmac(key, `form-fields:${JSON.stringify(fields)}`).toString('base64url').slice(0, 22);
  return `${scope}:form:${formId}:${digest}`;
}

/**
 * Who sent a request, as far as a replay check needs: a keyed pseudonym (never the address itself)
 * of the client address (its /56 for IPv6) and the browser's User-Agent. A double click comes from
 * the same; a stranger re-posting a buyer's form from elsewhere does not.
 */
export const requesterOf = (req: Request) => pseudonym(`requester:${addressKey(req)}|${req.get('user-agent') ?? ''}`);

/** The live record of a key (a record past its 24 hours counts as gone even before MongoDB deletes it). */
export async function findKey(id: string, now: Date): Promise<KeyRecord | null> {
  return IdempotencyRecord.findOne({ _id: id, expiresAt: { $gt: now } }).lean<KeyRecord>();
}

/**
 * Claims a key: null when this request is the first, else the record of the one that was. A
 * record past its 24 hours is replaced.
 */
export async function claimKey(id: string, fields: Partial<Pick<KeyRecord, 'state' | 'status' | 'lead' | 'reservation' | 'by'>>, now: Date): Promise<KeyRecord | null> {
  for (let attempt = 0; ; attempt++) {
    try {
      await IdempotencyRecord.collection.insertOne({
        _id: id as never,
        state: 'done',
        ...fields,
        createdAt: now,
        expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
      });
      return null;
    } catch (err) {
      if ((err as { code?: number }).code !== 11000) throw err;
    }
    const existing = await IdempotencyRecord.findById(id).lean<KeyRecord>();
    if (existing && existing.expiresAt > now) return existing;
    if (attempt >= 1) throw new Error('idempotency key could not be claimed');
    if (existing) await IdempotencyRecord.deleteOne({ _id: id, expiresAt: existing.expiresAt });
  }
}

/** Records the first request's outcome on its claimed key. */
export function settleKey(id: string, fields: Partial<Pick<KeyRecord, 'status' | 'lead' | 'reservation'>>) {
  return IdempotencyRecord.updateOne({ _id: id }, { $set: { state: 'done', ...fields } });
}

/** Frees a key whose request stored nothing, so the corrected retry is answered afresh. */
export function releaseKey(id: string) {
  return IdempotencyRecord.deleteOne({ _id: id, state: 'pending' });
}
