/**
 * The signal that the public list of units is out of date on this instance: whatever changes a
 * unit or the sale (holds, desk changes, uploads, the sale settings) calls listingChanged(), and
 * the list (listing.ts) builds afresh when the count has moved. Apart from the list itself, so the
 * writers do not depend on what reads them.
 */
let changes = 0;

/** A unit or the sale changed here: the next reader builds the list afresh. */
export function listingChanged(): void {
  changes += 1;
}

/** How many changes this instance has seen; the list compares it with the count it was built at. */
export function listingChanges(): number {
  return changes;
}
