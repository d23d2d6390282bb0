/** The owner's account API (behind the admin guard): list, create with a setup link, change, reset. */
import { Router } from 'express';
import { z } from 'zod';
import { need } from './permission';
import { parseBody } from '../http/errors';
import { ROLES } from '../../shared/permissions';
import { changeAccount, createAccount, listAccounts, resetLink, setupUrl } from './service';
import { companyName } from '../../shared/company-name';

const INVALID = '입력하신 내용을 확인해 주세요.';
const role = z.enum(ROLES, { error: "역할은 'owner', 'manager', 'counselor', 'contractor' 중 하나입니다." });
const NewAccount = z.object({
  email: z.string({ error: '이메일을 정확히 입력해 주세요.' }).trim().toLowerCase().email('이메일을 정확히 입력해 주세요.').max(254),
  // A contractor's name is its company's: kept as every company name is (shared/company-name.ts),
  // which a person's name loses nothing by either.
  name: z
    .string({ error: '이름을 1~50자로 입력해 주세요.' })
    .transform(companyName)
    .pipe(z.string().min(1, '이름을 1~50자로 입력해 주세요.').max(50, '이름을 1~50자로 입력해 주세요.')),
  role: role.default('counselor'),
});
const AccountChange = z
  .object({
    role: role.optional(),
    active: z.boolean().optional(),
    away: z.boolean().optional(),
    name: NewAccount.shape.name.optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: '바꿀 내용을 입력해 주세요.' });

export function accountsAdminApi(opts: { siteUrl: string; now: () => Date }) {
  const router = Router();

  router.get('/accounts', need('accounts'), async (_req, res) => {
    res.json({ items: await listAccounts() });
  });

  router.post('/accounts', need('accounts'), async (req, res) => {
    const input = parseBody(NewAccount, req.body, INVALID);
    const { id, token } = await createAccount(input, opts.now());
    req.log.info({ account: id, role: input.role }, 'desk account created');
    res.status(201).json({ id, setupUrl: setupUrl(opts.siteUrl, token) });
  });

  router.patch('/accounts/:id', need('accounts'), async (req, res) => {
    const change = parseBody(AccountChange, req.body, INVALID);
    const account = await changeAccount(String(req.params.id), change);
    req.log.info({ account: account.id, change: Object.keys(change) }, 'desk account changed');
    res.json(account);
  });

  router.post('/accounts/:id/setup-link', need('accounts'), async (req, res) => {
    const token = await resetLink(String(req.params.id), opts.now());
    req.log.info({ account: String(req.params.id) }, 'new setup link issued');
    res.status(201).json({ id: String(req.params.id), setupUrl: setupUrl(opts.siteUrl, token) });
  });
  return router;
}
