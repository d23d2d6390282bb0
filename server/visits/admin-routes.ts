/** Administrator-only: opening and changing slots, the day view and its CSV, reservation statuses. */
import { Router } from 'express';
import { z } from 'zod';
import { requireAdmin, requireCsrf } from '../auth/csrf';
import { HttpError, parseBody, requireDb } from '../http/errors';
import { NewSlots, SlotChange, changeSlot, createSlots } from './slots';
import { visitDay, visitDayCsv, visitWeek } from './admin';
import { setStatusByCode, type VisitContext } from './reservations';
import { addDays, kstDay } from '../../shared/visits';
import { SLOT_KINDS } from '../../shared/winners';
import { MoveBody, StaffBooking, deleteSlot, moveByCode, staffBook } from './desk';

const WeekQuery = z.object({ from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '날짜는 YYYY-MM-DD 형식입니다.').optional() });
const DayQuery = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '날짜는 YYYY-MM-DD 형식입니다.').optional(),
  kind: z.enum(SLOT_KINDS, { error: '예약 종류가 올바르지 않습니다.' }).optional().or(z.literal('').transform(() => undefined)),
});
// 'booked' undoes a visited / no-show mark.
const StatusChange = z.object({
  status: z.enum(['visited', 'no-show', 'cancelled', 'booked'], { error: "status는 'visited', 'no-show', 'cancelled', 'booked'(처리 취소) 중 하나입니다." }),
});
const CODE = /^[A-Za-z0-9]{4,12}$/;

export function visitsAdminApi(ctx: VisitContext, secret: string) {
  const router = Router();
  router.use(requireAdmin, requireDb);
  router.use((req, res, next) => (req.method === 'GET' ? next() : requireCsrf(secret)(req, res, next)));

  router.post('/slots', async (req, res) => {
    const input = parseBody(NewSlots, req.body, '시간대 정보를 확인해 주세요.');
    const created = await createSlots(input, ctx.now());
    res.status(201).json({ created, message: `${created}개 시간대를 열었습니다.` });
  });

  router.delete('/slots/:id', async (req, res) => {
    await deleteSlot(String(req.params.id));
    req.log.info({ slot: String(req.params.id) }, 'visit slot deleted');
    res.status(204).end();
  });

  router.get('/week', async (req, res) => {
    const { from = kstDay(ctx.now()) } = parseBody(WeekQuery, req.query, '날짜가 올바르지 않습니다.');
    res.setHeader('Cache-Control', 'no-store');
    res.json({ from, to: addDays(from, 6), days: await visitWeek(from) });
  });

  // Staff booking for a caller or a walk-in: no verification code (staff spoke to the person).
  router.post('/reservations', async (req, res) => {
    const input = parseBody(StaffBooking, req.body, '예약 정보를 확인해 주세요.');
    const reservation = await staffBook(ctx, input, req.session.adminEmail!);
    req.log.info({ lead: reservation.leadId, channel: input.channel }, 'visit booked by staff');
    res.status(201).json({ reservation });
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

  // {slotId}: move the booking (atomic on both slots); {status}: mark, cancel or undo a mark.
  router.patch('/reservations/:code', async (req, res) => {
    if (!CODE.test(req.params.code!)) throw new HttpError(404, '예약을 찾을 수 없습니다.');
    if (req.body && typeof req.body === 'object' && 'slotId' in req.body) {
      const { slotId } = parseBody(MoveBody, req.body, '옮길 시간을 선택해 주세요.');
      const reservation = await moveByCode(ctx, req.params.code!, slotId, req.session.adminEmail!);
      return res.json({ ok: true, reservation });
    }
    const { status } = parseBody(StatusChange, req.body, '상태가 올바르지 않습니다.');
    await setStatusByCode(ctx, req.params.code!, status, req.session.adminEmail!);
    res.json({ ok: true });
  });
  return router;
}
