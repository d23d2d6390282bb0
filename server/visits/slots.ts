/** Opening, listing and changing visit slots. Times are Korea time whatever the server's zone. */
import { z } from 'zod';
import { Types } from 'mongoose';
import { addDays, kstDay, kstInstant, type OpenSlot, type SlotDay } from '../../shared/visits';
import { VisitSlot } from './model';
import { HttpError } from '../http/errors';
import { SLOT_KINDS, type SlotKind } from '../../shared/winners';
import { LINE_EXAMPLE, MOVE_IN_DEFAULT_MINUTES, MOVE_IN_DEFAULT_TIMES, parseLine } from '../../shared/movein';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const realDay = (d: string) => DAY.test(d) && addDays(d, 0) === d;

const SlotFields = z.object({
  dates: z.array(z.string().refine(realDay, '날짜는 YYYY-MM-DD 형식으로 입력해 주세요.')).min(1, '날짜를 하나 이상 선택해 주세요.').max(62),
  times: z.array(z.string().regex(TIME, '시간은 HH:mm 형식으로 입력해 주세요.')).min(1, '시간을 하나 이상 입력해 주세요.').max(48).optional(),
  minutes: z.coerce.number().int().min(10, '시간 길이는 10~240분입니다.').max(240, '시간 길이는 10~240분입니다.').optional(),
  capacity: z.coerce.number().int().min(1, '정원은 1~100팀입니다.').max(100, '정원은 1~100팀입니다.'),
  kind: z.enum(SLOT_KINDS, { error: "kind는 'visit', 'documents', 'contract', 'options', 'loan', 'inspection', 'movein' 중 하나입니다." }).default('visit'),
  /** 중도금 대출 자서 or 사전점검 by 동: only that 동's contract holders may book the slot. */
  dong: z.string().trim().regex(/^\d{1,4}$/, '동은 숫자로 입력해 주세요. (예: 101)').optional().or(z.literal('').transform(() => undefined)),
  /** 입주 (and 사전점검, if the desk wishes) by elevator line ('101동 1·2호 라인'): only that line's units may book it. */
  line: z.string().trim().max(40).optional().or(z.literal('').transform(() => undefined)),
});

/** 입주 slots need their line and default to the two half-days; every other kind needs its times. */
export const NewSlots = SlotFields.superRefine((v, ctx) => {
  if (v.line !== undefined && !parseLine(v.line)) ctx.addIssue({ code: 'custom', path: ['line'], message: `라인은 '${LINE_EXAMPLE}'처럼 동과 호 끝자리로 입력해 주세요.` });
  if (v.kind === 'movein' && !v.line) ctx.addIssue({ code: 'custom', path: ['line'], message: `입주 일정은 엘리베이터 라인별로 엽니다. 라인을 '${LINE_EXAMPLE}'처럼 입력해 주세요.` });
  if (v.kind !== 'movein' && v.kind !== 'inspection' && v.line) ctx.addIssue({ code: 'custom', path: ['line'], message: '라인은 사전점검·입주 일정에만 정할 수 있습니다.' });
  if (v.kind !== 'movein' && !v.times) ctx.addIssue({ code: 'custom', path: ['times'], message: '시간을 하나 이상 입력해 주세요.' });
  if (v.kind !== 'movein' && v.minutes === undefined) ctx.addIssue({ code: 'custom', path: ['minutes'], message: '시간 길이는 10~240분입니다.' });
}).transform((v) => {
  const line = v.line ? parseLine(v.line)! : undefined;
  return {
    ...v,
    times: v.times ?? MOVE_IN_DEFAULT_TIMES,
    minutes: v.minutes ?? MOVE_IN_DEFAULT_MINUTES,
    line: line?.name,
    // An 입주 line is one 동's: its slots carry that 동 too, so a 동's lists find them.
    dong: v.dong ?? line?.dong,
  };
});

/** Slots of a kind; older slots without one are model-house visits. */
export const ofKind = (kind: SlotKind): { kind: SlotKind | { $in: ('visit' | null)[] } } => (kind === 'visit' ? { kind: { $in: ['visit', null] } } : { kind });

export const SlotChange = z
  .object({
    capacity: z.coerce.number().int().min(0, '정원은 0~100팀입니다.').max(100, '정원은 0~100팀입니다.').optional(),
    closed: z.boolean({ error: 'closed는 true 또는 false입니다.' }).optional(),
  })
  .refine((v) => v.capacity !== undefined || v.closed !== undefined, '바꿀 내용(capacity, closed)을 보내 주세요.');

function endOf(start: string, minutes: number): string {
  const [h, m] = start.split(':').map(Number);
  const total = h! * 60 + m! + minutes;
  return `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** Opens every date × time; a slot that already exists is left as it is. Returns how many were created. */
export async function createSlots(input: z.output<typeof NewSlots>, now: Date): Promise<number> {
  let created = 0;
  for (const date of new Set(input.dates)) {
    for (const start of new Set(input.times)) {
      try {
        await VisitSlot.create({
          date,
          start,
          end: endOf(start, input.minutes),
          startsAt: kstInstant(date, start),
          minutes: input.minutes,
          capacity: input.capacity,
          booked: 0,
          remaining: input.capacity,
          closed: false,
          kind: input.kind,
          ...(input.dong ? { dong: input.dong } : {}),
          ...(input.line ? { line: input.line } : {}),
          createdAt: now,
        });
        created++;
      } catch (err) {
        if ((err as { code?: number }).code !== 11000) throw err;
      }
    }
  }
  return created;
}

/** Changes capacity (never below what is booked) and/or closes or reopens a slot. */
export async function changeSlot(id: string, change: z.infer<typeof SlotChange>) {
  if (!Types.ObjectId.isValid(id)) throw new HttpError(404, '시간대를 찾을 수 없습니다.');
  // Optimistic: the update applies only if `booked` is still what was read (a booking may land in between).
  for (let attempt = 0; attempt < 5; attempt++) {
    const slot = await VisitSlot.findById(id).lean();
    if (!slot) throw new HttpError(404, '시간대를 찾을 수 없습니다.');
    const set: Record<string, unknown> = {};
    if (change.closed !== undefined) set.closed = change.closed;
    if (change.capacity !== undefined) {
      if (change.capacity < slot.booked) throw new HttpError(409, `이미 ${slot.booked}팀이 예약되어 정원을 ${slot.booked}팀보다 줄일 수 없습니다.`);
      set.capacity = change.capacity;
      set.remaining = change.capacity - slot.booked;
    }
    const res = await VisitSlot.updateOne({ _id: slot._id, booked: slot.booked }, { $set: set });
    if (res.matchedCount === 1) return;
  }
  throw new HttpError(409, '예약이 진행 중입니다. 잠시 후 다시 시도해 주세요.');
}

const view = (s: { _id: unknown; start: string; end: string; capacity: number; remaining: number }): OpenSlot => ({
  id: String(s._id),
  start: s.start,
  end: s.end,
  capacity: s.capacity,
  remaining: Math.max(0, s.remaining),
});

/** Open, future slots from `from` for `days` days, grouped by day (days without one are left out). */
export async function openSlots(now: Date, from = kstDay(now), days = 14, kind: SlotKind = 'visit', dong?: string): Promise<SlotDay[]> {
  const until = addDays(from, days - 1);
  // A slot for one 동 is listed to that 동's contract holders only (and to no public list).
  const forDong = { dong: dong ? { $in: [null, dong] } : null };
  const rows = await VisitSlot.find({ closed: false, date: { $gte: from, $lte: until }, startsAt: { $gt: now }, ...ofKind(kind), ...forDong })
    .sort({ startsAt: 1 })
    .lean();
  const byDay = new Map<string, OpenSlot[]>();
  for (const r of rows) byDay.set(r.date, [...(byDay.get(r.date) ?? []), view(r)]);
  return [...byDay].map(([date, slots]) => ({ date, slots }));
}
