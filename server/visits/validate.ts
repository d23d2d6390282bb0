/** The booking payload: the lead's fields (same rules and messages) plus a slot and a party size. */
import { z } from 'zod';
import { LeadInput } from '../leads/validate';
import { PARTY_MAX, PARTY_MIN, VISIT_MESSAGES } from '../../shared/visits';
import { PUBLIC_SLOT_KINDS } from '../../shared/winners';

export const VisitInput = LeadInput.omit({ type: true }).extend({
  slotId: z.string({ error: VISIT_MESSAGES.fields.slotId }).regex(/^[0-9a-f]{24}$/i, VISIT_MESSAGES.fields.slotId),
  // Not chosen says so; a number out of range gives the range.
  party: z.unknown().transform((v, ctx) => {
    if (v === undefined || v === null || v === '') {
      ctx.addIssue({ code: 'custom', message: VISIT_MESSAGES.empty.party });
      return z.NEVER;
    }
    const n = Number(v);
    if (!Number.isInteger(n) || n < PARTY_MIN || n > PARTY_MAX) {
      ctx.addIssue({ code: 'custom', message: VISIT_MESSAGES.fields.party });
      return z.NEVER;
    }
    return n;
  }),
});

export const SlotQuery = z.object({
  site: z.string().regex(/^[a-z0-9-]{1,40}$/, '사이트 식별자가 올바르지 않습니다.').optional(),
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'from은 YYYY-MM-DD 형식입니다.').optional(),
  days: z.coerce.number().int().min(1, 'days는 1~31입니다.').max(31, 'days는 1~31입니다.').default(14),
  /** Model-house visits unless asked: a visit list never shows documents or contract slots. */
  kind: z.enum(PUBLIC_SLOT_KINDS, { error: "kind는 'visit', 'documents', 'contract' 중 하나입니다." }).default('visit'),
});
