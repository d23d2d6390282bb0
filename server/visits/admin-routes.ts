/** The desk's visits API (behind the admin guard): slots, the day view and its CSV, reservation statuses. */
import { Router } from 'express';
import { z } from 'zod';
import { need } from '../auth/guard';
import { HttpError, parseBody } from '../http/errors';
import { recordAccess } from '../access-log/record';
import { ExportReason } from '../leads/admin-routes';
import { EXPORT_REASON_REQUIRED } from '../../shared/access-log';
import { NewSlots, SlotChange, changeSlot, createSlots } from './slots';
import { visitDay, visitDayCsv } from './admin';
import { setStatusByCode, type VisitContext } from './reservations';
import { kstDay } from '../../shared/visits';

const DayQuery = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '날짜는 YYYY-MM-DD 형식입니다.').optional() });
const StatusChange = z.object({ status: z.enum(['visited', 'no-show', 'cancelled'], { error: "status는 'visited', 'no-show', 'cancelled' 중 하나입니다." }) });

export function visitsAdminApi(ctx: VisitContext) {
  const router = Router();

  router.post('/slots', need('slots'), async (req, res) => {
    const input = parseBody(NewSlots, req.body, '시간대 정보를 확인해 주세요.');
    res.status(201).json({ created: await createSlots(input, ctx.now()) });
  });

  router.patch('/slots/:id', need('slots'), async (req, res) => {
    const change = parseBody(SlotChange, req.body, '바꿀 내용을 확인해 주세요.');
    await changeSlot(String(req.params.id), change);
    res.json({ ok: true });
  });

  router.get('/', need('visits.work'), async (req, res) => {
    const { date = kstDay(ctx.now()) } = parseBody(DayQuery, req.query, '날짜가 올바르지 않습니다.');
    res.setHeader('Cache-Control', 'no-store');
    const slots = await visitDay(date);
    await recordAccess(req, { action: 'search', subject: `visits ${date}`, count: slots.length });
    res.json({ date, slots });
  });

  router.get('/export.csv', need('export'), async (req, res) => {
    const { reason } = parseBody(ExportReason, req.query, EXPORT_REASON_REQUIRED);
    const { date = kstDay(ctx.now()) } = parseBody(DayQuery, req.query, '날짜가 올바르지 않습니다.');
    res.setHeader('Cache-Control', 'no-store');
    const slots = await visitDay(date);
    const rows = slots.reduce((n, s) => n + s.reservations.length, 0);
    await recordAccess(req, { action: 'export', subject: `visits.csv ${date}`, count: rows, reason });
    res.attachment(`visits-${date}.csv`);
    res.type('text/csv; charset=utf-8').send(visitDayCsv(date, slots));
  });

  router.patch('/reservations/:code', need('visits.work'), async (req, res) => {
    const { status } = parseBody(StatusChange, req.body, '상태가 올바르지 않습니다.');
    if (!/^[A-Za-z0-9]{4,12}$/.test(String(req.params.code))) throw new HttpError(404, '예약을 찾을 수 없습니다.');
    await setStatusByCode(ctx, String(req.params.code), status);
    res.json({ ok: true });
  });
  return router;
}
