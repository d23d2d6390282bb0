/**
 * The second factor: TOTP (RFC 6238: 6 digits, 30-second steps, SHA-1, as every authenticator app
 * reads them) through the otpauth library, one step of drift either way, and no code accepted
 * twice. Ten single-use recovery codes, stored as hashes, stand in for a lost phone.
 */
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { Admin, type AccountDoc } from '../accounts/model';
import { sha256 } from '../accounts/service';

const PERIOD = 30;
const make = (secret: string, label = '', issuer = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });

/** The time step a code is valid for at `now`, or null (wrong, or not 6 digits). */
export function totpStep(secret: string, code: string, now: Date): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = make(secret).validate({ token, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD) + delta;
}

/** The current code (tests and the enrolment screen's check). */
export const totpCode = (secret: string, now: Date) => make(secret).generate({ timestamp: now.getTime() });

/** Starts enrolment: a new secret kept pending until a code from it is confirmed. */
export async function beginEnrolment(accountId: string, email: string, issuer: string) {
  const secret = new Secret({ size: 20 }).base32;
  await Admin.updateOne({ _id: accountId }, { $set: { 'totp.pending': secret } });
  return { secret, uri: make(secret, email, issuer).toString() };
}

const newRecoveryCodes = () => Array.from({ length: 10 }, () => randomBytes(5).toString('hex').replace(/(.{5})/, '$1-'));

/** Confirms enrolment with a code from the pending secret; returns the recovery codes (shown once) or null. */
export async function confirmEnrolment(accountId: string, code: string, now: Date): Promise<string[] | null> {
  const a = await Admin.findById(accountId, { totp: 1 }).lean<AccountDoc>();
  const pending = a?.totp?.pending;
  if (!pending) return null;
  const step = totpStep(pending, code, now);
  if (step === null) return null;
  const codes = newRecoveryCodes();
  await Admin.updateOne(
    { _id: accountId },
    { $set: { totp: { secret: pending, enabled: true, lastStep: step, recovery: codes.map((c) => sha256(c)) } } },
  );
  return codes;
}

/**
 * Checks a sign-in's second factor: a TOTP code not used before, or an unused recovery code
 * (then spent). Each acceptance is one conditional write, so a code cannot be used twice at once.
 */
export async function verifySecondFactor(a: AccountDoc, code: string, now: Date): Promise<boolean> {
  const t = a.totp;
  if (!t?.enabled || !t.secret) return true;
  const step = totpStep(t.secret, code, now);
  if (step !== null) {
    const res = await Admin.updateOne(
      { _id: a._id, $or: [{ 'totp.lastStep': { $lt: step } }, { 'totp.lastStep': { $exists: false } }] },
      { $set: { 'totp.lastStep': step } },
    );
    return res.modifiedCount === 1;
  }
  const hash = sha256(code.trim().toLowerCase());
  const codes = t.recovery ?? [];
  if (!codes.includes(hash)) return false;
  // Spent only if the list is still the one read: of two sign-ins with one code, one wins.
  const res = await Admin.updateOne({ _id: a._id, 'totp.recovery': codes }, { $set: { 'totp.recovery': codes.filter((c) => c !== hash) } });
  return res.modifiedCount === 1;
}

export async function disableTotp(accountId: string): Promise<void> {
  await Admin.updateOne({ _id: accountId }, { $unset: { totp: 1 } });
}
