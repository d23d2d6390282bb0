import { Router, type Request } from 'express';
import { z } from 'zod';
import { PRESS_MESSAGES } from '../../shared/press';
import { Admin } from './model';
import { verifyPassword } from './password';
import { csrfToken, requireCsrf } from './csrf';
import { loginThrottle } from './rate-limit';
import { sessionCookieName } from './session';
import { HttpError, parseBody, requireDb } from '../http/errors';

const LoginBody = z.object({
  email: z.string().trim().toLowerCase().min(1).max(254),
  password: z.string().min(1).max(1024),
  returnTo: z.string().optional(),
});

const FAILED = PRESS_MESSAGES.loginFailed + PRESS_MESSAGES.badCredentials;

/** Only same-site paths (never '//host' or a full URL) are followed after a form login. */
const safeReturn = (p: unknown) => (typeof p === 'string' && /^\/(?!\/)[\w\-/.]*$/.test(p) ? p : '/');
const isForm = (req: Request) => !!req.is('application/x-www-form-urlencoded');

export function authApi(secret: string, throttle = loginThrottle(), secureCookies = false) {
  const router = Router();

  router.get('/session', (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ email: req.session.adminEmail ?? null, csrfToken: csrfToken(req, secret) });
  });

  router.post('/login', requireDb, ...throttle, async (req, res) => {
    const body = parseBody(LoginBody, req.body, PRESS_MESSAGES.loginFailed + '이메일과 비밀번호를 입력해 주세요.');
    const admin = await Admin.findOne({ email: body.email }, { email: 1, passwordHash: 1 }).lean<{ email: string; passwordHash: string }>();
    const ok = await verifyPassword(admin?.passwordHash, body.password);
    if (!ok || !admin) {
      req.log.warn('failed administrator login'); // never the typed address: it may be a password or a stranger's
      res.locals.loginFailed = true;
      if (isForm(req)) return res.redirect(303, `${safeReturn(body.returnTo)}?login=failed`);
      throw new HttpError(401, FAILED);
    }
    // A fresh session id at login defeats session fixation.
    await new Promise<void>((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
    req.session.adminEmail = admin.email;
    req.session.signedInAt = Date.now();
    await new Promise<void>((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));
    req.log.info('administrator signed in');
    if (isForm(req)) return res.redirect(303, safeReturn(body.returnTo));
    res.json({ email: admin.email });
  });

  router.post(
    '/logout',
    (req, res, next) => (req.session.adminEmail ? requireCsrf(secret)(req, res, next) : next()),
    async (req, res) => {
      await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
      res.clearCookie(sessionCookieName(req, secureCookies), { path: '/' });
      res.status(204).end();
    },
  );

  return router;
}
