/** The desk's visits API (behind the admin guard): slots, the day view and its CSV, reservation statuses. */
import { Router } from 'express';
import { z } from 'zod';
import { need } from '../accounts/permission';
import { HttpError, parseBody } from '../http/errors';
import { recordAccess } from '../access-log/record';
import { ExportReason } from '../access-log/record';
import { EXPORT_REASON_REQUIRED } from '../../shared/access-log';
import { NewSlots, SlotChange, changeSlot, createSlots } from './slots';
import { visitDay, visitDayCsv, visitWeek } from './admin';
import { withMoveTargets } from './move-targets';
import { setStatusByCode, type VisitContext } from './reservations';
import { addDays, kstDay } from '../../shared/visits';
import { SLOT_KINDS } from '../../shared/winners';
import { MoveBody, StaffBooking, deleteSlot, moveByCode, staffBook } from './desk';
import { restoreQuarantinedBooking } from './quarantine';
import { assertMayChange, scopeDay } from './customer-scope';

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

export function visitsAdminApi(ctx: VisitContext) {
  const router = Router();

  router.post('/slots', need('slots'), async (req, res) => {
    const input = parseBody(NewSlots, req.body, '시간대 정보를 확인해 주세요.');
    const created = await createSlots(input, ctx.now());
    res.status(201).json({ created, message: `${created}개 시간대를 열었습니다.` });
  });

  router.delete('/slots/:id', need('slots'), async (req, res) => {
    await deleteSlot(String(req.params.id));
    req.log.info({ slot: String(req.params.id) }, 'visit slot deleted');
    res.status(204).end();
  });

  router.get('/week', need('visits.work'), async (req, res) => {
    const { from = kstDay(ctx.now()) } = parseBody(WeekQuery, req.query, '날짜가 올바르지 않습니다.');
    res.setHeader('Cache-Control', 'no-store');
    res.json({ from, to: addDays(from, 6), days: await visitWeek(from) });
  });

  // Staff booking for a caller or a walk-in: no verification code (staff spoke to the person).
  // 스팸 보관함: a quarantined booking restored with one click, booked if its slot is still free.
  router.post('/quarantine/:leadId/restore', need('leads.work'), need('visits.work'), async (req, res) => {
    res.json(await restoreQuarantinedBooking(ctx, String(req.params.leadId), req.account!.email));
  });

  router.post('/reservations', need('visits.work'), async (req, res) => {
    const input = parseBody(StaffBooking, req.body, '예약 정보를 확인해 주세요.');
    const reservation = await staffBook(ctx, input, req.account!.email);
    req.log.info({ lead: reservation.leadId, channel: input.channel }, 'visit booked by staff');
    res.status(201).json({ reservation });
  });

  router.patch('/slots/:id', need('slots'), async (req, res) => {
    const change = parseBody(SlotChange, req.body, '바꿀 내용을 확인해 주세요.');
    await changeSlot(String(req.params.id), change);
    res.json({ ok: true });
  });

  router.get('/', need('visits.work'), async (req, res) => {
    const { date = kstDay(ctx.now()), kind } = parseBody(DayQuery, req.query, '날짜가 올바르지 않습니다.');
    res.setHeader('Cache-Control', 'no-store');
    const [day, week] = await Promise.all([visitDay(date, kind), visitWeek(date)]);
    const slots = await scopeDay(withMoveTargets(day, week), req.account);
    await recordAccess(req, { action: 'search', subject: `visits ${date}${kind ? ` ${kind}` : ''}`, count: slots.length });
    res.json({ date, kind, slots });
  });

  router.get('/export.csv', need('export'), async (req, res) => {
    const { reason } = parseBody(ExportReason, req.query, EXPORT_REASON_REQUIRED);
    const { date = kstDay(ctx.now()), kind } = parseBody(DayQuery, req.query, '날짜가 올바르지 않습니다.');
    res.setHeader('Cache-Control', 'no-store');
    const slots = await visitDay(date, kind);
    const rows = slots.reduce((n, s) => n + s.reservations.length, 0);
    await recordAccess(req, { action: 'export', subject: `visits.csv ${date}${kind ? ` ${kind}` : ''}`, count: rows, reason });
    res.attachment(`visits-${date}${kind ? `-${kind}` : ''}.csv`);
    res.type('text/csv; charset=utf-8').send(visitDayCsv(date, slots));
  });

  // {slotId}: move the booking (atomic on both slots); {status}: mark, cancel or undo a mark.
  router.patch('/reservations/:code', need('visits.work'), async (req, res) => {
    if (!CODE.test(String(req.params.code))) throw new HttpError(404, '예약을 찾을 수 없습니다.');
    if (req.body && typeof req.body === 'object' && 'slotId' in req.body) {
      const { slotId } = parseBody(MoveBody, req.body, '옮길 시간을 선택해 주세요.');
      await assertMayChange(String(req.params.code), req.account!);
      const reservation = await moveByCode(ctx, String(req.params.code), slotId, req.account!.email);
      return res.json({ ok: true, reservation });
    }
    const { status } = parseBody(StatusChange, req.body, '상태가 올바르지 않습니다.');
    // The day's marks (방문 / 미방문 and undoing them) are every counselor's; a cancellation is not.
    if (status === 'cancelled') await assertMayChange(String(req.params.code), req.account!);
    await setStatusByCode(ctx, String(req.params.code), status, req.account!.email);
    res.json({ ok: true });
  });
  return router;
}
