/**
 * Login throttling, shared by every app instance (counters in MongoDB): failed attempts are
 * refused (429) per client address + email and, more loosely, per client address; per email they
 * only slow down. Knowing the administrator's email therefore never locks them out: a correct
 * password from another address is always checked. Successful logins do not count.
 */
import type { Request, RequestHandler, Response } from 'express';
import { rateLimit, ipKeyGenerator } from 'express-rate-limit';
import { slowDown } from 'express-slow-down';
import { MongoRateLimitStore } from '../rate-limit/store';

const WINDOW_MS = 15 * 60 * 1000;
const MESSAGE = '로그인 시도가 너무 많습니다. 15분 후에 다시 시도해 주세요.';

const address = (req: Request) => ipKeyGenerator(req.ip ?? '');
const email = (req: Request) => (typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase() : '');

// Failed form logins answer with a redirect (not an error status), so handlers mark failures.
const succeeded = (_req: Request, res: Response) => res.statusCode < 400 && !res.locals.loginFailed;

export interface LoginThrottleOptions {
  /** Failures per address + email before 429. */
  maxFailures?: number;
  /** Failures per address, whatever the emails, before 429 (password spraying). */
  maxAddressFailures?: number;
  /** Failures per email after which each attempt waits longer (never refused). */
  slowAfter?: number;
  delayStepMs?: number;
  maxDelayMs?: number;
}

export function loginThrottle({
  maxFailures = 10,
  maxAddressFailures = 30,
  slowAfter = 3,
  delayStepMs = 500,
  maxDelayMs = 5_000,
}: LoginThrottleOptions = {}): RequestHandler[] {
  const refuse = (keyGenerator: (req: Request) => string, limit: number, prefix: string) =>
    rateLimit({
      windowMs: WINDOW_MS,
      limit,
      skipSuccessfulRequests: true,
      requestWasSuccessful: succeeded,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      keyGenerator,
      store: new MongoRateLimitStore(prefix, WINDOW_MS),
      handler: (_req, res) => res.status(429).json({ ok: false, error: MESSAGE }),
    });
  return [
    refuse((req) => `${address(req)}|${email(req)}`, maxFailures, 'login-address-email:'),
    refuse(address, maxAddressFailures, 'login-address:'),
    slowDown({
      windowMs: WINDOW_MS,
      delayAfter: slowAfter,
      delayMs: (hits) => Math.min((hits - slowAfter) * delayStepMs, maxDelayMs),
      skipSuccessfulRequests: true,
      requestWasSuccessful: succeeded,
      // Requests without an email share the address's bucket.
      keyGenerator: (req) => email(req) || `address:${address(req)}`,
      store: new MongoRateLimitStore('login-email-slow:', WINDOW_MS),
    }),
  ];
}
