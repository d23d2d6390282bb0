/**
 * The public list of units as built at most a second ago: a page polling every few seconds, times
 * thousands, costs one query a second per instance. A change made on this instance drops it at
 * once (holds, desk changes, the sweep); one made on another instance shows within the second.
 */
import { createHash } from 'node:crypto';
import type { PublicUnits } from '../../shared/units';
import { publicUnits } from './service';
import { publicSale } from './sale';
import { listingChanges } from './listing-changes';

export const LISTING_MS = 1000;

let cached: { at: number; changes: number; value: Promise<{ body: string; etag: string }> } | undefined;

export function currentListing(): Promise<{ body: string; etag: string }> {
  if (cached && cached.changes === listingChanges() && Date.now() - cached.at < LISTING_MS) return cached.value;
  // No visible sale: no units either (the page is hidden and so is what it would show).
  const value = publicSale().then(async (sale) => {
    const units = sale.visible ? await publicUnits() : [];
    const body = JSON.stringify({ opensAt: sale.opensAt?.toISOString() ?? null, units } satisfies PublicUnits);
    return { body, etag: `W/"u-${createHash('sha256').update(body).digest('base64url').slice(0, 20)}"` };
  });
  const entry = { at: Date.now(), changes: listingChanges(), value };
  cached = entry;
  value.catch(() => {
    if (cached === entry) cached = undefined;
  });
  return value;
}
