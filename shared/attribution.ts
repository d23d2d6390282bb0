/** Campaign attribution shapes (first and latest touch), shared by the inbox API and the admin pages. */
export interface Touch {
  source: string;
  medium: string | null;
  campaign: string | null;
  term: string | null;
  content: string | null;
  /** Host of the external page the visitor came from, if any. */
  referrer: string | null;
  /** Path (without query) of the page the visitor landed on. */
  landing: string | null;
  /** ISO 8601 */
  at: string;
}

export interface Attribution {
  first: Touch | null;
  last: Touch | null;
}

/** Name of the first-party cookie that remembers the touches (named in the privacy page). */
export const ATTRIBUTION_COOKIE = 'haeon_src';
export const ATTRIBUTION_DAYS = 30;
