/** Model-house visit reservations: statuses, limits, Korea-time dates and the messages visitors read. */
export const RESERVATION_STATUSES = ['booked', 'visited', 'no-show', 'cancelled'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export const RESERVATION_STATUS_LABELS: Record<ReservationStatus, string> = {
  booked: '예약',
  visited: '방문',
  'no-show': '미방문',
  cancelled: '취소',
};

export const PARTY_MIN = 1;
export const PARTY_MAX = 4;
/** How far ahead visitors can choose a date. */
export const VISIT_DAYS_AHEAD = 14;

export const VISIT_MESSAGES = {
  booked: '견본주택 방문 예약이 확정되었습니다.',
  /** A booking held back for a check (quarantine): taken in, confirmed by text once the desk has looked. */
  received: '예약 신청이 접수되었습니다. 확인 후 문자로 안내해 드립니다.',
  full: '선택하신 시간은 예약이 마감되었습니다. 다른 시간을 선택해 주세요.',
  closed: '선택하신 시간은 예약을 받지 않습니다. 다른 시간을 선택해 주세요.',
  past: '이미 지난 시간은 예약할 수 없습니다. 다른 시간을 선택해 주세요.',
  duplicate: (time: string) => `같은 날 ${time}에 이미 예약하셨습니다. 시간을 바꾸시려면 기존 예약을 취소한 뒤 다시 예약해 주세요.`,
  duplicateSameDay: '같은 날 이미 예약하셨습니다. 시간을 바꾸시려면 기존 예약을 취소한 뒤 다시 예약해 주세요.',
  busy: '예약을 처리하는 중입니다. 잠시 후 다시 시도해 주세요.',
  /** A booking posted again by someone other than its sender: never its link. */
  alreadyBooked: '이미 접수된 예약입니다. 예약 확인 링크는 문자 메시지로 보내 드렸습니다.',
  cancelled: '방문 예약이 취소되었습니다.',
  moved: '방문 예약 시간이 변경되었습니다. 변경된 시간을 문자로 보내 드렸습니다.',
  cancelPast: '이미 지난 예약은 취소할 수 없습니다.',
  alreadyCancelled: '이미 취소된 예약입니다.',
  notFound: '예약 정보를 찾을 수 없습니다. 문자로 받으신 링크를 다시 확인해 주세요.',
  empty: {
    party: '방문 인원을 선택해 주세요.',
  },
  fields: {
    slotId: '방문 시간을 선택해 주세요.',
    party: `방문 인원을 ${PARTY_MIN}~${PARTY_MAX}명으로 선택해 주세요.`,
  },
} as const;

export interface OpenSlot {
  id: string;
  start: string;
  end: string;
  capacity: number;
  remaining: number;
}

export interface SlotDay {
  date: string;
  slots: OpenSlot[];
}

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

// Korea-time calendar days, shared with the lead desk.
export { kstDay, addDays } from './kst';

/** The instant of a Korea-time date and HH:mm. */
export function kstInstant(day: string, time: string): Date {
  return new Date(`${day}T${time}:00+09:00`);
}

export function weekdayOf(day: string): string {
  return WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]!;
}

/** '5월 2일(토)' */
export function shortDay(day: string): string {
  const [, m, d] = day.split('-').map(Number);
  return `${m}월 ${d}일(${weekdayOf(day)})`;
}

/** '2026년 5월 2일(토) 10:30' */
export function visitWhen(day: string, start: string): string {
  return `${Number(day.slice(0, 4))}년 ${shortDay(day)} ${start}`;
}

/** Where and when a booking is, as every view of one starts: its number, day, hours, party and state. */
export interface BookedPlace<S extends string = string> {
  code: string;
  date: string;
  start: string;
  end: string;
  party: number;
  status: S;
}

/** Those fields of a stored reservation and nothing more of it (never its phone or token). */
export const bookedPlace = <S extends string>(r: BookedPlace<S>): BookedPlace<S> => ({ code: r.code, date: r.date, start: r.start, end: r.end, party: r.party, status: r.status });

/** A reservation as the visitor's manage page shows it. */
export interface ReservationView extends BookedPlace<ReservationStatus> {
  /** The slot has started: no cancelling. */
  past: boolean;
}
