/**
 * The winners' desk: who may book documents and contract visits (a listed 당첨 row, or a reserve
 * called up, not ruled ineligible, whose name and phone both match), where each person stands,
 * calling up reserves in list order, and one booking-link text per person and round.
 */
import { Types } from 'mongoose';
import type { SiteConfig } from '../../shared/site.config';
import { SLOT_KIND_LABELS, WINNER_MESSAGES, type AdminWinner, type WinnerSlotKind, type WinnerStepState } from '../../shared/winners';
import { HttpError } from '../http/errors';
import type { Outbox } from '../outbox/outbox';
import { informational } from '../outbox/templates';
import { Reservation } from '../visits/model';
import { winnerPageUrl } from '../visits/messages';
import { Winner, type WinnerDoc } from './model';
import { toCsv } from '../core/csv';
import { textLink } from '../../shared/channels';

/** Names as typed and as listed compare without spaces (홍 길동 = 홍길동). */
const sameName = (a: string, b: string) => a.replace(/\s+/g, '') === b.replace(/\s+/g, '');

const bookable = { ineligible: false, $or: [{ rank: 'winner' as const }, { rank: 'reserve' as const, promotedAt: { $ne: null } }] };

/**
 * The listed person a booking is for, or a 403 with one message whatever was wrong (unknown phone,
 * another name, a reserve not yet called, ruled ineligible): a stranger learns nothing about the list.
 */
export async function listedWinner(name: string, phone: string): Promise<WinnerDoc> {
  const rows = await Winner.find({ phone, ...bookable }).lean<WinnerDoc[]>();
  const match = rows.find((w) => sameName(w.name, name));
  if (!match) throw new HttpError(403, WINNER_MESSAGES.notListed);
  return match;
}

function step(reservations: { kind?: string | null; status: string; date: string; start: string; code: string }[], kind: WinnerSlotKind) {
  const active = reservations.filter((r) => r.kind === kind && r.status !== 'cancelled');
  const r = active.at(-1);
  if (!r) return { state: 'none' as WinnerStepState };
  return { state: (r.status === 'booked' ? 'booked' : r.status) as WinnerStepState, at: `${r.date} ${r.start}`, code: r.code };
}

export async function listWinners(): Promise<AdminWinner[]> {
  // 당첨 first, then reserves in the order they are called up, per 주택형.
  const winners = (await Winner.find({}).sort({ unitType: 1, reserveOrder: 1, dong: 1, ho: 1 }).lean<WinnerDoc[]>()).sort(
    (a, b) => Number(a.rank === 'reserve') - Number(b.rank === 'reserve'),
  );
  const reservations = await Reservation.find({ winnerId: { $in: winners.map((w) => w._id) } }, { winnerId: 1, kind: 1, status: 1, date: 1, start: 1, code: 1, createdAt: 1 })
    .sort({ createdAt: 1 })
    .lean();
  return winners.map((w) => {
    const mine = reservations.filter((r) => String(r.winnerId) === String(w._id));
    return {
      id: String(w._id),
      name: w.name,
      phone: w.phone,
      unitType: w.unitType,
      ...(w.dong && w.ho ? { dong: w.dong, ho: w.ho } : {}),
      rank: w.rank,
      reserveOrder: w.reserveOrder ?? undefined,
      ineligible: w.ineligible,
      promotedAt: w.promotedAt?.toISOString(),
      canBook: !w.ineligible && (w.rank === 'winner' || !!w.promotedAt),
      documents: step(mine, 'documents'),
      contract: step(mine, 'contract'),
      notifiedAt: w.notifiedAt?.toISOString(),
    };
  });
}

/** 부적격: the person can no longer book (existing bookings stay for the desk to cancel). Undoable. */
export async function setIneligible(id: string, ineligible: boolean, now: Date) {
  if (!Types.ObjectId.isValid(id)) throw new HttpError(404, WINNER_MESSAGES.notFound);
  const res = await Winner.updateOne({ _id: id }, ineligible ? { $set: { ineligible: true, ineligibleAt: now } } : { $set: { ineligible: false }, $unset: { ineligibleAt: 1 } });
  if (res.matchedCount !== 1) throw new HttpError(404, WINNER_MESSAGES.notFound);
}

/**
 * Gives a called-up reserve its unit (동·호), drawn at the reserves' 동호 추첨 after the list came in.
 * A unit held by anyone not ruled ineligible is refused: a 부적격 winner's unit is the one to give.
 * May be given again (a correction).
 */
export async function assignUnit(id: string, unit: { dong: string; ho: string }, now: Date): Promise<WinnerDoc> {
  if (!Types.ObjectId.isValid(id)) throw new HttpError(404, WINNER_MESSAGES.notFound);
  const w = await Winner.findById(id).lean<WinnerDoc>();
  if (!w) throw new HttpError(404, WINNER_MESSAGES.notFound);
  if (w.rank !== 'reserve' || !w.promotedAt) throw new HttpError(409, WINNER_MESSAGES.unitOnlyPromoted);
  if (w.ineligible) throw new HttpError(409, WINNER_MESSAGES.unitIneligible);
  const taken = await Winner.exists({ _id: { $ne: w._id }, dong: unit.dong, ho: unit.ho, ineligible: false });
  if (taken) throw new HttpError(409, WINNER_MESSAGES.unitTaken(`${unit.dong}동 ${unit.ho}호`));
  try {
    const updated = await Winner.findOneAndUpdate(
      { _id: w._id, rank: 'reserve', ineligible: false },
      { $set: { dong: unit.dong, ho: unit.ho, unitAssignedAt: now, updatedAt: now } },
      { returnDocument: 'after' },
    ).lean<WinnerDoc>();
    if (!updated) throw new HttpError(409, WINNER_MESSAGES.unitIneligible); // ruled ineligible meanwhile
    return updated;
  } catch (err) {
    // The same phone already holds this unit on another row (phone, 동, 호 is the list's key).
    if ((err as { code?: number }).code === 11000) throw new HttpError(409, WINNER_MESSAGES.unitTaken(`${unit.dong}동 ${unit.ho}호`));
    throw err;
  }
}

/** Calls up the first reserve of a 주택형 not yet called (list order); two managers at once call up two different people. */
export async function promoteNextReserve(unitType: string, now: Date): Promise<WinnerDoc> {
  const promoted = await Winner.findOneAndUpdate(
    { rank: 'reserve', unitType, promotedAt: null, ineligible: false },
    { $set: { promotedAt: now } },
    { sort: { reserveOrder: 1 }, returnDocument: 'after' },
  ).lean<WinnerDoc>();
  if (!promoted) throw new HttpError(409, WINNER_MESSAGES.noReserveLeft);
  return promoted;
}

/**
 * Queues the booking-link text to every person who may book and has no active booking of this
 * round's kind; keyed per person and round, so pressing again queues nothing for the same people.
 */
export async function notifyWinners(outbox: Outbox, site: SiteConfig, round: WinnerSlotKind, now: Date): Promise<{ queued: number }> {
  const winners = await Winner.find(bookable).lean<WinnerDoc[]>();
  const booked = new Set(
    (await Reservation.find({ winnerId: { $in: winners.map((w) => w._id) }, kind: round, status: { $ne: 'cancelled' } }, { winnerId: 1 }).lean()).map((r) => String(r.winnerId)),
  );
  let queued = 0;
  for (const w of winners) {
    if (booked.has(String(w._id))) continue;
    const message = informational('winner-notice', {
      단지명: site.projectName,
      이름: w.name,
      방문목적: SLOT_KIND_LABELS[round],
      예약링크: textLink(winnerPageUrl(site), 'winner-notice'),
      상담전화: site.consultationPhone,
    });
    const { created } = await outbox.enqueue({
      key: `winner-notice:${round}:${String(w._id)}`,
      kind: 'winner-notice',
      channel: 'sms',
      to: w.phone,
      ...message,
      subject: `[${site.projectName}] ${SLOT_KIND_LABELS[round]} 방문 예약 안내`,
      group: `winner:${String(w._id)}`,
    });
    if (created) {
      queued++;
      await Winner.updateOne({ _id: w._id }, { $addToSet: { notifiedRounds: round }, $set: { notifiedAt: now } });
    }
  }
  return { queued };
}

/** CSV with a UTF-8 BOM (Excel) of the list and where each person stands. */
export function winnersCsv(rows: AdminWinner[]): string {
  const header = ['이름', '연락처', '주택형', '동', '호', '구분', '예비순번', '부적격', '서류접수', '계약'];
  const label = (s: { state: string; at?: string }) => (s.state === 'none' ? '미예약' : `${s.state === 'booked' ? '예약' : s.state === 'visited' ? '완료' : '미방문'} ${s.at ?? ''}`.trim());
  const lines = rows.map((w) =>
    [w.name, w.phone, w.unitType, w.dong ?? '', w.ho ?? '', w.rank === 'winner' ? '당첨' : w.promotedAt ? '예비(당첨 전환)' : '예비', w.reserveOrder ? String(w.reserveOrder) : '', w.ineligible ? '부적격' : '', label(w.documents), label(w.contract)],
  );
  return toCsv(header, lines);
}
