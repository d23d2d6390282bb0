/**
 * 사전점검 and 입주: the elevator line a unit moves in by, the half-days, what to bring, and the
 * messages and views both sides read (server/movein/, client/pages/my/, the desk's pages).
 *
 * A line is data the desk enters on the slot, written as residents read it: '101동 1·2호 라인' is
 * 101동's units whose 호 ends in 01 or 02 (1203, 1502 …), the units one lift serves. The slot's
 * own name says which units it is for, so no table of lines is kept elsewhere (decision 0011a).
 */
import type { BookedPlace } from './visits';
import { groupDigits } from './korean-format';

export const LINE_EXAMPLE = '101동 1·2호 라인';
const LINE = /^\s*(\d{1,4})\s*동\s*(\d{1,2}(?:\s*[·,.ㆍ・]\s*\d{1,2})*)\s*호\s*(?:라인)?\s*$/;

export interface Line {
  dong: string;
  /** The 호's last two digits the lift serves (1 and 2 for 1·2호). */
  ends: number[];
  /** The canonical name: '101동 1·2호 라인'. */
  name: string;
}

/** '101동 1·2호 라인' (or '101동 1,2호') → its 동 and 호 endings; null if it does not read as a line. */
export function parseLine(raw: string): Line | null {
  const m = LINE.exec(raw);
  if (!m) return null;
  const ends = [...new Set(m[2]!.split(/[·,.ㆍ・]/).map((n) => Number(n.trim())))].filter((n) => n >= 1 && n <= 99).sort((a, b) => a - b);
  if (!ends.length) return null;
  return { dong: m[1]!, ends, name: `${m[1]}동 ${ends.join('·')}호 라인` };
}

/** Whether the unit 동·호 moves in by this line (1203호 → ends in 3; a 호 of one or two digits is its own ending). */
export function unitOnLine(line: string, dong: string, ho: string): boolean {
  const l = parseLine(line);
  const digits = ho.replace(/\D/g, '');
  return !!l && l.dong === dong && digits.length > 0 && l.ends.includes(Number(digits.slice(-2)));
}

export type HalfDay = '오전' | '오후';
/** A move-in slot's half-day: one starting before noon is 오전, else 오후. */
export const halfDayOf = (start: string): HalfDay => (start < '12:00' ? '오전' : '오후');
/** The half-days the desk opens when it names none: 09:00–13:00 and 14:00–18:00. */
export const MOVE_IN_DEFAULT_TIMES = ['09:00', '14:00'];
export const MOVE_IN_DEFAULT_MINUTES = 240;

/** What to bring to the 사전점검 (the confirmation and the reminder say it; /my lists it). */
export const INSPECTION_BRING = ['신분증', '계약서 또는 계약 세대를 확인할 수 있는 서류', '필기구와 메모지·스티커(하자 표시용)', '휴대폰(사진 촬영)', '대리인: 위임장과 계약자 인감증명서, 대리인 신분증'];

export const MOVE_IN_MESSAGES = {
  balanceUnpaid: '잔금 납부가 확인된 뒤 입주 예약을 하실 수 있습니다. 이미 납부하셨다면 확인까지 하루 이틀 걸릴 수 있으니, 급하시면 분양사무소로 문의해 주세요.',
  outsidePeriod: (from: string, to: string) => `입주지정기간(${from} ~ ${to}) 안의 날짜만 예약하실 수 있습니다.`,
  otherLine: (line: string) => `${line} 세대의 일정입니다. 계약하신 세대의 라인 일정에서 선택해 주세요.`,
  wrongKind: '사전점검 또는 입주 예약 시간을 선택해 주세요.',
  notFound: '예약을 찾을 수 없습니다.',
  passUnknown: '확인되지 않는 입주증 번호입니다. 번호를 다시 확인해 주세요.',
  keysUnpaid: '잔금 납부가 확인되지 않아 열쇠 지급을 기록할 수 없습니다. 분양사무소에 확인해 주세요.',
  /** 열쇠 지급 follows the 입주 정산서: refused while it has something left, unless the desk made an exception. */
  keysUnsettled: (left: number) => `입주 정산서에 분양대금 계좌로 납부하실 금액(${groupDigits(left)}원)이 남아 열쇠 지급을 기록할 수 없습니다. 정산을 마치시거나 분양사무소의 예외 승인이 필요합니다.`,
  keysGiven: (by: string, at: string) => `이미 열쇠를 지급한 세대입니다. (${at}, ${by})`,
  reason: '예외 사유를 적어 주세요. (예: 잔금 대출 실행 확인, 2027-11-02 입금 예정)',
} as const;

export interface MoveInPeriod {
  from: string;
  to: string;
}

/** A holder's 사전점검 or 입주 booking as /my shows it. */
export type BuyerBooking = BookedPlace & {
  /** Its day has passed (the business clock): /my shows what happened (방문 완료, 지난 예약), with no 변경 or 취소. */
  past?: boolean;
};

export interface BuyerSlot {
  id: string;
  date: string;
  start: string;
  end: string;
  remaining: number;
  capacity: number;
  /** 입주: the line and its half-day. */
  line?: string;
  half?: HalfDay;
}

/** GET /api/my/contracts/:id/move-in: the two sections of /my. */
export interface MyMoveInView {
  unit: string;
  inspection: { booking: BuyerBooking | null; slots: BuyerSlot[]; bring: string[] };
  movein: {
    period: MoveInPeriod | null;
    balancePaid: boolean;
    /** Booking is open to every holder in the 입주지정기간 (issue 66): always true now, kept for older pages. */
    allowed: boolean;
    /** 입주 정산서 today: what is left (0 or less: 완납) and whether the 입주증 is released (0, or the desk's exception). */
    settlement: { total: number; released: boolean };
    /** 열쇠 지급, once recorded: the Korean day the keys were handed over. */
    keysOn: string | null;
    line: string | null;
    booking: BuyerBooking | null;
    slots: BuyerSlot[];
    /** 입주증: once the 정산서 is settled (or excepted) and the keys may be handed over (from the period's first day); none after 열쇠 지급. */
    pass: { code: string; unit: string; names: string[] } | null;
  };
}

/** GET /api/admin/movein/calendar: per day and line, 오전/오후 filled of capacity. */
export interface MoveInCalendar {
  from: string;
  to: string;
  period: MoveInPeriod | null;
  lines: string[];
  days: { date: string; cells: { line: string; half: HalfDay; booked: number; capacity: number; closed: boolean }[] }[];
}

/** GET /api/admin/movein/day?date=: one 입주 day by line, then 동·호, each with its 계약자 and 연락처. */
export interface MoveInDay {
  date: string;
  lines: {
    line: string;
    halves: { half: HalfDay; start: string; end: string; booked: number; capacity: number }[];
    rows: {
      code: string;
      unit: string;
      names: string[];
      phone: string;
      half: HalfDay;
      start: string;
      end: string;
      /** 정산 today: what the 입주 정산서 leaves for the sale's account (0: 완납; the 관리비 예치금 is the office's), and whether released by the desk's exception. */
      left?: number;
      exception?: boolean;
      /** 열쇠 지급, once recorded (ISO). */
      keysAt?: string | null;
      /** 하자 접수 not yet closed. */
      openDefects?: number;
    }[];
  }[];
}

/** GET /api/admin/movein/check-in: the 사전점검 entrance list for one day (and 동). */
export interface CheckInRow {
  code: string;
  unit: string;
  name: string;
  party: number;
  status: string;
}
export interface CheckInSlot {
  id: string;
  start: string;
  end: string;
  dong: string | null;
  rows: CheckInRow[];
}

/** What to bring on the move-in day. */
export const MOVE_IN_BRING = ['신분증', '입주증(계약자 페이지에서 확인)'];

type DeskIdentity = { email: string | null; role?: import('./permissions').Role | null };
/** /admin/movein: the period and the calendar of 14 days from `from`. */
export type AdminMoveInData = DeskIdentity & { from: string; calendar: MoveInCalendar | null; day?: MoveInDay | null };
/** /admin/movein/check-in: one day's 사전점검 entrance list (one 동 or all). */
export type AdminCheckInData = DeskIdentity & { date: string; dong: string | null; q: string; slots: CheckInSlot[] | null };
/** /admin/movein/pass: the 입주증 checked by its code. */
export type AdminPassData = DeskIdentity & { code: string; pass: PassCheck | null; error: string | null };
export interface PassCheck {
  code: string;
  unit: string;
  names: string[];
  balancePaid: boolean;
  /** What the 입주 정산서 leaves today, and whether the keys may be given (total 0, or the desk's exception). */
  settlementTotal: number;
  /** Of it, what is owed to the sale's account (the 관리비 예치금 left out): what holds the keys back. */
  owed: number;
  released: boolean;
  exception: string | null;
  /** 열쇠 지급, once recorded: who and when (ISO). */
  keys: KeyHandover | null;
  booking: { date: string; start: string; end: string; half: HalfDay } | null;
  /** The contract ended (해약): the pass is void and no keys are given. */
  ended?: { on: string };
}
/** GET /api/admin/movein/exceptions: the contracts the desk released without a settled 정산서, and why. */
export interface MoveInExceptionRow {
  contractId: string;
  unit: string;
  reason: string;
  by: string;
  at: string;
}

export interface KeyHandover {
  by: string;
  at: string;
}

/** An instant as the desk reads it in Korea time: '3월 20일 14:05'. */
export function keyTime(iso: string): string {
  const k = new Date(Date.parse(iso) + 9 * 3_600_000).toISOString();
  return `${Number(k.slice(5, 7))}월 ${Number(k.slice(8, 10))}일 ${k.slice(11, 16)}`;
}

/** '101동 902호' before '101동 1201호' before '102동 301호': 동, then 호, as numbers. */
export function byUnitNumber(a: string, b: string): number {
  const [x, y] = [a, b].map((u) => (u.match(/\d+/g) ?? []).map(Number));
  return (x![0] ?? 0) - (y![0] ?? 0) || (x![1] ?? 0) - (y![1] ?? 0) || a.localeCompare(b);
}

/** The entrance search: '1203', '101-1203', '101동 1203호' or part of a name. */
export function matchesSearch(unit: string, name: string, q?: string | null): boolean {
  const t = (q ?? '').trim();
  if (!t) return true;
  const digits = t.match(/\d+/g);
  if (!digits) return name.includes(t.replace(/\s+/g, ''));
  const nums: string[] = unit.match(/\d+/g) ?? [];
  return digits.length === 1 ? nums.includes(digits[0]!) : nums[0] === digits[0] && nums[1] === digits[1];
}
