/**
 * Nothing personal reaches a log line: URLs lose their secret path segments (manage, opt-out and
 * verification tokens become `:token`), in the path and in any query value that names such a page
 * (`?path=/reservation/<token>`, `?next=https://…/o/<token>`), and, on admin pages and APIs, their
 * query strings (searches by phone or name); free text (error messages) loses phone numbers and
 * e-mail addresses.
 */

/**
 * Path prefixes whose next segment is a secret token. Case-insensitive, as the router matches
 * (Express routes ignore case: '/R/<token>' reaches the same handler as '/r/<token>').
 */
const TOKEN_PATHS = [
  /^(\/reservation\/)[^/?#]+/i,
  // The advertising opt-out link (수신거부).
  /^(\/o\/)[^/?#]+/i,
  // The stop link of the 청약 일정 reminders.
  /^(\/r\/)[^/?#]+/i,
  /^(\/api\/visits\/manage\/)[^/?#]+/i,
  // A defect photo's signed link: the photo's id, its expiry and the signature (server/defects/photos.ts).
  /^(\/api\/defect-photos\/)[^/?#]+/i,
  // The desk marks a party by its reservation code (read aloud at the reception desk).
  /^(\/api\/admin\/visits\/reservations\/)[^/?#]+/i,
];
const ADMIN = /^\/(api\/)?admin(\/|\?|$)/i;
/** A query value naming a token page, as a path or a whole URL: its token goes like the path's. */
const TOKEN_VALUES = TOKEN_PATHS.map((re) => new RegExp(re.source.replace('^(', '^((?:[a-z][a-z0-9+.-]*:)?(?://[^/?#]*)?'), 'i'));
/** Query parameters that may carry personal data on any page. */
const PERSONAL_PARAMS = /^(phone|q|email|token|code|verificationToken|name)$/i;

export function scrubUrl(url: string | undefined): string {
  if (!url) return '';
  const q = url.indexOf('?');
  let path = q >= 0 ? url.slice(0, q) : url;
  let query = q >= 0 ? url.slice(q + 1) : '';
  for (const re of TOKEN_PATHS) path = path.replace(re, '$1:token');
  if (ADMIN.test(path + '/')) query = '';
  if (query) {
    const params = new URLSearchParams(query);
    for (const [key, value] of [...params]) {
      if (PERSONAL_PARAMS.test(key)) params.set(key, ':redacted');
      else if (TOKEN_VALUES.some((re) => re.test(value))) params.set(key, TOKEN_VALUES.reduce((v, re) => v.replace(re, '$1:token'), value));
    }
    query = params.toString();
  }
  return query ? `${path}?${query}` : path;
}

const PHONE = /(?<!\d)(\+?82[-\s.]?)?0?1[016789][-\s.]?\d{3,4}[-\s.]?\d{4}(?!\d)|(?<!\d)0\d{1,2}[-\s.]\d{3,4}[-\s.]\d{4}(?!\d)/g;
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;

/** Phone numbers and e-mail addresses in free text (error messages, stacks) become placeholders. */
export function scrubText(text: string): string {
  return text.replace(EMAIL, '[email]').replace(PHONE, '[phone]');
}

/** pino's error serializer, scrubbed: a database error may quote the key it rejected. */
export function scrubError(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const out: Record<string, unknown> = { type: err.name, message: scrubText(err.message) };
  if (err.stack) out.stack = scrubText(err.stack);
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'number' || typeof code === 'string') out.errorCode = code;
  return out;
}

/** Field names pino removes from every log object, at the top level and one level down. */
const SECRET_FIELDS = ['phone', 'email', 'token', 'code', 'verificationToken', 'manageUrl', 'password', 'text', 'name'];
export const REDACT_PATHS = [...SECRET_FIELDS, ...SECRET_FIELDS.map((f) => `*.${f}`), 'req.headers.cookie', 'req.headers.authorization'];
