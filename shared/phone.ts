/**
 * Korean phone rules both sides need (the form's landline hint, masks in pages and lists). Turning
 * any spelling into the stored '010-1234-5678' needs libphonenumber's metadata and stays on the
 * server (server/core/phone.ts), which re-exports these.
 */

/** The number's digits in national form ('+82 10-…' → '010…'). */
const nationalDigits = (phone: string) => phone.replace(/\D/g, '').replace(/^82(?=[1-9])/, '0');

/** A Korean mobile number (010/011/016/017/018/019), in any common spelling: the only kind a text goes to. */
export function isMobilePhone(phone: string): boolean {
  return /^01[016789]\d{7,8}$/.test(nationalDigits(phone));
}

/** A number typed in full that is not a mobile one (a landline or 070): it can be called, not texted. */
export function looksLikeLandline(phone: string): boolean {
  return /^0[2-9]\d{7,9}$/.test(nationalDigits(phone));
}

/** '010-1234-5678' → '010-****-5678': enough for a person to recognise their number, no more. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 8) return '****';
  const head = digits.startsWith('02') ? '02' : digits.slice(0, 3);
  return `${head}-****-${digits.slice(-4)}`;
}

/** The `tel:` form of a displayed phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}
