/**
 * Every address whose segment after a prefix is a secret: whoever holds it can act on a booking, a
 * consent, a photo or a 입주증. This list is the one both the log scrubber (server/http/log-scrub.ts)
 * and the beacons (client/beacon.ts, client/vitals.ts, server/core/page-path.ts) read, and their
 * tests are derived from it: a new secret route is added here and nowhere else.
 * Visitor pages among them (a booking's page `/reservation/<token>`, the advertising opt-out
 * `/o/<token>`, the 청약 일정 reminders' stop link `/r/<token>`, a 납부확인서's check `/receipt/verify/<code>`) never leave the page as typed in a
 * request the site makes (beacons, lookups), nor reach a cookie or a stored lead: the page is named by
 * its route pattern instead. Case-insensitive, as Express routes are. The boot script imports this
 * file: keep it this small.
 */
export const PRIVATE_PAGE_PREFIXES = ['/reservation/', '/o/', '/r/', '/receipt/verify/'] as const;

/** API addresses carrying a token or a code read aloud at a desk (logged as `<prefix>:token`). */
export const PRIVATE_API_PREFIXES = [
  '/api/visits/manage/',
  // A defect photo's signed link: the photo's id, its expiry and the signature.
  '/api/defect-photos/',
  // Reservation and 입주 codes, read aloud at the reception desk or shown as the 입주증.
  '/api/admin/visits/reservations/',
  '/api/admin/movein/pass/',
  '/api/admin/movein/check-in/',
  '/api/my/bookings/',
] as const;

/** Every private prefix (marked pure: a browser bundle that only names pages drops the API list). */
export const PRIVATE_PREFIXES: readonly string[] = /* @__PURE__ */ (PRIVATE_PAGE_PREFIXES as readonly string[]).concat(PRIVATE_API_PREFIXES);

/** The prefixes as one regular-expression alternation (no group of its own). */
export const prefixAlternation = (prefixes: readonly string[]) => prefixes.map((p) => p.replace(/[/.]/g, '\\$&')).join('|');

/** A private page: group 1 its prefix, then the secret segment. */
export const TOKEN_PAGE = new RegExp(`^(${prefixAlternation(PRIVATE_PAGE_PREFIXES)})[^/?#]+`, 'i');

/** The page as it may be named to others: `/reservation/:token` for a private link, else as it is. */
export const publicPath = (pathname: string): string => pathname.replace(TOKEN_PAGE, '$1:token');
