/**
 * One's own second factor (behind the admin guard, permission 'self'): enrol, confirm, turn off.
 * Wrong codes are counted per account, as sign-in failures are: after TOTP_MAX_FAILURES in
 * 15 minutes the account's code checks are refused (429) until the window ends, so a stolen
 * session cannot try all million codes. Turning the factor off also asks for the password.
 */
import { Router, type Request } from 'express';
import { z } from 'zod';
import { need } from '../accounts/permission';
import { homeFor } from '../../shared/permissions';
import { Admin, type AccountDoc } from '../accounts/model';
import { beginEnrolment, confirmEnrolment, disableTotp, verifySecondFactor } from './totp';
import { HttpError, parseBody } from '../http/errors';
import { verifyPassword } from '../accounts/password';
import { MongoRateLimitStore } from '../rate-limit/store';

const PASSWORD_NEEDED = '2단계 인증을 끄려면 비밀번호와 인증 코드를 입력해 주세요.';
const CodeBody = z.object({ code: z.string({ error: '인증 코드를 입력해 주세요.' }).trim().min(6, '인증 코드를 입력해 주세요.').max(20) });
const DisableBody = CodeBody.extend({
  password: z.string({ error: PASSWORD_NEEDED }).min(1, PASSWORD_NEEDED).max(200, PASSWORD_NEEDED),
});

/** Wrong second-factor codes (and passwords, when turning it off) per account per window. */
export const TOTP_MAX_FAILURES = 10;
const WINDOW_MS = 15 * 60_000;
const LOCKED = '인증 코드를 너무 여러 번 잘못 입력했습니다. 15분 후에 다시 시도해 주세요.';

export function securityAdminApi(opts: { issuer: string; required: boolean; now: () => Date }) {
  const router = Router();
  const self = need('self');
  const failures = new MongoRateLimitStore('totp-account:', WINDOW_MS, () => opts.now().getTime());
  /**
   * Takes the attempt's place first (a conditional $inc, so parallel guesses cannot slip past the
   * limit): 429 once the account is over it. A right answer gives its place back (only failures count).
   */
  const attempt = async (req: Request) => {
    if (!(await failures.takeWithin(req.account!.id, TOTP_MAX_FAILURES))) {
      req.log.warn({ account: req.account!.id }, 'second-factor checks locked after too many wrong codes');
      throw new HttpError(429, LOCKED);
    }
    return () => failures.giveBack(req.account!.id);
  };

  router.get('/me', self, (req, res) => {
    res.json({ ...req.account, home: homeFor(req.account!.role) });
  });

  router.get('/security', self, async (req, res) => {
    const a = await Admin.findById(req.account!.id, { totp: 1 }).lean<AccountDoc>();
    res.json({ twoFactor: !!a?.totp?.enabled, required: opts.required, recoveryCodesLeft: a?.totp?.recovery?.length ?? 0 });
  });

  router.post('/security/totp', self, async (req, res) => {
    if (req.account!.twoFactor) throw new HttpError(409, '2단계 인증이 이미 켜져 있습니다.');
    res.status(201).json(await beginEnrolment(req.account!.id, req.account!.email, opts.issuer));
  });

  router.post('/security/totp/confirm', self, async (req, res) => {
    const { code } = parseBody(CodeBody, req.body, '인증 코드를 입력해 주세요.');
    const right = await attempt(req);
    const recoveryCodes = await confirmEnrolment(req.account!.id, code, opts.now());
    if (!recoveryCodes) throw new HttpError(400, '인증 코드가 올바르지 않습니다. 인증 앱의 현재 6자리 숫자를 입력해 주세요.');
    await right();
    req.log.info({ account: req.account!.id }, 'second factor turned on');
    res.json({ twoFactor: true, recoveryCodes });
  });

  router.post('/security/totp/disable', self, async (req, res) => {
    if (opts.required) throw new HttpError(409, '이 사이트는 2단계 인증이 필수입니다.');
    const { code, password } = parseBody(DisableBody, req.body, PASSWORD_NEEDED);
    const a = await Admin.findById(req.account!.id, { totp: 1, passwordHash: 1 }).lean<AccountDoc>();
    if (!a?.totp?.enabled) throw new HttpError(409, '2단계 인증이 켜져 있지 않습니다.');
    const right = await attempt(req);
    // Both are asked for, and a wrong password counts as a failed attempt like a wrong code.
    if (!(await verifyPassword(a.passwordHash, password))) throw new HttpError(400, '비밀번호가 올바르지 않습니다.');
    if (!(await verifySecondFactor(a, code, opts.now()))) throw new HttpError(400, '인증 코드가 올바르지 않습니다.');
    await right();
    await disableTotp(req.account!.id);
    req.log.info({ account: req.account!.id }, 'second factor turned off');
    res.json({ twoFactor: false });
  });
  return router;
}
