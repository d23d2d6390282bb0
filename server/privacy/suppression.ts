/**
 * A number erased at its owner's request keeps exactly one trace: a keyed hash (HMAC-SHA256 with a
 * key derived from SESSION_SECRET, never stored in the database) in `advertising_suppressions`, so
 * it is never sent advertising again although nothing else about it is kept. Without the key the
 * hash cannot be turned back into the number, even by trying every Korean mobile number.
 */
import { createHmac } from 'node:crypto';
import mongoose, { Schema } from 'mongoose';

const suppressionSchema = new Schema(
  {
    _id: { type: String, required: true }, // the HMAC of the number's digits
    at: { type: Date, required: true },
  },
  { collection: 'advertising_suppressions', versionKey: false },
);
export const AdvertisingSuppression = mongoose.model('AdvertisingSuppression', suppressionSchema);

let key: Buffer | undefined;

/** Set once at start-up (createApp) from the session secret. */
export function setSuppressionKey(secret: string) {
  key = createHmac('sha256', secret).update('advertising-suppression').digest();
}

/** The keyed hash of a number in any spelling ('010-1234-5678' and '01012345678' are one number). */
export function phoneHmac(phone: string): string {
  if (!key) throw new Error('suppression key not set (setSuppressionKey)');
  return createHmac('sha256', key).update(phone.replace(/\D/g, '')).digest('base64url');
}

export async function suppress(phone: string, at: Date): Promise<void> {
  await AdvertisingSuppression.updateOne({ _id: phoneHmac(phone) }, { $setOnInsert: { at } }, { upsert: true });
}

export async function isSuppressed(phone: string): Promise<boolean> {
  return !!(await AdvertisingSuppression.exists({ _id: phoneHmac(phone) }));
}

/** Which of these numbers may never get advertising again. */
export async function suppressedAmong(phones: string[]): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  const byHash = new Map(phones.map((p) => [phoneHmac(p), p]));
  const found = await AdvertisingSuppression.find({ _id: { $in: [...byHash.keys()] } }, { _id: 1 }).lean();
  return new Set(found.map((f) => byHash.get(String(f._id))!));
}
