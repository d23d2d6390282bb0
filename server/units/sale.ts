/**
 * The first-come sale's settings (opening, admission rate, hold length, public page shown). Read
 * on every join, status and hold: an instance reads them at most once a second (a rush of arrivals
 * costs one query a second), a change saved here holds here at once and on other instances within
 * the second.
 */
import { Types } from 'mongoose';
import type { SaleChange, SaleSettings } from '../../shared/units';
import { UnitSale } from './model';
import { listingChanged } from './listing-changes';

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

/**
 * Saves the settings; a change is added to the sale's history (who, when, before and after) in the
 * same write, conditional on the settings read, so two desks saving at once each record what they replaced.
 */
export async function saveSale(sale: Sale, now: Date, by: string): Promise<Sale> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const doc = await UnitSale.findById('sale').lean<(Sale & { updatedAt: Date }) | null>();
    const before = doc ? saleView({ opensAt: doc.opensAt ?? null, admitPerMinute: doc.admitPerMinute, holdMinutes: doc.holdMinutes, visible: doc.visible }) : null;
    const after = saleView(sale);
    const changed = JSON.stringify(before) !== JSON.stringify(after);
    const update = { $set: { ...sale, updatedAt: now, updatedBy: by }, ...(changed ? { $addToSet: { history: { id: new Types.ObjectId(), by, at: now, from: before, to: after } } } : {}) };
    try {
      const res = await UnitSale.updateOne(doc ? { _id: 'sale', updatedAt: doc.updatedAt } : { _id: 'sale' }, update, { upsert: !doc });
      if (res.matchedCount + res.upsertedCount === 1) break;
    } catch (err) {
      if ((err as { code?: number }).code !== 11000) throw err; // two first saves at once: read again
    }
    if (attempt === 4) throw new Error('sale settings kept changing while being saved');
  }
  saleChanged();
  listingChanged();
  return sale;
}

/** The sale's recorded changes, oldest first. */
export async function saleHistory(): Promise<SaleChange[]> {
  const doc = await UnitSale.findById('sale', { history: 1 }).lean<{ history?: { by: string; at: Date; from: SaleSettings | null; to: SaleSettings }[] }>();
  return (doc?.history ?? []).map((h) => ({ by: h.by, at: h.at.toISOString(), from: h.from ?? null, to: h.to }));
}

export const saleView = (s: Sale): SaleSettings => ({ opensAt: s.opensAt?.toISOString() ?? null, admitPerMinute: s.admitPerMinute, holdMinutes: s.holdMinutes, visible: s.visible });
