/**
 * The desk's side of options on /my (behind the admin guard, permission `contracts`):
 * GET|PUT /api/admin/option-period {start, deadline} (Korean days, the deadline included) and
 * POST /api/admin/contracts/:id/options/confirm {optionIds?} (all requested when omitted).
 */
import { Router } from 'express';
import { z } from 'zod';
import { need } from '../accounts/permission';
import { HttpError, parseBody } from '../http/errors';
import { isDay } from '../../shared/kst';
import { optionPeriod, setOptionPeriod } from './option-period';
import { confirmOptions } from './option-confirm';

const DAY_MESSAGE = '날짜는 YYYY-MM-DD 형식으로 입력해 주세요.';
const Period = z
  .object({ start: z.string().refine(isDay, DAY_MESSAGE), deadline: z.string().refine(isDay, DAY_MESSAGE) })
  .refine((p) => p.start <= p.deadline, { message: '마감일은 시작일과 같거나 그 뒤여야 합니다.', path: ['deadline'] });
const Confirm = z.object({ optionIds: z.array(z.string().max(100)).max(100).optional() });

export function contractOptionsAdminApi(ctx: { now: () => Date }) {
  const router = Router();

  router.get('/option-period', need('contracts.all'), async (_req, res) => {
    res.json(await optionPeriod());
  });

  router.put('/option-period', need('contracts.all'), async (req, res) => {
    const period = parseBody(Period, req.body, '옵션 선택 기간을 확인해 주세요.');
    await setOptionPeriod(period, req.account!.id, ctx.now());
    res.json(period);
  });

  router.post('/contracts/:id/options/confirm', need('contracts.all'), async (req, res) => {
    const { optionIds } = parseBody(Confirm, req.body, '확정할 옵션을 확인해 주세요.');
    const result = await confirmOptions(String(req.params.id), optionIds, req.account!.id, ctx.now());
    if (optionIds && result.confirmed.length === 0) throw new HttpError(409, '확정할 옵션 요청이 없습니다.');
    res.json(result);
  });

  return router;
}
