/**
 * Nothing personal reaches a log line: URLs lose their secret path segments (manage, opt-out and
 * verification tokens become `:token`), in the path and in any query value that names such a page
 * (`?path=/reservation/<token>`, `?next=https://…/o/<token>`), and, on admin pages and APIs, their
 * query strings (searches by phone or name); free text (error messages) loses phone numbers and
 * e-mail addresses.
 */
import { patternAlternation, PRIVATE_ADDRESSES } from '../../shared/private-links';

/**
 * Addresses up to their secret segment: the one list of patterns in shared/private-links.ts.
 * Case-insensitive, as the router matches ('/R/<token>' reaches the same handler as '/r/<token>').
 */
const PREFIXES = patternAlternation(PRIVATE_ADDRESSES);
const TOKEN_PATH = new RegExp(`^(${PREFIXES})[^/?#]+`, 'i');
const ADMIN = /^\/(api\/)?admin(\/|\?|$)/i;
/** A query value naming a token page, as a path or a whole URL: its token goes like the path's. */
const TOKEN_VALUE = new RegExp(`^((?:[a-z][a-z0-9+.-]*:)?(?://[^/?#]*)?(?:${PREFIXES}))[^/?#]+`, 'i');
/** Query parameters that may carry personal data on any page. */
const PERSONAL_PARAMS = /^(phone|q|email|token|code|verificationToken|name)$/i;

export function scrubUrl(url: string | undefined): string {
  if (!url) return '';
  const q = url.indexOf('?');
  let path = q >= 0 ? url.slice(0, q) : url;
  let query = q >= 0 ? url.slice(q + 1) : '';
  path = path.replace(TOKEN_PATH, '$1:token');
  if (ADMIN.test(path + '/')) query = '';
  if (query) {
    const params = new URLSearchParams(query);
    for (const [key, value] of [...params]) {
      if (PERSONAL_PARAMS.test(key)) params.set(key, ':redacted');
      else if (TOKEN_VALUE.test(value)) params.set(key, value.replace(TOKEN_VALUE, '$1:token'));
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
