/** One's own second factor (behind the admin guard, permission 'self'): enrol, confirm, turn off. */
import { Router } from 'express';
import { z } from 'zod';
import { need } from './guard';
import { homeFor } from '../../shared/permissions';
import { Admin, type AccountDoc } from './model';
import { beginEnrolment, confirmEnrolment, disableTotp, verifySecondFactor } from './totp';
import { HttpError, parseBody } from '../http/errors';

const CodeBody = z.object({ code: z.string({ error: '인증 코드를 입력해 주세요.' }).trim().min(6, '인증 코드를 입력해 주세요.').max(20) });

export function securityAdminApi(opts: { issuer: string; required: boolean; now: () => Date }) {
  const router = Router();
  const self = need('self');

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
    const recoveryCodes = await confirmEnrolment(req.account!.id, code, opts.now());
    if (!recoveryCodes) throw new HttpError(400, '인증 코드가 올바르지 않습니다. 인증 앱의 현재 6자리 숫자를 입력해 주세요.');
    req.log.info({ account: req.account!.id }, 'second factor turned on');
    res.json({ twoFactor: true, recoveryCodes });
  });

  router.post('/security/totp/disable', self, async (req, res) => {
    if (opts.required) throw new HttpError(409, '이 사이트는 2단계 인증이 필수입니다.');
    const { code } = parseBody(CodeBody, req.body, '인증 코드를 입력해 주세요.');
    const a = await Admin.findById(req.account!.id, { totp: 1 }).lean<AccountDoc>();
    if (!a?.totp?.enabled || !(await verifySecondFactor(a, code, opts.now()))) throw new HttpError(400, '인증 코드가 올바르지 않습니다.');
    await disableTotp(req.account!.id);
    req.log.info({ account: req.account!.id }, 'second factor turned off');
    res.json({ twoFactor: false });
  });
  return router;
}
