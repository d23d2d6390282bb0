/** Administrator-only: opening and changing slots, the day view and its CSV, reservation statuses. */
import { Router } from 'express';
import { z } from 'zod';
import { requireAdmin, requireCsrf } from '../auth/csrf';
import { HttpError, parseBody, requireDb } from '../http/errors';
import { NewSlots, SlotChange, changeSlot, createSlots } from './slots';
import { visitDay, visitDayCsv } from './admin';
import { setStatusByCode, type VisitContext } from './reservations';
import { kstDay } from '../../shared/visits';
import { SLOT_KINDS } from '../../shared/winners';

const DayQuery = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '날짜는 YYYY-MM-DD 형식입니다.').optional(),
  kind: z.enum(SLOT_KINDS, { error: '예약 종류가 올바르지 않습니다.' }).optional().or(z.literal('').transform(() => undefined)),
});
const StatusChange = z.object({ status: z.enum(['visited', 'no-show', 'cancelled'], { error: "status는 'visited', 'no-show', 'cancelled' 중 하나입니다." }) });

export function visitsAdminApi(ctx: VisitContext, secret: string) {
  const router = Router();
  router.use(requireAdmin, requireDb);
  router.use((req, res, next) => (req.method === 'GET' ? next() : requireCsrf(secret)(req, res, next)));

  router.post('/slots', async (req, res) => {
    const input = parseBody(NewSlots, req.body, '시간대 정보를 확인해 주세요.');
    res.status(201).json({ created: await createSlots(input, ctx.now()) });
  });

  router.patch('/slots/:id', async (req, res) => {
    const change = parseBody(SlotChange, req.body, '바꿀 내용을 확인해 주세요.');
    await changeSlot(req.params.id!, change);
    res.json({ ok: true });
  });

  router.get('/', async (req, res) => {
    const { date = kstDay(ctx.now()), kind } = parseBody(DayQuery, req.query, '날짜가 올바르지 않습니다.');
    res.setHeader('Cache-Control', 'no-store');
    res.json({ date, kind, slots: await visitDay(date, kind) });
  });

  router.get('/export.csv', async (req, res) => {
    const { date = kstDay(ctx.now()), kind } = parseBody(DayQuery, req.query, '날짜가 올바르지 않습니다.');
    res.setHeader('Cache-Control', 'no-store');
    res.attachment(`visits-${date}${kind ? `-${kind}` : ''}.csv`);
    res.type('text/csv; charset=utf-8').send(visitDayCsv(date, await visitDay(date, kind)));
  });

  router.patch('/reservations/:code', async (req, res) => {
    const { status } = parseBody(StatusChange, req.body, '상태가 올바르지 않습니다.');
    if (!/^[A-Za-z0-9]{4,12}$/.test(req.params.code!)) throw new HttpError(404, '예약을 찾을 수 없습니다.');
    await setStatusByCode(ctx, req.params.code!, status);
    res.json({ ok: true });
  });
  return router;
}
