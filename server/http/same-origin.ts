/**
 * Refuses state-changing requests that another site made the visitor's browser send (login CSRF,
 * leads posted from elsewhere): `Sec-Fetch-Site: cross-site`, or an `Origin` that is neither this
 * request's own origin nor SITE_URL's, answers 403. Requests without these headers (API clients,
 * scripts, very old browsers) pass, and so do this site's own forms, with or without JavaScript.
 */
import type { RequestHandler } from 'express';
import { HttpError } from './errors';

export const CROSS_SITE_MESSAGE = '다른 사이트에서 보낸 요청은 처리할 수 없습니다. 이 사이트의 화면에서 다시 시도해 주세요.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function sameOriginOnly(siteUrl: string): RequestHandler {
  const canonical = new URL(siteUrl).origin;
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (req.get('sec-fetch-site') === 'cross-site') return next(new HttpError(403, CROSS_SITE_MESSAGE));
    const origin = req.get('origin');
    // req.protocol follows X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
    if (origin !== undefined && origin !== canonical && origin !== `${req.protocol}://${req.get('host')}`) {
      return next(new HttpError(403, CROSS_SITE_MESSAGE));
    }
    next();
  };
}
