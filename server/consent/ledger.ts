/**
 * The advertising-consent ledger: every grant and withdrawal of a phone number is appended with the
 * notice version, time, channel and page, and the current state is derived from it, never stored
 * as a flag. A registration without the box ticked changes nothing; only an explicit opt-out withdraws.
 */
import { randomBytes } from 'node:crypto';
import type { Types } from 'mongoose';
import { ConsentEvent, OptoutToken } from './model';
import {
  CONSENT_RECORD_RETENTION_YEARS,
  MARKETING_NOTICE_VERSION,
  type ConsentChannel,
  type ConsentKind,
  type ConsentScope,
  type ConsentView,
} from '../../shared/consent';

export interface ConsentState {
  marketing: boolean;
  /** Night consent counts only together with marketing consent. */
  night: boolean;
  /** When the standing marketing grant was given (start of the two-year reconfirmation cycle). */
  grantedAt?: Date;
  grantId?: Types.ObjectId;
}

interface EventLike {
  _id: Types.ObjectId;
  kind: ConsentKind;
  scope: ConsentScope;
  at: Date;
}

const NONE: ConsentState = { marketing: false, night: false };

/** Folds entries (oldest first) into the current state. */
function fold(events: EventLike[]): ConsentState {
  let marketing: EventLike | undefined;
  let night: EventLike | undefined;
  for (const e of events) {
    if (e.scope === 'marketing') marketing = e;
    else if (e.scope === 'night') night = e;
  }
  if (marketing?.kind !== 'grant') return NONE;
  return { marketing: true, night: night?.kind === 'grant', grantedAt: marketing.at, grantId: marketing._id };
}

const ORDER = { at: 1, _id: 1 } as const;

export async function consentState(phone: string): Promise<ConsentState> {
  return fold(await ConsentEvent.find({ phone }).sort(ORDER).lean<EventLike[]>());
}

/** Current state of many numbers in one query (absent = no consent). */
export async function consentStates(phones: string[]): Promise<Map<string, ConsentState>> {
  const byPhone = new Map<string, EventLike[]>();
  const events = await ConsentEvent.find({ phone: { $in: phones } }).sort(ORDER).lean<(EventLike & { phone: string })[]>();
  for (const e of events) {
    const list = byPhone.get(e.phone) ?? [];
    list.push(e);
    byPhone.set(e.phone, list);
  }
  return new Map([...byPhone].map(([phone, list]) => [phone, fold(list)]));
}

export async function consentView(phone: string): Promise<ConsentView> {
  const events = await ConsentEvent.find({ phone }).sort(ORDER).lean();
  const state = fold(events as EventLike[]);
  return {
    phone,
    marketing: state.marketing,
    night: state.night,
    ledger: events.map((e) => ({
      at: e.at.toISOString(),
      kind: e.kind as ConsentKind,
      scope: e.scope as ConsentScope,
      channel: e.channel as ConsentChannel,
      version: e.version,
      ...(e.page ? { page: e.page } : {}),
      ...(typeof e.verified === 'boolean' ? { verified: e.verified } : {}),
    })),
  };
}

interface Change {
  phone: string;
  channel: ConsentChannel;
  page?: string;
  leadId?: Types.ObjectId;
  at: Date;
  /** Form grants: whether the phone was verified. */
  verified?: boolean;
}

export interface Appended {
  id: Types.ObjectId;
  kind: ConsentKind;
  scope: ConsentScope;
  at: Date;
}

async function append(change: Change, entries: { kind: ConsentKind; scope: ConsentScope }[]): Promise<Appended[]> {
  if (entries.length === 0) return [];
  const docs = await ConsentEvent.insertMany(
    entries.map((e) => ({
      ...e,
      phone: change.phone,
      channel: change.channel,
      page: change.page,
      leadId: change.leadId,
      at: change.at,
      version: MARKETING_NOTICE_VERSION,
      ...(change.verified !== undefined ? { verified: change.verified } : {}),
    })),
  );
  // Retention: kept while a consent stands; a withdrawal starts the clock for the number's records.
  const withdrawn = entries.some((e) => e.kind === 'withdraw');
  const expiresAt = new Date(change.at);
  expiresAt.setUTCFullYear(expiresAt.getUTCFullYear() + CONSENT_RECORD_RETENTION_YEARS);
  const retention = withdrawn ? { $set: { expiresAt } } : { $unset: { expiresAt: '' as const } };
  await ConsentEvent.collection.updateMany({ phone: change.phone }, retention);
  await OptoutToken.updateMany({ phone: change.phone }, retention);
  return docs.map((d) => ({ id: d._id, kind: d.kind as ConsentKind, scope: d.scope as ConsentScope, at: d.at }));
}

/**
 * A lead form's optional boxes. Ticked boxes grant what is not granted yet; unticked boxes withdraw
 * nothing. Night consent without marketing consent is meaningless and ignored. Only the phone's
 * verified owner can consent (`required`, PHONE_VERIFICATION=on); with verification off an
 * unverified grant is kept as evidence, but never overrides an earlier opt-out of the number.
 */
export async function grantFromForm(
  change: Change & { verified: boolean },
  ticked: { marketing: boolean; night: boolean },
  required = true,
): Promise<Appended[]> {
  if (!ticked.marketing) return [];
  if (!change.verified && required) return [];
  if (!change.verified && (await ConsentEvent.exists({ phone: change.phone, kind: 'withdraw' }))) return [];
  const state = await consentState(change.phone);
  const entries: { kind: ConsentKind; scope: ConsentScope }[] = [];
  if (!state.marketing) entries.push({ kind: 'grant', scope: 'marketing' });
  if (ticked.night && !state.night) entries.push({ kind: 'grant', scope: 'night' });
  return append(change, entries);
}

/** An explicit opt-out: withdraws marketing and night consent (nothing appended when none stands). */
export async function withdrawAll(change: Change): Promise<Appended[]> {
  const state = await consentState(change.phone);
  if (!state.marketing && !state.night) return [];
  return append(change, [
    { kind: 'withdraw', scope: 'marketing' },
    ...(state.night ? [{ kind: 'withdraw' as const, scope: 'night' as const }] : []),
  ]);
}

/**
 * The informational schedule-reminder scope (shared/schedule.ts): one entry per subscription or
 * stop, with its own notice version. Its retention follows the reminders, not advertising, so it
 * leaves the number's other entries as they are.
 */
export async function recordScheduleConsent(change: Change, kind: ConsentKind, version: string): Promise<void> {
  const expiresAt = new Date(change.at);
  expiresAt.setUTCFullYear(expiresAt.getUTCFullYear() + CONSENT_RECORD_RETENTION_YEARS);
  await ConsentEvent.create({ kind, scope: 'schedule', phone: change.phone, channel: change.channel, page: change.page, leadId: change.leadId, at: change.at, version, ...(kind === 'withdraw' ? { expiresAt } : {}) });
}

/** 120 random bits, 20 URL-safe characters: short enough for an SMS, impossible to guess. */
function newToken() {
  return randomBytes(15).toString('base64url');
}

/** The opt-out tokens of the given numbers, created for those that have none yet. */
export async function optoutTokens(phones: string[]): Promise<Map<string, string>> {
  const found = await OptoutToken.find({ phone: { $in: phones } }).lean();
  const tokens = new Map(found.map((t) => [t.phone, t.token]));
  const missing = phones.filter((p) => !tokens.has(p));
  if (missing.length) {
    const now = new Date();
    // Unordered: a number another request just gave a token keeps that one (duplicate key skipped).
    await OptoutToken.insertMany(
      missing.map((phone) => ({ phone, token: newToken(), createdAt: now })),
      { ordered: false },
    ).catch((err: { code?: number; writeErrors?: unknown[] }) => {
      if (err.code !== 11000 && !err.writeErrors) throw err;
    });
    for (const t of await OptoutToken.find({ phone: { $in: missing } }).lean()) tokens.set(t.phone, t.token);
  }
  return tokens;
}

export async function optoutToken(phone: string): Promise<string> {
  return (await optoutTokens([phone])).get(phone)!;
}

export async function phoneForToken(token: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{20}$/.test(token)) return null;
  return (await OptoutToken.findOne({ token }).lean())?.phone ?? null;
}
