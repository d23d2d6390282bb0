/**
 * Calls on a lead: each one is a history line with its outcome; the first moves a 신규 lead to
 * 상담완료 in the same write. A callback time asked for puts the lead on that day's list.
 */
import mongoose from 'mongoose';
import { z } from 'zod';
import { CALL_OUTCOMES, DESK_MESSAGES, NOTE_MAX, LEAD_DESK_MESSAGES, type CallOutcome } from '../../shared/leads';
import { changeLead, type Entry } from './status';

export const CallBody = z.object({
  outcome: z.enum(CALL_OUTCOMES, { error: DESK_MESSAGES.badOutcome }),
  note: z.string().trim().max(NOTE_MAX, LEAD_DESK_MESSAGES.noteLength).optional(),
  nextCallAt: z
    .string({ error: DESK_MESSAGES.badCallback })
    .refine((v) => !Number.isNaN(Date.parse(v)), DESK_MESSAGES.badCallback)
    .optional()
    .nullable(),
});
export type CallInput = z.infer<typeof CallBody>;

export interface RecordedCall {
  at: string;
  by: string;
  kind: 'call';
  outcome: CallOutcome;
  note?: string;
  nextCallAt?: string;
  status: string;
}

/** Records a call on a lead the caller may see (`scope`); null when it is not found. */
export async function recordCall(leadId: string, input: CallInput, by: string, at: Date, scope: Record<string, unknown> = {}): Promise<RecordedCall | null> {
  if (!mongoose.isObjectIdOrHexString(leadId)) return null;
  if (Object.keys(scope).length && !(await mongoose.model('Lead').exists({ _id: leadId, ...scope }))) return null;
  const next = input.nextCallAt ? new Date(input.nextCallAt) : undefined;
  let status = 'new';
  const res = await changeLead(leadId, (cur) => {
    const entries: Entry[] = [
      { at, by, kind: 'call', outcome: input.outcome, ...(input.note ? { text: input.note } : {}), ...(next ? { nextCallAt: next } : {}) },
    ];
    status = cur.status ?? 'new';
    if (status === 'new') {
      entries.push({ at, by, kind: 'status', from: 'new', to: 'contacted' });
      status = 'contacted';
    }
    return {
      set: { status, lastCallAt: at, ...(cur.firstCallAt ? {} : { firstCallAt: at }), ...(next ? { nextCallAt: next } : {}) },
      // A call without a new callback time settles the old one.
      ...(next ? {} : { unset: { nextCallAt: 1 as const } }),
      entries,
    };
  });
  if (!res.found) return null;
  return {
    at: at.toISOString(),
    by,
    kind: 'call',
    outcome: input.outcome,
    ...(input.note ? { note: input.note } : {}),
    ...(next ? { nextCallAt: next.toISOString() } : {}),
    status,
  };
}
