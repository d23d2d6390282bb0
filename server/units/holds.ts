/**
 * Holding a unit. Guarantee: a unit is never held twice and a phone never holds two units, under
 * parallel requests and across instances. The unit is taken by one conditional update from
 * `available`; the phone's hold is then one document under a unique index (one active hold per
 * phone), and a unit whose phone turns out to hold another already goes straight back.
 * A hold not confirmed in time returns its unit to `available` by the sweep, which any instance
 * may run at any time: every step is conditional on what it read, so running it twice does nothing.
 */
import { Types } from 'mongoose';
import type { SiteConfig } from '../../shared/site.config';
import { UNIT_MESSAGES } from '../../shared/units';
import { HttpError } from '../http/errors';
import type { Outbox } from '../outbox/outbox';
import { informational } from '../outbox/templates';
import { winnerPageUrl } from '../visits/messages';
import { textLink } from '../../shared/channels';
import type { Logger } from '../logger';
import { Unit, UnitHold, type UnitDoc } from './model';
import { listingChanged } from './listing-changes';

export interface HoldContext {
  site: SiteConfig;
  outbox: Outbox;
  log: Logger;
  now: () => Date;
  retentionDays: number;
}

export const HELD_KIND = 'unit-held';

/** The contract-visit booking (the winners' `contract` slots), where a holder books their 계약 visit. */
export const bookingUrl = (site: SiteConfig) => `${winnerPageUrl(site)}#winner-contract`;

export async function holdUnit(ctx: HoldContext, unitId: string, who: { name: string; phone: string }, holdMinutes: number) {
  if (!Types.ObjectId.isValid(unitId)) throw new HttpError(404, UNIT_MESSAGES.notFound);
  const now = ctx.now();
  // A unit already gone, or a phone already holding one, answers at once without writing (most requests of a rush).
  const [unit, holding] = await Promise.all([Unit.findById(unitId, { state: 1, dong: 1, ho: 1 }).lean(), UnitHold.exists({ phone: who.phone, active: true })]);
  if (!unit) throw new HttpError(404, UNIT_MESSAGES.notFound);
  if (holding) throw new HttpError(409, UNIT_MESSAGES.phoneHolds);
  if (unit.state !== 'available') throw new HttpError(409, UNIT_MESSAGES.taken);
  const expiresAt = new Date(now.getTime() + holdMinutes * 60_000);
  const holdId = new Types.ObjectId();
  // The unit first (of parallel requests exactly one matches), then the phone's one active hold.
  const taken = await Unit.updateOne(
    { _id: unit._id, state: 'available' },
    {
      $set: { state: 'held', hold: { id: holdId, name: who.name, phone: who.phone, expiresAt, at: now }, updatedAt: now },
      $addToSet: { history: { id: new Types.ObjectId(), from: 'available', to: 'held', by: 'visitor', at: now, reason: '선착순 세대 선택' } },
    },
  );
  if (taken.modifiedCount !== 1) throw new HttpError(409, UNIT_MESSAGES.taken);
  listingChanged();
  try {
    await UnitHold.create({
      _id: holdId,
      unitId: unit._id,
      name: who.name,
      phone: who.phone,
      active: true,
      expiresAt,
      createdAt: now,
      purgeAt: new Date(now.getTime() + ctx.retentionDays * 86_400_000),
    });
  } catch (err) {
    // The same phone took another unit at the same moment (the unique index): this one goes back.
    await Unit.updateOne(
      { _id: unit._id, state: 'held', 'hold.id': holdId },
      { $set: { state: 'available', updatedAt: now }, $unset: { hold: 1 }, $addToSet: { history: { id: new Types.ObjectId(), from: 'held', to: 'available', by: 'system', at: now, reason: '같은 휴대폰 번호가 다른 세대를 먼저 선택' } } },
    );
    listingChanged();
    if ((err as { code?: number }).code === 11000) throw new HttpError(409, UNIT_MESSAGES.phoneHolds);
    throw err;
  }
  ctx.log.info({ unit: String(unit._id), hold: String(holdId) }, 'unit held');
  const url = bookingUrl(ctx.site);
  await queueHeldText(ctx, { holdId, name: who.name, phone: who.phone, unit: `${unit.dong}동 ${unit.ho}호`, expiresAt, url }).catch((err: unknown) =>
    ctx.log.error({ err, hold: String(holdId) }, 'could not queue the hold text'),
  );
  return { unitId: String(unit._id), expiresAt: expiresAt.toISOString(), bookingUrl: url };
}

/** The holder's informational text (AlimTalk, falling back to SMS): the unit, until when, the booking link (tagged as a text's). */
async function queueHeldText(ctx: HoldContext, h: { holdId: Types.ObjectId; name: string; phone: string; unit: string; expiresAt: Date; url: string }) {
  const until = new Date(h.expiresAt.getTime() + 9 * 3_600_000).toISOString().slice(11, 16);
  await ctx.outbox.enqueue({
    key: `${HELD_KIND}:${String(h.holdId)}`,
    kind: HELD_KIND,
    channel: 'sms',
    to: h.phone,
    ...informational('unit-held', { 단지명: ctx.site.projectName, 이름: h.name, 동호: h.unit, 마감시각: until, 예약링크: textLink(h.url, 'unit-held'), 상담전화: ctx.site.consultationPhone }),
    subject: `[${ctx.site.projectName}] 잔여세대 선택 안내`,
    priority: true,
    group: `unit-hold:${String(h.holdId)}`,
  });
}

/**
 * Holds past their time go back: their unit to `available` (only while it is still held by that
 * very hold), their phone free to choose again. A phone is freed only with its unit, or when no
 * unit carries its hold any more (a crash between a unit's release and its hold's end): never while
 * its unit is held, awaiting its contract or contracted, whatever the hold's own record says. The
 * unit document is the one truth a desk's move and the sweep both change conditionally, so their
 * order does not matter. Safe to run on every instance at once.
 */
export async function sweepHolds(now: Date): Promise<{ released: number }> {
  let released = 0;
  const expired = await Unit.find({ state: 'held', 'hold.expiresAt': { $lte: now } }, { hold: 1 }).limit(1000).lean<UnitDoc[]>();
  for (const u of expired) {
    const res = await Unit.updateOne(
      { _id: u._id, state: 'held', 'hold.id': u.hold!.id },
      { $set: { state: 'available', updatedAt: now }, $unset: { hold: 1, booking: 1 }, $addToSet: { history: { id: new Types.ObjectId(), from: 'held', to: 'available', by: 'system', at: now, reason: '홀드 시간 만료' } } },
    );
    if (!res.modifiedCount) continue; // the desk moved it first: its hold is the desk's to settle
    released++;
    listingChanged();
    await UnitHold.updateOne({ _id: u.hold!.id, active: true }, { $set: { active: false, endedAt: now } });
  }
  await freeOrphanedHolds(now);
  return { released };
}

/** Active holds past their time that no unit carries any more: their phones are free again. */
async function freeOrphanedHolds(now: Date): Promise<void> {
  const due = await UnitHold.find({ active: true, expiresAt: { $lte: now } }, { _id: 1 }).limit(1000).lean();
  if (!due.length) return;
  // A unit takes its hold id before the hold is stored, so a hold read here cannot gain a unit later.
  const carried = await Unit.find({ 'hold.id': { $in: due.map((h) => h._id) } }, { 'hold.id': 1 }).lean<UnitDoc[]>();
  const kept = new Set(carried.map((u) => String(u.hold!.id)));
  const orphans = due.filter((h) => !kept.has(String(h._id))).map((h) => h._id);
  if (orphans.length) await UnitHold.updateMany({ _id: { $in: orphans }, active: true }, { $set: { active: false, endedAt: now } });
}

/** How often each instance sweeps: an expired hold is back within this (well under a minute). */
export const SWEEP_MS = 15_000;

export function startSweeping(now: () => Date, log: Logger, ready: () => boolean): () => void {
  const timer = setInterval(() => {
    if (!ready()) return;
    sweepHolds(now())
      .then((r) => r.released && log.info(r, 'expired unit holds released'))
      .catch((err: unknown) => log.error({ err }, 'unit hold sweep failed'));
  }, SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
