/**
 * The text messages of a visit (informational only: no advertising wording, so no marketing
 * consent is needed). Each is one outbox message keyed `<kind>:<reservation or lead id>`.
 */
import type { SiteConfig } from '../../shared/site.config';
import { addDays, kstInstant, visitWhen } from '../../shared/visits';
import type { Outbox } from '../outbox/outbox';
import { createHash } from 'node:crypto';
import { MongoRateLimitStore } from '../rate-limit/store';
import { kstDay } from '../../shared/kst';

export const VISIT_KINDS = {
  confirmed: 'visit-confirmed',
  cancelled: 'visit-cancelled',
  reminder: 'visit-reminder',
  request: 'visit-request',
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
}

export const manageUrl = (site: SiteConfig, token: string) => `${site.siteUrl}/reservation/${token}`;

export function confirmedText(site: SiteConfig, r: ReservationFacts): string {
  return [
    `[${site.projectName}] 견본주택 방문 예약이 확정되었습니다.`,
    `일시: ${visitWhen(r.date, r.start)}`,
    `인원: ${r.party}명`,
    `예약번호: ${r.code}`,
    `주소: ${site.modelHouse.address}`,
    `예약 확인·취소: ${manageUrl(site, r.token)}`,
  ].join('\n');
}

export function cancelledText(site: SiteConfig, r: ReservationFacts): string {
  return [
    `[${site.projectName}] 견본주택 방문 예약이 취소되었습니다.`,
    `일시: ${visitWhen(r.date, r.start)}`,
    `예약번호: ${r.code}`,
    `다시 예약하시려면 홈페이지를 이용하시거나 ${site.consultationPhone}로 문의해 주세요.`,
  ].join('\n');
}

export function reminderText(site: SiteConfig, r: ReservationFacts): string {
  return [
    `[${site.projectName}] 내일 견본주택 방문 예약을 안내해 드립니다.`,
    `일시: ${visitWhen(r.date, r.start)}`,
    `인원: ${r.party}명`,
    `예약번호: ${r.code}`,
    `주소: ${site.modelHouse.address}`,
    `예약 확인·취소: ${manageUrl(site, r.token)}`,
  ].join('\n');
}

export function requestText(site: SiteConfig): string {
  return [
    `[${site.projectName}] 견본주택 방문 신청이 접수되었습니다.`,
    `주소: ${site.modelHouse.address}`,
    `운영시간: ${site.modelHouse.hours}`,
    `상담전화: ${site.consultationPhone}`,
  ].join('\n');
}

/** 10:00 Korea time on the day before the visit. */
export function reminderTime(date: string): Date {
  return kstInstant(addDays(date, -1), '10:00');
}

const group = (r: ReservationFacts) => `reservation:${String(r._id)}`;

/** Confirmation now, and the reminder at 10:00 the day before (unless that time has passed). */
export async function queueBooked(outbox: Outbox, site: SiteConfig, r: ReservationFacts) {
  const id = String(r._id);
  await outbox.enqueue({ key: `${VISIT_KINDS.confirmed}:${id}`, kind: VISIT_KINDS.confirmed, channel: 'sms', to: r.phone, text: confirmedText(site, r), subject: `[${site.projectName}] 방문 예약 확정`, group: group(r), visitor: true });
  const at = reminderTime(r.date);
  if (at > outbox.now()) {
    await outbox.enqueue({
      key: `${VISIT_KINDS.reminder}:${id}`,
      kind: VISIT_KINDS.reminder,
      channel: 'sms',
      to: r.phone,
      text: reminderText(site, r),
      subject: `[${site.projectName}] 방문 예약 안내`,
      notBefore: at,
      sendBefore: r.startsAt,
      group: group(r),
    });
  }
}

/** Unsent messages of the reservation are cancelled; the visitor is told it is cancelled. */
export async function queueCancelled(outbox: Outbox, site: SiteConfig, r: ReservationFacts, byVisitor = false) {
  await outbox.cancelGroup(group(r), 'reservation cancelled');
  await outbox.enqueue({ key: `${VISIT_KINDS.cancelled}:${String(r._id)}`, kind: VISIT_KINDS.cancelled, channel: 'sms', to: r.phone, text: cancelledText(site, r), subject: `[${site.projectName}] 방문 예약 취소`, visitor: byVisitor });
}

/** The address text of slotless visit requests: one per phone number per Korean day. */
const requestTexts = (outbox: Outbox) => new MongoRateLimitStore('visit-request-text:', 86_400_000, () => outbox.now().getTime());
const requestKey = (phone: string, at: Date) => `${kstDay(at)}:${createHash('sha256').update(`visit-request:${phone}`).digest('hex').slice(0, 32)}`;

/**
 * A visit request without a time (no slots open): the address and hours the page promises, at
 * most once a day per number (a place is taken first, so parallel requests send one).
 */
export async function visitRequested(outbox: Outbox, site: SiteConfig, lead: { _id: unknown; type: string; phone: string }) {
  if (lead.type !== 'visit' && lead.type !== 'customer') return;
  if ((await requestTexts(outbox).take(requestKey(lead.phone, outbox.now()))) > 1) return;
  await outbox.enqueue({
    key: `${VISIT_KINDS.request}:${String(lead._id)}`,
    kind: VISIT_KINDS.request,
    channel: 'sms',
    to: lead.phone,
    text: requestText(site),
    subject: `[${site.projectName}] 견본주택 안내`,
    visitor: true,
  });
}
