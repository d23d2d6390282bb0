/** The lead payload, validated and normalised before anything is stored. */
import { z } from 'zod';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { LEAD_LIMITS, LEAD_MESSAGES, LEAD_TYPES } from '../../shared/leads';
import { SITE_SLUG } from '../../shared/routes';
import { FormConsentFields } from '../consent/form';

const M = LEAD_MESSAGES.fields;
// An empty (or missing) field says what to enter; a wrong one says what is wrong.
const E = LEAD_MESSAGES.empty;
const CALLABLE = new Set(['MOBILE', 'FIXED_LINE', 'FIXED_LINE_OR_MOBILE', 'VOIP']);

/** A Korean mobile or landline number in any common spelling → '010-1234-5678', or null. */
export function normalisePhone(raw: string): string | null {
  const n = parsePhoneNumberFromString(raw, 'KR');
  if (!n || n.country !== 'KR' || !n.isValid() || !CALLABLE.has(n.getType() ?? '')) return null;
  return n.formatNational();
}

// Checkbox values as browsers and JSON clients send them.
const consent = z.union([z.literal(true), z.literal(1), z.enum(['on', 'true', '1', 'yes', 'Y'])], { error: M.consent });

export const LeadInput = z.object({
  type: z.enum(LEAD_TYPES, { error: M.type }),
  name: z.string({ error: E.name }).trim().min(1, E.name).max(LEAD_LIMITS.name, M.name),
  phone: z
    .string({ error: E.phone })
    .trim()
    .min(1, E.phone)
    .max(40, M.phone)
    .transform((v, ctx) => {
      const phone = normalisePhone(v);
      if (!phone) ctx.addIssue({ code: 'custom', message: M.phone });
      return phone ?? '';
    }),
  message: z.string({ error: M.message }).max(LEAD_LIMITS.message, M.message).optional().default(''),
  consent,
  site: z.string({ error: M.site }).regex(SITE_SLUG, M.site).optional(),
  // Optional advertising consent (absent = not given); never required to register.
  ...FormConsentFields,
});

export type LeadInput = z.infer<typeof LeadInput>;
