/**
 * The 청약 schedule as visitors read it: which step is past, current and next in Korea time, the
 * D-day of the next one, and how a step's dates are written. Pure functions of the steps and a clock.
 */
import { addDays, kstDay } from './kst';
import type { ScheduleStep } from './site.config';

export type { ScheduleStep } from './site.config';

export type StepStatus = 'past' | 'current' | 'next' | 'upcoming';

/** A step with where it stands today. */
export interface TimelineStep extends ScheduleStep {
  status: StepStatus;
  /** 'D-3', 'D-DAY' (a step opening today) or undefined (past, running since earlier, or later than next). */
  dday?: string;
}

/** GET /api/schedule and the schedule page's data. */
export interface ScheduleView {
  items: ScheduleStep[];
  /** Korea-time day the statuses were computed for. */
  today: string;
  /** When staff last changed the schedule (ISO), absent while the defaults stand. */
  updatedAt?: string;
}

export const SCHEDULE_LIMITS = { steps: 30, label: 40, note: 200, url: 300 } as const;

export const SCHEDULE_MESSAGES = {
  invalid: '일정 내용을 확인해 주세요.',
  key: '일정 키는 영문 소문자·숫자·하이픈 1~40자로, 일정마다 달라야 합니다.',
  label: '일정 이름을 1~40자로 입력해 주세요.',
  date: '날짜를 YYYY-MM-DD 형식의 실제 날짜로 입력해 주세요. (예: 2026-12-08)',
  end: '종료일은 시작일과 같거나 그 이후여야 합니다.',
  time: '시간은 HH:MM 또는 HH:MM-HH:MM 형식으로 입력해 주세요. (예: 09:00-17:30)',
  where: '장소는 online(청약홈) 또는 model-house(견본주택) 중 하나여야 합니다.',
  url: '링크는 https:// 로 시작하는 주소여야 합니다.',
  note: '안내 문구는 200자 이내로 입력해 주세요.',
  items: '일정은 1~30개여야 합니다.',
  duplicate: '같은 일정 키가 두 번 이상 있습니다.',
} as const;

export const REMINDER_MESSAGES = {
  success: '청약 일정 알림 신청이 완료되었습니다. 각 일정 전날 오전 10시와 당일 오전 9시에 문자로 알려 드립니다.',
  invalid: '입력하신 내용을 확인해 주세요.',
  consent: '청약 일정 알림 수신에 동의해 주세요.',
  limited: '짧은 시간에 너무 많은 신청이 접수되었습니다. 잠시 후 다시 시도해 주세요.',
} as const;

/** The schedule's own note: dates follow the notice (입주자모집공고). */
export const SCHEDULE_NOTE = '일정은 입주자모집공고 기준이며 공고문이 우선합니다.';

/** The informational consent the reminder form asks for (a ledger scope of its own, not marketing). */
export const SCHEDULE_NOTICE = {
  version: 'schedule-2026-11',
  label: '청약 일정 알림 문자 수신 동의 (필수)',
  notice: [
    '목적: 청약 일정(특별공급, 1·2순위, 당첨자 발표, 계약 등) 알림 문자 발송',
    '항목: 이름, 연락처',
    '광고성 정보는 보내지 않습니다. 문자 속 링크로 언제든 해지하실 수 있습니다.',
  ],
} as const;

/** The schedule page's server data. */
export interface SchedulePageData {
  items: TimelineStep[];
  today: string;
  /** The outcome of a reminder form posted without JavaScript. */
  reminder?: 'ok' | 'invalid' | 'limited';
  fields?: string[];
}

export interface AdminScheduleData {
  email: string | null;
  items: ScheduleStep[];
  subscribers: number;
  changes: { at: string; by: string; changes: { key: string; kind: 'added' | 'changed' | 'removed' }[] }[];
  updatedAt: string | null;
}

export const lastDay = (s: ScheduleStep) => s.end ?? s.start;

/** Steps in date order, each marked past / current / next / upcoming for the Korean day of `now`. */
export function timeline(steps: ScheduleStep[], now: Date): TimelineStep[] {
  const today = kstDay(now);
  const sorted = [...steps].sort((a, b) => a.start.localeCompare(b.start) || lastDay(a).localeCompare(lastDay(b)));
  const nextIndex = sorted.findIndex((s) => s.start > today);
  return sorted.map((s, i) => {
    const status: StepStatus = lastDay(s) < today ? 'past' : s.start <= today ? 'current' : i === nextIndex ? 'next' : 'upcoming';
    const dday = status === 'next' ? ddayLabel(s.start, today) : status === 'current' && s.start === today ? 'D-DAY' : undefined;
    return { ...s, status, ...(dday ? { dday } : {}) };
  });
}

/** 'D-3' for a day three Korean days ahead of `today`, 'D-DAY' for today. */
export function ddayLabel(day: string, today: string): string {
  const days = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  return days === 0 ? 'D-DAY' : days > 0 ? `D-${days}` : `D+${-days}`;
}

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];
const weekday = (day: string) => WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]!;
const korean = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return `${y}년 ${m}월 ${d}일(${weekday(day)})`;
};

/** '2026년 12월 8일(화)' or '2026년 12월 19일(토) ~ 12월 23일(수)', with the hours when set. */
export function stepWhen(s: ScheduleStep): string {
  let text = korean(s.start);
  if (s.end && s.end !== s.start) {
    const [y, m, d] = s.end.split('-').map(Number);
    text += ` ~ ${y === Number(s.start.slice(0, 4)) ? '' : `${y}년 `}${m}월 ${d}일(${weekday(s.end)})`;
  }
  return s.time ? `${text} ${s.time.replace('-', '~')}` : text;
}

/** The hours of a step: opening and closing time, if any. */
export function stepHours(s: ScheduleStep): { from: string; to?: string } | undefined {
  if (!s.time) return undefined;
  const [from, to] = s.time.split('-') as [string, string | undefined];
  return { from, ...(to ? { to } : {}) };
}

/** schema.org dates: the day, or '2026-12-08T09:00:00+09:00' when the step has hours. */
export function eventDates(s: ScheduleStep): { startDate: string; endDate: string } {
  const hours = stepHours(s);
  const end = lastDay(s);
  if (!hours) return { startDate: s.start, endDate: end };
  return { startDate: `${s.start}T${hours.from}:00+09:00`, endDate: `${end}T${hours.to ?? hours.from}:00+09:00` };
}

export const WHERE_LABELS = { online: '온라인(청약홈)', 'model-house': '견본주택' } as const;

export { addDays, kstDay };
