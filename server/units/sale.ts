/**
 * The first-come sale's settings (opening, admission rate, hold length, public page shown). Read
 * on every join, status and hold: an instance reads them at most once a second (a rush of arrivals
 * costs one query a second), a change saved here holds here at once and on other instances within
 * the second.
 */
import type { SaleSettings } from '../../shared/units';
import { UnitSale } from './model';
import { listingChanged } from './listing';

export interface Sale {
  opensAt: Date | null;
  admitPerMinute: number;
  holdMinutes: number;
  visible: boolean;
}

export const DEFAULT_SALE: Sale = { opensAt: null, admitPerMinute: 100, holdMinutes: 30, visible: false };

const FRESH_MS = 1000;
let cached: { at: number; value: Promise<Sale> } | undefined;

export function currentSale(): Promise<Sale> {
  if (cached && Date.now() - cached.at < FRESH_MS) return cached.value;
  const value = UnitSale.findById('sale')
    .lean<Sale & { _id: string }>()
    .then((doc) => (doc ? { opensAt: doc.opensAt ?? null, admitPerMinute: doc.admitPerMinute, holdMinutes: doc.holdMinutes, visible: doc.visible } : DEFAULT_SALE));
  const entry = { at: Date.now(), value };
  cached = entry;
  value.catch(() => {
    if (cached === entry) cached = undefined;
  });
  return value;
}

/**
 * The sale as the public side sees it: while it is not visible, there is none (no opening), so the
 * list, the line, a ticket's status and a hold answer exactly as when no sale was ever set up.
 */
export async function publicSale(): Promise<Sale> {
  const sale = await currentSale();
  return sale.visible ? sale : DEFAULT_SALE;
}

/** Read afresh next time (tests that write the settings straight into the database call it too). */
export function saleChanged(): void {
  cached = undefined;
}

export async function saveSale(sale: Sale, now: Date, by: string): Promise<Sale> {
  await UnitSale.updateOne({ _id: 'sale' }, { $set: { ...sale, updatedAt: now, updatedBy: by } }, { upsert: true });
  saleChanged();
  listingChanged();
  return sale;
}

export const saleView = (s: Sale): SaleSettings => ({ opensAt: s.opensAt?.toISOString() ?? null, admitPerMinute: s.admitPerMinute, holdMinutes: s.holdMinutes, visible: s.visible });
