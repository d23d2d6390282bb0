/** The lead payload, validated and normalised before anything is stored. */
import { z } from 'zod';
import { phoneField } from '../core/phone';
import { FORM_LEAD_TYPES, isVisitPage, LEAD_LIMITS, LEAD_MESSAGES, type FormLeadType } from '../../shared/leads';
import { siteConfig } from '../../shared/site.config';
import { SITE_SLUG } from '../../shared/routes';
import { FormConsentFields } from '../consent/form';

const M = LEAD_MESSAGES.fields;
// An empty (or missing) field says what to enter; a wrong one says what is wrong.
const E = LEAD_MESSAGES.empty;

// Checkbox values as browsers and JSON clients send them.
const consent = z.union([z.literal(true), z.literal(1), z.enum(['on', 'true', '1', 'yes', 'Y'])], { error: M.consent });

/**
 * Types the forms post. Pages cached from before the three types ('visit' from the home form,
 * 'customer' from both customer pages) are still accepted and read by the page they came from.
 */
const LEGACY_TYPES = ['visit', 'customer'] as const;

/** A form's type as stored: legacy 'customer' is a visit request on a site's visit page, else interest. */
export function formLeadType(type: FormLeadType | (typeof LEGACY_TYPES)[number], page: string | undefined, site: string | undefined): FormLeadType {
  if (type === 'visit') return 'visit-request';
  if (type === 'customer') return isVisitPage(page, site) ? 'visit-request' : 'interest';
  return type;
}


/** A unit type the person chose, by its label (84A …); unknown labels are refused. */
export const unitTypeField = z
  .string()
  .trim()
  .max(20)
  .refine((v) => v === '' || siteConfig.units.some((u) => u.label === v), { message: '관심 타입이 올바르지 않습니다.' })
  .transform((v) => (v ? v : undefined))
  .optional();

export const LeadInput = z.object({
  type: z.enum([...FORM_LEAD_TYPES, ...LEGACY_TYPES], { error: M.type }),
  unitType: unitTypeField,
  name: z.string({ error: E.name }).trim().min(1, E.name).max(LEAD_LIMITS.name, M.name),
  phone: phoneField({ missing: E.phone, invalid: M.phone }),
  message: z.string({ error: M.message }).max(LEAD_LIMITS.message, M.message).optional().default(''),
  consent,
  site: z.string({ error: M.site }).regex(SITE_SLUG, M.site).optional(),
  // Optional advertising consent (absent = not given); never required to register.
  ...FormConsentFields,
});

export type LeadInput = z.infer<typeof LeadInput>;
