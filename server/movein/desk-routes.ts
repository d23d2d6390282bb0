/**
 * The desk's 입주 API under /api/admin/movein (behind the admin guard: session, CSRF on writes), each
 * route needing the `movein` permission; every read of households is in the access record.
 * - GET|PUT /period {from, to}: the 입주지정기간.
 * - POST /contracts/:id/exception {reason} (:id, or the unit '101-1203'): releases the 입주증 and keys before the 정산서 is paid (who, when, why
 *   kept, and in the contract's history); DELETE withdraws it.
 * - GET /calendar?from=&days=: per day and line, 오전/오후 filled of capacity.
 * - GET /day?date=: one 입주 day by line, then 동·호, with 계약자 and 연락처 (the printed list).
 * - GET /check-in?date=&dong=&q=: the 사전점검 entrance list; PATCH /check-in/:code {arrived}: marks arrival.
 * - GET /exceptions: every contract released by an exception (unit, reason, who, when), for the desk's list.
 * - GET /pass/:code: the 입주증 check (its 정산서 left and whether it is released); POST /pass/:code/keys: 열쇠 지급, recorded once (who, when).
 */
import { Router } from 'express';
import { Types } from 'mongoose';
import { z } from 'zod';
import { need } from '../accounts/permission';
import { HttpError, parseBody } from '../http/errors';
import { recordAccess } from '../access-log/record';
import { Contract, ContractChange } from '../contracts/model';
import { LIVE } from '../contracts/live';
import { Reservation } from '../visits/model';
import { setStatusByCode, type VisitContext } from '../visits/reservations';
import { kstDay } from '../../shared/kst';
import { MOVE_IN_MESSAGES } from '../../shared/movein';
import { moveInPeriod, setMoveInPeriod, unitName } from './service';
import { MoveInRecord } from './model';
import { checkInList, checkPass, giveKeys, moveInCalendar } from './desk';
import { moveInDay } from './day-roster';

const Period = z
  .object({ from: z.iso.date({ error: '시작일은 YYYY-MM-DD 형식입니다.' }), to: z.iso.date({ error: '종료일은 YYYY-MM-DD 형식입니다.' }) })
  .refine((p) => p.from <= p.to, '입주지정기간의 종료일이 시작일보다 빠릅니다.');
const Exception = z.object({ reason: z.string({ error: MOVE_IN_MESSAGES.reason }).trim().min(2, MOVE_IN_MESSAGES.reason).max(300, MOVE_IN_MESSAGES.reason) });
const CalendarQuery = z.object({ from: z.iso.date({ error: '날짜는 YYYY-MM-DD 형식입니다.' }).optional(), days: z.coerce.number().int().min(1).max(62).optional() });
const CheckInQuery = z.object({ date: z.iso.date({ error: '날짜는 YYYY-MM-DD 형식입니다.' }).optional(), dong: z.string().regex(/^\d{1,4}$/, '동은 숫자로 입력해 주세요.').optional().or(z.literal('').transform(() => undefined)), q: z.string().trim().max(30, '검색어는 30자 이내로 입력해 주세요.').optional() });
const Arrival = z.object({ arrived: z.boolean({ error: 'arrived는 true 또는 false입니다.' }) });

export function moveInAdminApi(ctx: { now: () => Date; visits: VisitContext }) {
  const router = Router();

  router.get('/period', need('movein'), async (_req, res) => {
    res.json({ period: await moveInPeriod() });
  });

  router.put('/period', need('movein'), async (req, res) => {
    const period = parseBody(Period, req.body, '입주지정기간을 확인해 주세요.');
    await setMoveInPeriod(period, req.account!.email, ctx.now());
    res.json({ period });
  });

  // The contract's id, or its unit as the ledger keys it ('101-1203'), as the desk reads it off a call.
  const contractOf = async (id: string) => {
    const filter = Types.ObjectId.isValid(id) ? { _id: id } : /^\d{1,4}-\d{1,5}$/.test(id) ? { unitKey: id, ...LIVE } : null;
    const contract = filter ? await Contract.findOne(filter, { dong: 1, ho: 1 }).lean() : null;
    if (!contract) throw new HttpError(404, '계약을 찾을 수 없습니다.');
    return contract;
  };

  router.post('/contracts/:id/exception', need('movein'), async (req, res) => {
    const { reason } = parseBody(Exception, req.body, MOVE_IN_MESSAGES.reason);
    const contract = await contractOf(String(req.params.id));
    const exception = { reason, by: req.account!.email, at: ctx.now() };
    await MoveInRecord.updateOne({ _id: contract._id }, { $set: { exception, updatedAt: exception.at } }, { upsert: true });
    await ContractChange.create({ contractId: contract._id, at: exception.at, by: req.account!.id ?? req.account!.email, what: `정산 전 입주증·열쇠 예외 허용: ${reason}`, changes: [{ field: 'moveInException', from: null, to: reason }] });
    await recordAccess(req, { action: 'update', subject: `movein exception ${unitName(contract)}` });
    req.log.info({ contract: String(contract._id) }, 'move-in exception given');
    res.status(201).json({ exception: { ...exception, at: exception.at.toISOString() } });
  });

  router.delete('/contracts/:id/exception', need('movein'), async (req, res) => {
    const contract = await contractOf(String(req.params.id));
    const at = ctx.now();
    const done = await MoveInRecord.updateOne({ _id: contract._id, exception: { $exists: true } }, { $unset: { exception: 1 }, $set: { updatedAt: at } });
    if (done.modifiedCount !== 1) throw new HttpError(404, '허용된 예외가 없습니다.');
    await ContractChange.create({ contractId: contract._id, at, by: req.account!.id ?? req.account!.email, what: '정산 전 입주증·열쇠 예외 철회', changes: [{ field: 'moveInException', from: 'set', to: null }] });
    res.status(204).end();
  });

  router.get('/exceptions', need('movein'), async (req, res) => {
    const recs = await MoveInRecord.find({ exception: { $exists: true } }, { exception: 1 }).sort({ 'exception.at': -1 }).limit(2000).lean();
    const contracts = recs.length ? await Contract.find({ _id: { $in: recs.map((r) => r._id) } }, { dong: 1, ho: 1 }).lean() : [];
    const units = new Map(contracts.map((c) => [String(c._id), unitName(c)]));
    await recordAccess(req, { action: 'view', subject: 'movein exceptions', count: recs.length });
    res.setHeader('Cache-Control', 'no-store');
    res.json({ items: recs.filter((r) => r.exception).map((r) => ({ contractId: String(r._id), unit: units.get(String(r._id)) ?? '', reason: r.exception!.reason, by: r.exception!.by, at: r.exception!.at.toISOString() })) });
  });

  router.get('/calendar', need('movein'), async (req, res) => {
    const { from = kstDay(ctx.now()), days = 14 } = parseBody(CalendarQuery, req.query, '날짜가 올바르지 않습니다.');
    res.setHeader('Cache-Control', 'no-store');
    const calendar = await moveInCalendar(from, days);
    await recordAccess(req, { action: 'view', subject: `movein calendar ${from}+${days}` });
    res.json(calendar);
  });

  router.get('/day', need('movein'), async (req, res) => {
    const { date = kstDay(ctx.now()) } = parseBody(CheckInQuery, req.query, '날짜가 올바르지 않습니다.');
    res.setHeader('Cache-Control', 'no-store');
    const roster = await moveInDay(date, ctx.now());
    await recordAccess(req, { action: 'view', subject: `movein day ${date}`, count: roster.lines.reduce((n, l) => n + l.rows.length, 0) });
    res.json(roster);
  });

  router.get('/check-in', need('movein'), async (req, res) => {
    const { date = kstDay(ctx.now()), dong, q } = parseBody(CheckInQuery, req.query, '날짜가 올바르지 않습니다.');
    res.setHeader('Cache-Control', 'no-store');
    const slots = await checkInList(date, dong, q);
    await recordAccess(req, { action: 'search', subject: `inspection check-in ${date}${dong ? ` ${dong}동` : ''}`, count: slots.reduce((n, s) => n + s.rows.length, 0) });
    res.json({ date, dong: dong ?? null, slots });
  });

  router.patch('/check-in/:code', need('movein'), async (req, res) => {
    const { arrived } = parseBody(Arrival, req.body, '도착 여부를 확인해 주세요.');
    const code = String(req.params.code).toUpperCase();
    if (!(await Reservation.exists({ code, kind: 'inspection' }))) throw new HttpError(404, MOVE_IN_MESSAGES.notFound);
    await setStatusByCode(ctx.visits, code, arrived ? 'visited' : 'booked', req.account!.email);
    res.json({ ok: true });
  });

  router.get('/pass/:code', need('movein'), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const pass = await checkPass(String(req.params.code), ctx.now());
    await recordAccess(req, { action: 'view', subject: `movein pass ${pass.unit}` });
    res.json(pass);
  });

  // 열쇠 지급, recorded once: a second tap answers 409 naming who gave the keys and when.
  router.post('/pass/:code/keys', need('movein'), async (req, res) => {
    const keys = await giveKeys(String(req.params.code), req.account!.name, ctx.now());
    await recordAccess(req, { action: 'update', subject: 'movein keys given' });
    res.status(201).json({ keys });
  });

  return router;
}
