/**
 * A number erased at its owner's request keeps exactly one trace: a keyed hash (HMAC-SHA256 under
 * the suppression key, SUPPRESSION_KEY: server/core/keys.ts) in `advertising_suppressions`, so it
 * is never sent advertising again although nothing else about it is kept. Without the key the hash
 * cannot be turned back into the number, even by trying every Korean mobile number. The key is its
 * own: rotating SESSION_SECRET forgets no opt-out.
 */
import mongoose, { Schema } from 'mongoose';
import { hmac, keyFor, keysFor } from '../core/keys';
import { phoneKey } from '../core/phone';

const suppressionSchema = new Schema(
  {
    _id: { type: String, required: true }, // the HMAC of the number's digits
    at: { type: Date, required: true },
  },
  { collection: 'advertising_suppressions', versionKey: false },
);
export const AdvertisingSuppression = mongoose.model('AdvertisingSuppression', suppressionSchema);

/** The keyed hash of a number in any spelling ('010-1234-5678' and '01012345678' are one number). */
export async function phoneHmac(phone: string): Promise<string> {
  return hmac(await keyFor('suppression'), phoneKey(phone)).toString('base64url');
}

/** The number's hashes under every key an opt-out may have been kept with (keys.ts: keysFor). */
const hashesUnder = (keys: Buffer[], phone: string) => keys.map((k) => hmac(k, phoneKey(phone)).toString('base64url'));

export async function suppress(phone: string, at: Date): Promise<void> {
  await AdvertisingSuppression.updateOne({ _id: await phoneHmac(phone) }, { $setOnInsert: { at } }, { upsert: true });
}

export async function isSuppressed(phone: string): Promise<boolean> {
  return !!(await AdvertisingSuppression.exists({ _id: { $in: hashesUnder(await keysFor('suppression'), phone) } }));
}

/** Which of these numbers may never get advertising again. */
export async function suppressedAmong(phones: string[]): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  const keys = await keysFor('suppression');
  const byHash = new Map<string, string>();
  for (const p of phones) for (const h of hashesUnder(keys, p)) byHash.set(h, p);
  const found = await AdvertisingSuppression.find({ _id: { $in: [...byHash.keys()] } }, { _id: 1 }).lean();
  return new Set(found.map((f) => byHash.get(String(f._id))!));
}
