/**
 * Visitor pages whose address is a secret: a booking's page (`/reservation/<token>`), the advertising
 * opt-out (`/o/<token>`) and the 청약 일정 reminders' stop link (`/r/<token>`). Whoever holds the
 * address can act on the booking or the consent, so the address as typed never leaves the page in a
 * request the site makes (beacons, lookups), never reaches a log line, a cookie or a stored lead: the
 * page is named by its route pattern instead. Case-insensitive, as Express routes are. Both sides use
 * it (the boot script imports it: keep it this small).
 */
export const TOKEN_PAGE = /^(\/(?:reservation|o|r)\/)[^/?#]+/i;

/** The page as it may be named to others: `/reservation/:token` for a private link, else as it is. */
export const publicPath = (pathname: string): string => pathname.replace(TOKEN_PAGE, '$1:token');
