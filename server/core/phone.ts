/**
 * Phone numbers on the server: one normaliser (any Korean spelling → '010-1234-5678', the only form
 * stored and compared), one zod field built on it, and the pure rules shared with the client.
 */
import { z } from 'zod';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { LEAD_MESSAGES } from '../../shared/leads';

export { isMobilePhone, looksLikeLandline, maskPhone } from '../../shared/phone';

const CALLABLE = new Set(['MOBILE', 'FIXED_LINE', 'FIXED_LINE_OR_MOBILE', 'VOIP']);

/** A Korean mobile or landline number in any common spelling → '010-1234-5678', or null. */
export function normalisePhone(raw: string): string | null {
  const n = parsePhoneNumberFromString(raw, 'KR');
  if (!n || n.country !== 'KR' || !n.isValid() || !CALLABLE.has(n.getType() ?? '')) return null;
  return n.formatNational();
}

/** The digits of a stored number: how leads of one person are found whatever the spelling was. */
export const phoneKey = (phone: string): string => phone.replace(/\D/g, '');

export const PHONE_INVALID: string = LEAD_MESSAGES.fields.phone;

/**
 * A phone field that stores the normalised number. `missing` answers an absent or empty value when
 * given (an empty value otherwise reads as `invalid`); `invalid` answers one that is not a number.
 */
export function phoneField({ missing, invalid = PHONE_INVALID }: { missing?: string; invalid?: string } = {}) {
  const base = z.string({ error: missing ?? invalid }).trim();
  return (missing ? base.min(1, missing) : base).max(40, invalid).transform((v, ctx) => {
    const phone = normalisePhone(v);
    if (!phone) ctx.addIssue({ code: 'custom', message: invalid });
    return phone ?? '';
  });
}
