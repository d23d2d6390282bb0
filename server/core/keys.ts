/**
 * One key per purpose, each from its own setting, so that rotating SESSION_SECRET (the first thing
 * to do after a leak) changes sessions and nothing else: erased numbers stay refused, verification
 * codes stay checkable, counters and the access record's pseudonyms stay the same.
 *
 * A purpose whose setting is unset uses a key generated once and stored in the database
 * (`purpose_keys`), so every instance agrees. The stored key of a purpose that used to be derived
 * from the session secret (suppression, verification) is that old derivation, taken at the first
 * start of this version: what was hashed before keeps matching. Settings win over stored keys; set
 * them in production so a copy of the database holds no key (README: "Keys").
 */
import { createHmac, randomBytes } from 'node:crypto';
import mongoose, { Schema } from 'mongoose';

export const KEY_PURPOSES = ['suppression', 'verification', 'pseudonyms', 'forms', 'queue', 'links'] as const;
export type KeyPurpose = (typeof KEY_PURPOSES)[number];

/** The setting each purpose reads (validated in config.server.ts, documented in the README). */
export const KEY_SETTINGS = {
  suppression: 'SUPPRESSION_KEY',
  verification: 'VERIFICATION_KEY',
  pseudonyms: 'PSEUDONYM_KEY',
  forms: 'FORM_KEY',
  queue: 'QUEUE_KEY',
  links: 'LINK_KEY',
} as const satisfies Record<KeyPurpose, string>;

export type KeySettings = Partial<Record<KeyPurpose, string>>;

/** Each purpose's derivation label: a setting (or the old session secret) is turned into the key with it. */
const LABELS: Record<KeyPurpose, string> = {
  // The labels the session-secret derivations used before this module: the same input gives the same key.
  suppression: 'advertising-suppression',
  verification: 'phone-verification/v1',
  pseudonyms: 'pseudonyms/v1',
  forms: 'forms/v1',
  queue: 'unit-queue/v1',
  // Short-lived signed links to private files (defect photos).
  links: 'private-links/v1',
};
/** Purposes whose keys were derived from the session secret before: their first stored key is that derivation. */
const LEGACY: ReadonlySet<KeyPurpose> = new Set(['suppression', 'verification']);

const derive = (material: string, purpose: KeyPurpose) => createHmac('sha256', material).update(LABELS[purpose]).digest();

const keySchema = new Schema(
  {
    _id: { type: String, required: true }, // the purpose
    key: { type: String, required: true }, // base64url, 32 bytes
    createdAt: { type: Date, required: true },
  },
  { collection: 'purpose_keys', versionKey: false },
);
export const PurposeKey = mongoose.model('PurposeKey', keySchema);

let settings: KeySettings = {};
let sessionSecret: string | undefined;
const loaded = new Map<KeyPurpose, Buffer>();
const loading = new Map<KeyPurpose, Promise<Buffer>>();

/**
 * Called once per app (createApp): the key settings, and the session secret for the first stored
 * key of purposes that used to be derived from it (never used for anything else).
 */
export function configureKeys(keySettings: KeySettings, legacySessionSecret?: string): void {
  settings = { ...keySettings };
  sessionSecret = legacySessionSecret;
  loaded.clear();
  loading.clear();
  for (const p of KEY_PURPOSES) {
    const value = settings[p];
    if (value) loaded.set(p, derive(value, p));
  }
}

/** The stored key of a purpose, created (once, whoever comes first) when there is none. */
async function storedKey(purpose: KeyPurpose): Promise<Buffer> {
  const seed = LEGACY.has(purpose) && sessionSecret ? derive(sessionSecret, purpose) : randomBytes(32);
  for (let attempt = 0; attempt < 3; attempt++) {
    await PurposeKey.collection.updateOne(
      { _id: purpose as never },
      { $setOnInsert: { key: seed.toString('base64url'), createdAt: new Date() } },
      { upsert: true },
    );
    // The key that won (another instance may have stored its own a moment earlier).
    const doc = await PurposeKey.findById(purpose).lean<{ key: string }>();
    if (doc) return Buffer.from(doc.key, 'base64url');
  }
  throw new Error(`purpose key ${purpose} could not be stored`);
}

/** The purpose's key: its setting, else the stored one (loaded from the database once). */
export function keyFor(purpose: KeyPurpose): Promise<Buffer> {
  const ready = loaded.get(purpose);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(purpose);
  if (!pending) {
    pending = storedKey(purpose).then(
      (key) => {
        loaded.set(purpose, key);
        return key;
      },
      (err: unknown) => {
        loading.delete(purpose); // the next call tries again (the database may be back)
        throw err;
      },
    );
    loading.set(purpose, pending);
  }
  return pending;
}

/** The key when it is already known (a setting, or loaded); undefined before the database answered. */
export const loadedKey = (purpose: KeyPurpose): Buffer | undefined => loaded.get(purpose);

/** Loads every purpose's key (start-up, once the database answers), so loadedKey() has them. */
export async function loadKeys(): Promise<void> {
  await Promise.all(KEY_PURPOSES.map(keyFor));
}

/**
 * Every key a purpose's old hashes may be under: the current one first, then the stored key when
 * a setting has replaced it (numbers refused before the setting was introduced stay refused).
 */
export async function keysFor(purpose: KeyPurpose): Promise<Buffer[]> {
  const current = await keyFor(purpose);
  if (!settings[purpose]) return [current];
  const doc = await PurposeKey.findById(purpose).lean<{ key: string }>();
  const old = doc ? Buffer.from(doc.key, 'base64url') : undefined;
  return old && !old.equals(current) ? [current, old] : [current];
}

export const hmac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest();

/**
 * A keyed pseudonym of a phone number or a name (counter ids, the access record's search terms):
 * the same input gives the same id, and without the key no id can be traced back, even by trying
 * every Korean mobile number.
 */
export async function pseudonym(text: string): Promise<string> {
  return hmac(await keyFor('pseudonyms'), text).toString('hex').slice(0, 32);
}
