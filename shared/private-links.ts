/**
 * Every address that carries a secret: whoever holds it can act on a booking, a consent, a photo, a
 * 입주증 or a place in the sale's queue. Each is written as its route pattern, `:token` standing for
 * the secret segment (always the last one named) and any other `:name` for a segment that is not
 * secret (a contract's id), so a secret after an id (`/api/my/contracts/:id/visits/:token`) is listed
 * like one after a fixed prefix. This list is the one both the log scrubber (server/http/log-scrub.ts)
 * and the beacons (client/beacon.ts, client/vitals.ts, server/core/page-path.ts) read, and their
 * tests are derived from it (tests/log-privacy.test.ts also checks that every route of server/ with
 * a code, token or ticket in its path is here): a new secret route is added here and nowhere else.
 * Visitor pages among them (a booking's page `/reservation/<token>`, the advertising opt-out
 * `/o/<token>`, the 청약 일정 reminders' stop link `/r/<token>`, a 납부확인서's check `/receipt/verify/<code>`) never leave the page as typed in a
 * request the site makes (beacons, lookups), nor reach a cookie or a stored lead: the page is named by
 * its route pattern instead. Case-insensitive, as Express routes are. The boot script imports this
 * file: keep it this small.
 */
export const PRIVATE_PAGES = ['/reservation/:token', '/o/:token', '/r/:token', '/receipt/verify/:token'] as const;

/** API addresses carrying a token or a code read aloud at a desk (logged with `:token` in its place). */
export const PRIVATE_APIS = [
  '/api/visits/manage/:token',
  // A defect photo's signed link: the photo's id, its expiry and the signature.
  '/api/defect-photos/:token',
  // Reservation and 입주 codes, read aloud at the reception desk or shown as the 입주증.
  '/api/admin/visits/reservations/:token',
  '/api/admin/movein/pass/:token',
  '/api/admin/movein/check-in/:token',
  // A holder's own 사전점검·입주 and 옵션 계약·자서 bookings, by their codes.
  '/api/my/bookings/:token',
  '/api/my/contracts/:id/visits/:token',
  // A signed place in the 잔여세대 sale's queue: whoever holds it may hold a unit in its turn.
  '/api/units/queue/:token',
] as const;

/** Every private address (marked pure: a browser bundle that only names pages drops the API list). */
export const PRIVATE_ADDRESSES: readonly string[] = /* @__PURE__ */ (PRIVATE_PAGES as readonly string[]).concat(PRIVATE_APIS);

/**
 * The patterns as one regular-expression alternation (no group of its own) matching each up to its
 * secret segment: `/api/my/contracts/:id/visits/:token` matches `/api/my/contracts/<id>/visits/`.
 */
export const patternAlternation = (patterns: readonly string[]) =>
  patterns
    .map((p) =>
      p
        .slice(0, p.lastIndexOf(':token'))
        .replace(/[/.]/g, '\\$&')
        .replace(/:\w+/g, '[^/?#]+'),
    )
    .join('|');

/** A private page: group 1 its address up to the secret, then the secret segment. */
export const TOKEN_PAGE = new RegExp(`^(${patternAlternation(PRIVATE_PAGES)})[^/?#]+`, 'i');

/** The page as it may be named to others: `/reservation/:token` for a private link, else as it is. */
export const publicPath = (pathname: string): string => pathname.replace(TOKEN_PAGE, '$1:token');
