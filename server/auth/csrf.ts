/**
 * CSRF tokens bound to the session id (HMAC), so nothing extra is stored and a new session (at
 * login) gets a new token. Checked on every state-changing request of a signed-in administrator.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';

export function csrfToken(req: Request, secret: string): string {
  return createHmac('sha256', secret).update(`csrf:${req.sessionID}`).digest('base64url');
}

export function requireCsrf(secret: string): RequestHandler {
  return (req, res, next) => {
    const sent = Buffer.from(req.get('x-csrf-token') ?? '');
    const expected = Buffer.from(csrfToken(req, secret));
    // Byte lengths, not string lengths: a non-ASCII character is several bytes and would make timingSafeEqual throw.
    const ok = sent.length === expected.length && timingSafeEqual(sent, expected);
    if (!ok) return res.status(403).json({ ok: false, error: '보안 토큰이 없거나 올바르지 않습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.' });
    next();
  };
}
