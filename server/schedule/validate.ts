/** PUT /api/admin/schedule's body, validated before anything is stored: Korean messages per field. */
import { z } from 'zod';
import { isDay } from '../../shared/kst';
import { SCHEDULE_LIMITS as L, SCHEDULE_MESSAGES as M, type ScheduleStep } from '../../shared/schedule';

/** Other spellings staff or scripts use for the two places. */
const WHERE_ALIASES: Record<string, 'online' | 'model-house'> = {
  온라인: 'online',
  청약홈: 'online',
  modelhouse: 'model-house',
  model_house: 'model-house',
  'model house': 'model-house',
  견본주택: 'model-house',
  모델하우스: 'model-house',
};

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const day = z.string({ error: M.date }).trim().refine(isDay, M.date);

const Step = z
  .object({
    key: z.string({ error: M.key }).trim().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, M.key),
    label: z.string({ error: M.label }).trim().min(1, M.label).max(L.label, M.label),
    start: day,
    end: optional(day),
    time: optional(z.string({ error: M.time }).trim().transform((t) => t.replace(/\s*[~～〜]\s*|\s+-\s+/g, '-')).pipe(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(-([01]\d|2[0-3]):[0-5]\d)?$/, M.time))),
    where: optional(z.preprocess((v) => (typeof v === 'string' ? (WHERE_ALIASES[v.trim().toLowerCase()] ?? v) : v), z.enum(['online', 'model-house'], { error: M.where }))),
    url: optional(z.string({ error: M.url }).trim().max(L.url, M.url).regex(/^https:\/\/[^\s]+$/, M.url)),
    note: optional(z.string({ error: M.note }).trim().max(L.note, M.note)),
  })
  .refine((s) => !s.end || s.end >= s.start, { message: M.end, path: ['end'] })
  .refine((s) => !s.time || !s.time.includes('-') || s.time.slice(6) > s.time.slice(0, 5), { message: M.time, path: ['time'] });

export const ScheduleInput = z.object({
  items: z
    .array(Step, { error: M.items })
    .min(1, M.items)
    .max(L.steps, M.items)
    .refine((items) => new Set(items.map((s) => s.key)).size === items.length, M.duplicate),
});

/** A step with only the fields that are set (stored and compared in this form). */
export function cleanStep(s: ScheduleStep): ScheduleStep {
  const out: ScheduleStep = { key: s.key, label: s.label, start: s.start };
  for (const f of ['end', 'time', 'where', 'url', 'note'] as const) if (s[f] !== undefined && s[f] !== null) (out as unknown as Record<string, unknown>)[f] = s[f];
  return out;
}

/** The first problem as a message naming the step, e.g. '2번째 일정: 날짜를 …'. */
export function firstProblem(error: z.ZodError): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const [top, index, field] = issue.path;
    const name = top === 'items' && typeof index === 'number' ? `items.${index}${field !== undefined ? `.${String(field)}` : ''}` : String(top ?? 'items');
    fields[name] ??= issue.message;
  }
  const issue = error.issues[0]!;
  const index = issue.path[1];
  const message = typeof index === 'number' ? `${index + 1}번째 일정: ${issue.message}` : issue.message;
  return { message, fields };
}
