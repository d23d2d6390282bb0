import { Router, type Request } from 'express';
import { z } from 'zod';
import { PRESS_MESSAGES } from '../../shared/press';
import { Admin, isActive, type AccountDoc } from '../accounts/model';
import { MIN_PASSWORD_LENGTH, verifyPassword } from '../accounts/password';
import { csrfToken, requireCsrf } from './csrf';
import { loginThrottle } from './rate-limit';
import { sessionCookieName } from './session';
import { verifySecondFactor } from './totp';
import { currentAccount } from './guard';
import { HttpError, parseBody, requireDb } from '../http/errors';
import { recordAccess } from '../access-log/record';
import { ACCOUNT_MESSAGES, completeSetup } from '../accounts/service';

const LoginBody = z.object({
  email: z.string().trim().toLowerCase().min(1).max(254),
  password: z.string().min(1).max(1024),
  /** The second factor: a 6-digit TOTP code or a recovery code. */
  code: z.string().trim().max(20).optional(),
  returnTo: z.string().optional(),
});

const PASSWORD_RULE = `비밀번호는 ${MIN_PASSWORD_LENGTH}자 이상으로 입력해 주세요.`;
const SetupBody = z.object({
  token: z.string({ error: ACCOUNT_MESSAGES.linkGone }).min(10, ACCOUNT_MESSAGES.linkGone).max(200, ACCOUNT_MESSAGES.linkGone),
  password: z.string({ error: PASSWORD_RULE }).min(MIN_PASSWORD_LENGTH, PASSWORD_RULE).max(1024, PASSWORD_RULE),
});

const FAILED = PRESS_MESSAGES.loginFailed + PRESS_MESSAGES.badCredentials;
export const CODE_NEEDED = '2단계 인증 코드(인증 앱의 6자리 숫자 또는 복구 코드)를 입력해 주세요.';
const CODE_WRONG = '로그인에 실패했습니다. 인증 코드가 올바르지 않습니다.';

/** Only same-site paths (never '//host' or a full URL) are followed after a form login. */
const safeReturn = (p: unknown) => (typeof p === 'string' && /^\/(?!\/)[\w\-/.]*$/.test(p) ? p : '/');
const isForm = (req: Request) => !!req.is('application/x-www-form-urlencoded');

export function authApi(secret: string, throttle = loginThrottle(), secureCookies = false, now: () => Date = () => new Date()) {
  const router = Router();

  router.get('/session', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    // A deactivated or revoked account's cookie no longer names anyone (its role: GET /api/admin/me).
    const account = req.session.adminEmail ? await currentAccount(req).catch(() => null) : null;
    res.json({ email: account?.email ?? null, role: account?.role ?? null, csrfToken: csrfToken(req, secret) });
  });

  router.post('/login', requireDb, ...throttle, async (req, res) => {
    const body = parseBody(LoginBody, req.body, PRESS_MESSAGES.loginFailed + '이메일과 비밀번호를 입력해 주세요.');
    const admin = await Admin.findOne({ email: body.email }, { email: 1, passwordHash: 1, role: 1, active: 1, sessionEpoch: 1, totp: 1 }).lean<AccountDoc>();
    const ok = await verifyPassword(admin?.passwordHash, body.password);
    const fail = async (message: string, extra: Record<string, unknown> = {}) => {
      req.log.warn('failed administrator login');
      res.locals.loginFailed = true;
      await recordAccess(req, { action: 'login-failed', subject: body.email, account: { id: admin ? String(admin._id) : null, email: body.email } });
      if (isForm(req)) return res.redirect(303, `${safeReturn(body.returnTo)}?login=failed`);
      res.status(401).json({ ok: false, error: message, ...extra });
    };
    if (!ok || !admin || !isActive(admin)) return fail(FAILED);
    if (admin.totp?.enabled) {
      if (!body.code) return fail(CODE_NEEDED, { twoFactor: true });
      if (!(await verifySecondFactor(admin, body.code, now()))) return fail(CODE_WRONG, { twoFactor: true });
    }
    // A fresh session id at login defeats session fixation.
    await new Promise<void>((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
    req.session.adminEmail = admin.email;
    req.session.accountId = String(admin._id);
    req.session.epoch = admin.sessionEpoch ?? 0;
    req.session.signedInAt = Date.now();
    await new Promise<void>((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));
    await Admin.updateOne({ _id: admin._id }, { $set: { lastLoginAt: now() } });
    await recordAccess(req, { action: 'login', account: { id: String(admin._id), email: admin.email } });
    req.log.info({ account: String(admin._id) }, 'administrator signed in');
    if (isForm(req)) return res.redirect(303, safeReturn(body.returnTo));
    res.json({ email: admin.email });
  });

  router.post(
    '/logout',
    (req, res, next) => (req.session.adminEmail ? requireCsrf(secret)(req, res, next) : next()),
    async (req, res) => {
      if (req.session.adminEmail) {
        await recordAccess(req, { action: 'logout', account: { id: req.session.accountId ?? null, email: req.session.adminEmail } });
      }
      await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
      res.clearCookie(sessionCookieName(req, secureCookies), { path: '/' });
      res.status(204).end();
    },
  );

  /** The one-time link's form: set a password (a used or expired link answers 410). */
  router.post('/setup', requireDb, async (req, res) => {
    const body = parseBody(SetupBody, req.body, PASSWORD_RULE);
    if (!(await completeSetup(body.token, body.password, now()))) throw new HttpError(410, ACCOUNT_MESSAGES.linkGone);
    req.log.info('desk account password set through its setup link');
    res.json({ ok: true });
  });

  return router;
}
