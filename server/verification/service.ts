/**
 * Phone verification (휴대폰 인증): a 6-digit code texted ahead of every other message, valid
 * 3 minutes, stored only as an HMAC, dead after 5 wrong tries; a right code yields a signed
 * token bound to the phone for 30 minutes. Sending is limited per phone (one a minute, five a
 * day), per address (ten an hour) and by the site-wide hourly budget of visitor texts; each
 * limit takes its place first (a conditional $inc) so parallel requests cannot slip past it.
 */
import { randomUUID } from 'node:crypto';
import { MongoRateLimitStore } from '../rate-limit/store';
import { kstDay } from '../../shared/kst';
import { VERIFICATION } from '../../shared/verification';
import { informational } from '../outbox/templates';
import { VERIFICATION_MESSAGES } from '../../shared/verification-messages';
import type { SiteConfig } from '../../shared/site.config';
import type { Outbox } from '../outbox/outbox';
import type { Logger } from '../logger';
import { PhoneVerification } from './model';
import { codeHash, newCode, phoneHash, sameDigest, signToken, tokenFits } from './crypto';
import { keyFor, loadedKey } from '../core/keys';

export interface VerificationContext {
  site: SiteConfig;
  outbox: Outbox;
  log: Logger;
  now: () => Date;
  /** PHONE_VERIFICATION: off means bookings and consent do not ask for it. */
  required: boolean;
}

export type SendOutcome =
  | { ok: true; expiresInSeconds: number }
  | { ok: false; status: 429 | 503; error: string };

export type ConfirmOutcome =
  | { ok: true; verificationToken: string }
  | { ok: false; status: 400; error: string; attemptsLeft: number }
  | { ok: false; status: 410; error: string };

export const VERIFICATION_KIND = 'phone-verification';

/** The number's id in the verification records and counters (erasure removes them by it). */
export const verificationPhoneId = async (phone: string) => phoneHash(await keyFor('verification'), phone);
/** Counter prefixes: `<minute prefix><id>` and `<day prefix><Korean day>:<id>`. */
export const VERIFY_MINUTE_PREFIX = 'verify-phone-minute:';
export const VERIFY_DAY_PREFIX = 'verify-phone-day:';

export function verificationService(ctx: VerificationContext) {
  const ms = () => ctx.now().getTime();
  const perMinute = new MongoRateLimitStore(VERIFY_MINUTE_PREFIX, VERIFICATION.resendSeconds * 1000, ms);
  const perDay = new MongoRateLimitStore(VERIFY_DAY_PREFIX, 86_400_000, ms);
  const perAddress = new MongoRateLimitStore('verify-address:', 3_600_000, ms);

  /** Texts a new code to a (normalised, mobile) number, replacing any earlier one. */
  async function send(phone: string, address: string): Promise<SendOutcome> {
    const key = await keyFor('verification');
    const hash = phoneHash(key, phone);
    if (!(await perAddress.takeWithin(address, VERIFICATION.perAddressHourly))) return { ok: false, status: 429, error: VERIFICATION_MESSAGES.address };
    if (!(await perMinute.takeWithin(hash, 1))) return { ok: false, status: 429, error: VERIFICATION_MESSAGES.tooSoon };
    if (!(await perDay.takeWithin(`${kstDay(ctx.now())}:${hash}`, VERIFICATION.perPhoneDaily))) return { ok: false, status: 429, error: VERIFICATION_MESSAGES.daily };
    // A code that waits for the next hour is useless: past the budget the visitor is asked to retry.
    const budget = ctx.outbox.visitorBudget;
    if (budget && !(await budget.takeHour())) {
      ctx.log.warn('verification code refused: hourly limit of visitor texts reached');
      return { ok: false, status: 503, error: VERIFICATION_MESSAGES.busy };
    }
    const code = newCode();
    const now = ctx.now();
    const expiresAt = new Date(now.getTime() + VERIFICATION.codeSeconds * 1000);
    await PhoneVerification.updateOne(
      { _id: hash },
      { $set: { codeHash: codeHash(key, phone, code), sentAt: now, expiresAt, attempts: 0, dead: false, purgeAt: new Date(now.getTime() + 86_400_000) } },
      { upsert: true },
    );
    const sent = await ctx.outbox.enqueue({
      key: `${VERIFICATION_KIND}:${randomUUID()}`,
      kind: VERIFICATION_KIND,
      channel: 'sms',
      to: phone,
      // The AlimTalk template's text (site config); the same words go as SMS where AlimTalk cannot.
      ...informational('phone-verification', { 단지명: ctx.site.projectName, 인증번호: code }),
      priority: true,
      secret: true,
      sendBefore: expiresAt,
    });
    ctx.log.info({ message: sent.id }, 'verification code queued');
    return { ok: true, expiresInSeconds: VERIFICATION.codeSeconds };
  }

  /** Checks a code; a right one is used up and answered with a token for this phone. */
  async function confirm(phone: string, code: string): Promise<ConfirmOutcome> {
    const key = await keyFor('verification');
    const hash = phoneHash(key, phone);
    const now = ctx.now();
    const record = await PhoneVerification.findById(hash).lean();
    if (!record || record.expiresAt <= now) return { ok: false, status: 410, error: VERIFICATION_MESSAGES.expired };
    if (record.dead || record.attempts >= VERIFICATION.maxAttempts) return { ok: false, status: 410, error: VERIFICATION_MESSAGES.dead };
    if (sameDigest(record.codeHash, codeHash(key, phone, code))) {
      // Used once: of two parallel confirmations only one takes the code.
      const used = await PhoneVerification.updateOne(
        { _id: hash, codeHash: record.codeHash, dead: false, attempts: { $lt: VERIFICATION.maxAttempts }, expiresAt: { $gt: now } },
        { $set: { dead: true } },
      );
      if (used.modifiedCount !== 1) return { ok: false, status: 410, error: VERIFICATION_MESSAGES.expired };
      return { ok: true, verificationToken: signToken(key, phone, new Date(now.getTime() + VERIFICATION.tokenSeconds * 1000)) };
    }
    // A wrong code counts once, even among parallel tries; the fifth kills the code.
    const counted = await PhoneVerification.findOneAndUpdate(
      { _id: hash, codeHash: record.codeHash, dead: false, attempts: { $lt: VERIFICATION.maxAttempts } },
      { $inc: { attempts: 1 } },
      { returnDocument: 'after' },
    ).lean();
    if (!counted) return { ok: false, status: 410, error: VERIFICATION_MESSAGES.dead };
    const left = Math.max(VERIFICATION.maxAttempts - counted.attempts, 0);
    if (left === 0) await PhoneVerification.updateOne({ _id: hash, codeHash: record.codeHash }, { $set: { dead: true } });
    return { ok: false, status: 400, error: VERIFICATION_MESSAGES.wrong(left), attemptsLeft: left };
  }

  return {
    send,
    confirm,
    required: ctx.required,
    /** True when `token` is a live verification token of this (normalised) phone. */
    /** As verified(), waiting for the key if the database has not been read yet. */
    async checkToken(token: unknown, phone: string): Promise<boolean> {
      return tokenFits(await keyFor('verification'), token, phone, ctx.now());
    },
    verified: (token: unknown, phone: string) => {
      // Loaded at start-up once the database answers (keys.ts); before that no token can be checked.
      const key = loadedKey('verification');
      return !!key && tokenFits(key, token, phone, ctx.now());
    },
  };
}

export type VerificationService = ReturnType<typeof verificationService>;
