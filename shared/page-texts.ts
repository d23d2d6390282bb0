/** The record of what each visitor page said and when, as the desk reads it (decision 0013a). */

/** One version of a page's text: published from `firstSeen` until the next version's `firstSeen`. */
export interface PageTextVersion {
  seq: number;
  /** SHA-256 of the text (hex). */
  hash: string;
  text: string;
  /** ISO times: the first start that served it, and the last start that still did. */
  firstSeen: string;
  lastSeen: string;
}
