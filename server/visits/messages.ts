/**
 * The text messages of a visit (informational only: no advertising wording, so no marketing
 * consent is needed). Each is one outbox message keyed `<kind>:<reservation or lead id>`.
 */
import type { SiteConfig } from '../../shared/site.config';
import { addDays, kstInstant, visitWhen } from '../../shared/visits';
import type { Outbox } from '../outbox/outbox';
import { informational } from '../outbox/templates';
import { SLOT_KIND_LABELS, isBuyerKind, isHolderKind, isMoveInKind, type SlotKind } from '../../shared/winners';
import { INSPECTION_BRING, MOVE_IN_BRING, halfDayOf } from '../../shared/movein';
import { pseudonym } from '../core/keys';
import { MongoRateLimitStore } from '../rate-limit/store';
import { kstDay } from '../../shared/kst';
import { textLink, type TextLinkKind } from '../../shared/channels';

export const VISIT_KINDS = {
  confirmed: 'visit-confirmed',
  cancelled: 'visit-cancelled',
  reminder: 'visit-reminder',
  request: 'visit-request',
  moved: 'visit-moved',
} as const;

interface ReservationFacts {
  _id: unknown;
  code: string;
  token: string;
  date: string;
  start: string;
  party: number;
  phone: string;
  startsAt: Date;
  /** Documents and contract visits (listed winners) have texts of their own. */
  kind?: SlotKind | null;
  /** A contract holder's booking: the unit ('101동 1203호'). */
  message?: string | null;
}

const forWinner = (r: ReservationFacts) => !!r.kind && r.kind !== 'visit';
/** The winners' page: what to bring, and where to book again. */
export const winnerPageUrl = (site: SiteConfig) => `${site.siteUrl}/winner`;

export const manageUrl = (site: SiteConfig, token: string) => `${site.siteUrl}/reservation/${token}`;

/** The variables a reservation's texts share. */
function reservationValues(site: SiteConfig, r: ReservationFacts) {
  return {
    단지명: site.projectName,
    일시: visitWhen(r.date, r.start),
    인원: r.party,
    예약번호: r.code,
    주소: site.modelHouse.address,
    예약관리링크: manageUrl(site, r.token),
  };
}

/**
 * The page listing what a winner brings, tagged with the text's kind so the visits it brings count as
 * 문자 under that campaign (decision 0035).
 */
/**
 * A contract holder's visit (옵션 계약, 자서) points to their own page, /my, instead: a 입주 booking's text
 * (which names the 입주증 to bring) to the pass itself (/my#pass), a 사전점검's to its section.
 */
const holderPage = (kind: ReservationFacts['kind']) => (kind === 'movein' ? '/my#pass' : kind === 'inspection' ? '/my#movein' : isHolderKind(kind) ? '/my#visits' : '/my');
const winnerGuideLink = (site: SiteConfig, kind: TextLinkKind, r?: ReservationFacts) => textLink(isBuyerKind(r?.kind) ? `${site.siteUrl}${holderPage(r?.kind)}` : winnerPageUrl(site), kind);

/** A winner's (or contract holder's) visit: the same facts, its purpose (서류접수, 계약, 자서 …) and the page listing what to bring. */
function winnerValues(site: SiteConfig, r: ReservationFacts, kind: TextLinkKind) {
  return { ...reservationValues(site, r), 방문목적: SLOT_KIND_LABELS[r.kind!], 안내링크: winnerGuideLink(site, kind, r) };
}

/** 사전점검 and 입주: the unit, the half-day or the party, and what to bring; the link is /my. */
function moveInValues(site: SiteConfig, r: ReservationFacts, kind: TextLinkKind) {
  const inspection = r.kind === 'inspection';
  return {
    단지명: site.projectName,
    방문목적: inspection ? `사전점검 (${r.party}명)` : `입주 (${halfDayOf(r.start)})`,
    세대: r.message || '-',
    일시: visitWhen(r.date, r.start),
    예약번호: r.code,
    준비물: (inspection ? INSPECTION_BRING : MOVE_IN_BRING).join(', '),
    안내링크: winnerGuideLink(site, kind, r),
  };
}

export const confirmedMessage = (site: SiteConfig, r: ReservationFacts) =>
  isMoveInKind(r.kind) ? informational('movein-visit-confirmed', moveInValues(site, r, 'winner-visit-confirmed')) :
  forWinner(r) ? informational('winner-visit-confirmed', winnerValues(site, r, 'winner-visit-confirmed')) : informational('visit-confirmed', reservationValues(site, r));
export const reminderMessage = (site: SiteConfig, r: ReservationFacts) =>
  isMoveInKind(r.kind) ? informational('movein-visit-reminder', moveInValues(site, r, 'winner-visit-reminder')) :
  forWinner(r) ? informational('winner-visit-reminder', winnerValues(site, r, 'winner-visit-reminder')) : informational('visit-reminder', reservationValues(site, r));

export function cancelledMessage(site: SiteConfig, r: ReservationFacts) {
  const values = { 단지명: site.projectName, 일시: visitWhen(r.date, r.start), 예약번호: r.code, 상담전화: site.consultationPhone };
  if (forWinner(r)) return informational('winner-visit-cancelled', { ...values, 방문목적: SLOT_KIND_LABELS[r.kind!], 안내링크: winnerGuideLink(site, 'winner-visit-cancelled', r) });
  return informational('visit-cancelled', values);
}

export function requestMessage(site: SiteConfig) {
  return informational('visit-request', { 단지명: site.projectName, 주소: site.modelHouse.address, 운영시간: site.modelHouse.hours, 상담전화: site.consultationPhone });
}

export const reminderText = (site: SiteConfig, r: ReservationFacts) => reminderMessage(site, r).text;

/** 10:00 Korea time on the day before the visit. */
export function reminderTime(date: string): Date {
  return kstInstant(addDays(date, -1), '10:00');
}

/**
 * Until when a reminder may still go: a model-house visit's up to the visit itself; a 사전점검 or 입주
 * reminder is given up at 21:00 the day before (never at night: the booking is on /my anyway).
 */
export function reminderDeadline(r: { kind?: SlotKind | null; date: string; startsAt: Date }): Date {
  return isMoveInKind(r.kind) ? kstInstant(addDays(r.date, -1), '21:00') : r.startsAt;
}

const group = (r: ReservationFacts) => `reservation:${String(r._id)}`;
/** '[단지명] 방문 예약 확정', or a winner's or holder's visit by its purpose ('[단지명] 서류접수 예약 안내'). */
const bookingSubject = (site: SiteConfig, r: ReservationFacts, what: '확정' | '안내' | '취소' | '변경') => `[${site.projectName}] ${forWinner(r) ? SLOT_KIND_LABELS[r.kind!] : '방문'} 예약 ${what}`;

/** The reminder at 10:00 the day before, in the reservation's group, unless that time has passed. */
async function queueReminder(outbox: Outbox, site: SiteConfig, r: ReservationFacts, key: string) {
  const at = reminderTime(r.date);
  if (at <= outbox.now()) return;
  await outbox.enqueue({
    key,
    kind: VISIT_KINDS.reminder,
    channel: 'sms',
    to: r.phone,
    ...reminderMessage(site, r),
    subject: bookingSubject(site, r, '안내'),
    notBefore: at,
    sendBefore: reminderDeadline(r),
    group: group(r),
  });
}

/** Confirmation now, and the reminder at 10:00 the day before (unless that time has passed). */
export async function queueBooked(outbox: Outbox, site: SiteConfig, r: ReservationFacts) {
  const id = String(r._id);
  await outbox.enqueue({ key: `${VISIT_KINDS.confirmed}:${id}`, kind: VISIT_KINDS.confirmed, channel: 'sms', to: r.phone, ...confirmedMessage(site, r), subject: bookingSubject(site, r, '확정'), group: group(r), visitor: true });
  await queueReminder(outbox, site, r, `${VISIT_KINDS.reminder}:${id}`);
}

/** Unsent messages of the reservation are cancelled; the visitor is told it is cancelled. */
export async function queueCancelled(outbox: Outbox, site: SiteConfig, r: ReservationFacts, byVisitor = false) {
  await outbox.cancelGroup(group(r), 'reservation cancelled');
  await outbox.enqueue({ key: `${VISIT_KINDS.cancelled}:${String(r._id)}`, kind: VISIT_KINDS.cancelled, channel: 'sms', to: r.phone, ...cancelledMessage(site, r), subject: bookingSubject(site, r, '취소'), visitor: byVisitor });
}

/** The address text of slotless visit requests: one per phone number per Korean day. */
/** Counter ids are `<prefix><Korean day>:<visitRequestPhoneId>` (erasure removes them by that id). */
export const VISIT_REQUEST_PREFIX = 'visit-request-text:';
/** The number's id in that counter: a keyed pseudonym (server/core/keys.ts), never the number. */
export const visitRequestPhoneId = (phone: string) => pseudonym(`visit-request:${phone}`);
const requestTexts = (outbox: Outbox) => new MongoRateLimitStore(VISIT_REQUEST_PREFIX, 86_400_000, () => outbox.now().getTime());
const requestKey = async (phone: string, at: Date) => `${kstDay(at)}:${await visitRequestPhoneId(phone)}`;

/**
 * A visit request without a time (no slots open): the address and hours the page promises, at
 * most once a day per number (a place is taken first, so parallel requests send one).
 */
export async function visitRequested(outbox: Outbox, site: SiteConfig, lead: { _id: unknown; type: string; phone: string }) {
  if (lead.type !== 'visit-request') return;
  if (!(await requestTexts(outbox).takeWithin(await requestKey(lead.phone, outbox.now()), 1))) return;
  await outbox.enqueue({
    key: `${VISIT_KINDS.request}:${String(lead._id)}`,
    kind: VISIT_KINDS.request,
    channel: 'sms',
    to: lead.phone,
    ...requestMessage(site),
    subject: `[${site.projectName}] 견본주택 안내`,
    visitor: true,
  });
}

export function movedMessage(site: SiteConfig, r: ReservationFacts) {
  const values = { 단지명: site.projectName, 일시: visitWhen(r.date, r.start), 인원: r.party, 예약번호: r.code, 예약관리링크: manageUrl(site, r.token) };
  if (forWinner(r)) return informational('winner-visit-moved', { ...values, 방문목적: SLOT_KIND_LABELS[r.kind!] });
  return informational('visit-moved', values);
}

/**
 * The reservation moved: its unsent reminder is cancelled, the visitor is texted the new time, and
 * the reminder for the new day is queued (keys carry the new time, so each move has its own).
 */
export async function queueMoved(outbox: Outbox, site: SiteConfig, r: ReservationFacts) {
  const id = String(r._id);
  // A move back to an earlier time gets its own keys (the earlier ones exist, cancelled).
  const when = `${r.date}T${r.start}:${outbox.now().getTime()}`;
  await outbox.cancelGroup(group(r), 'reservation moved');
  await outbox.enqueue({ key: `${VISIT_KINDS.moved}:${id}:${when}`, kind: VISIT_KINDS.moved, channel: 'sms', to: r.phone, ...movedMessage(site, r), subject: bookingSubject(site, r, '변경') });
  await queueReminder(outbox, site, r, `${VISIT_KINDS.reminder}:${id}:${when}`);
}

/**
 * The booking now belongs to the contract's new holder (명의변경): its unsent texts (to the former
 * holder) are withdrawn, the new holder is sent the confirmation with the booking's new manage link,
 * and the reminder is theirs (keys carry the moment, as a move's do).
 */
export async function queueHandedOver(outbox: Outbox, site: SiteConfig, r: ReservationFacts) {
  const id = String(r._id);
  const stamp = `holder:${outbox.now().getTime()}`;
  await outbox.cancelGroup(group(r), 'holder changed');
  await outbox.enqueue({ key: `${VISIT_KINDS.confirmed}:${id}:${stamp}`, kind: VISIT_KINDS.confirmed, channel: 'sms', to: r.phone, ...confirmedMessage(site, r), subject: bookingSubject(site, r, '확정'), group: group(r) });
  await queueReminder(outbox, site, r, `${VISIT_KINDS.reminder}:${id}:${stamp}`);
}
