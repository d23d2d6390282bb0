/**
 * Login throttling: failed attempts per client address and per email are first slowed down, then
 * refused with 429. Successful logins do not count. (Memory store: per app instance.)
 */
import type { Request, RequestHandler, Response } from 'express';
import { rateLimit, ipKeyGenerator } from 'express-rate-limit';
import { slowDown } from 'express-slow-down';

const WINDOW_MS = 15 * 60 * 1000;
const MESSAGE = '로그인 시도가 너무 많습니다. 15분 후에 다시 시도해 주세요.';

const byIp = (req: Request) => `ip:${ipKeyGenerator(req.ip ?? '')}`;
const byEmail = (req: Request) => {
  const email = typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase() : '';
  return email ? `email:${email}` : byIp(req);
};

// Failed form logins answer with a redirect (not an error status), so handlers mark failures.
const succeeded = (_req: Request, res: Response) => res.statusCode < 400 && !res.locals.loginFailed;

export function loginThrottle({ maxFailures = 10, slowAfter = 3, delayStepMs = 500 } = {}): RequestHandler[] {
  return [byIp, byEmail].flatMap((keyGenerator) => [
    slowDown({
      windowMs: WINDOW_MS,
      delayAfter: slowAfter,
      delayMs: (hits) => Math.min((hits - slowAfter) * delayStepMs, 5_000),
      skipSuccessfulRequests: true,
      requestWasSuccessful: succeeded,
      keyGenerator,
    }),
    rateLimit({
      windowMs: WINDOW_MS,
      limit: maxFailures,
      skipSuccessfulRequests: true,
      requestWasSuccessful: succeeded,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      keyGenerator,
      validate: { keyGeneratorIpFallback: false },
      handler: (_req, res) => res.status(429).json({ ok: false, error: MESSAGE }),
    }),
  ]);
}
