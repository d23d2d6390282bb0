/**
 * A unit sold again after a 해약 is a new contract (issue 64, items 5 and 8–9): the import makes it with
 * its own id, holder, price and nothing paid, and the ended one stays as it was, with its holder. Nothing
 * of the ended contract reaches the new holder, nor do the former holder's links act on the new one's
 * bookings. The board shows 계약완료 again. Other holders for a live contract are a 명의변경, refused at
 * import in words; so is a 계약일 after today.
 */
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { prepareTest } from './helpers/prepared-test';
import { deskClient } from './helpers/admin';
import { BUYER, buyerAgent } from './helpers/my';
import { uploadUnits } from './helpers/units';
import { signedToken } from './helpers/verification';
import { Contract } from '../server/contracts/model';
import { Reservation, VisitSlot } from '../server/visits/model';
import { Unit } from '../server/units/model';
import { LIFE_MESSAGES } from '../shared/contract-life';
import type { ContractImportResult } from '../shared/contract-ledger';

const { clock, app } = prepareTest({ at: '2027-03-03T10:00:00+09:00', env: { LEAD_RATE_LIMIT: '1000' } });

const HEAD = '동,호,계약자,연락처,계약일,분양가,가상계좌';
const NEW_BUYER = { name: '오새봄', phone: '010-8765-4321' };
const FIRST = [HEAD, `101,1203,${BUYER.name},${BUYER.phone},2027-01-05,538670000,562-100-145501`].join('\n');
const AGAIN = [HEAD, `101,1203,${NEW_BUYER.name},${NEW_BUYER.phone},2027-03-03,552000000,562-100-145599`].join('\n');

describe('a unit sold again after a 해약', () => {
  it('is a new contract: its own id, holder and price, nothing paid; the ended one unchanged; the former holder reaches nothing of it', async () => {
    const desk = await deskClient(app);
    await uploadUnits(desk, ['동,호,주택형', '101,1203,84A'].join('\n'));
    expect((await desk.post('/api/admin/contracts/import', { csv: FIRST })).status).toBe(201);
    const ended = String((await Contract.findOne({ unitKey: '101-1203' }).lean())!._id);
    expect((await desk.post('/api/admin/contracts/deposits', { csv: `거래일,입금자,계좌,금액\r\n2027-01-05,${BUYER.name},신한은행 562-100-145501,"26,933,000"\r\n` })).body.matched).toBe(1);
    expect((await desk.post('/api/admin/visits/slots', { dates: ['2027-03-10'], times: ['10:00', '13:00'], minutes: 180, capacity: 3, kind: 'inspection', dong: '101' })).status).toBe(201);
    const [ten, one] = (await VisitSlot.find({ kind: 'inspection' }).sort({ start: 1 }).lean()).map((s) => String(s._id));
    const former = await buyerAgent(app, clock.now());
    const booked = await former.post('/api/my/bookings').send({ contractId: ended, slotId: ten, party: 2 });
    expect(booked.status).toBe(201);
    const oldToken = (await Reservation.findOne({ code: booked.body.code }).lean())!.token!;
    expect(oldToken).toBeTruthy();

    expect((await desk.post(`/api/admin/contracts/${ended}/cancel`, { on: '2027-03-02', reason: '합의 해약' })).status).toBe(200);
    const before = await Contract.findById(ended).lean();
    expect((await Unit.findOne({ dong: '101', ho: '1203' }).lean())!.state).toBe('reserved');

    // Sold again, at another price.
    const imported = (await desk.post('/api/admin/contracts/import', { csv: AGAIN })).body as ContractImportResult;
    expect(imported).toMatchObject({ added: 1, updated: 0, rejected: [] });
    const fresh = (await Contract.findOne({ unitKey: '101-1203', cancelledOn: { $exists: false } }).lean())!;
    expect(String(fresh._id)).not.toBe(ended);
    expect(fresh.holders).toEqual([NEW_BUYER]);
    expect(fresh.price).toBe(552_000_000);
    expect(fresh.instalments.reduce((s, i) => s + i.paid, 0)).toBe(0);
    expect(fresh.surplus ?? 0).toBe(0);
    // The ended contract stays as it was, with its holder and its money.
    expect(await Contract.findById(ended).lean()).toEqual(before);
    expect(before!.holders).toEqual([BUYER]);
    // The board follows: 계약완료 again.
    expect((await Unit.findOne({ dong: '101', ho: '1203' }).lean())!.state).toBe('contracted');

    // The new holder signs in to the new contract and books; the former holder's old link acts on nothing of it.
    const signIn = await request(app).post('/api/my/session').send({ phone: NEW_BUYER.phone, dong: '101', ho: '1203', verificationToken: signedToken(NEW_BUYER.phone, clock.now()) });
    expect(signIn.body.contractId).toBe(String(fresh._id));
    const holder = await buyerAgent(app, clock.now(), { phone: NEW_BUYER.phone, dong: '101', ho: '1203' });
    expect(((await holder.get('/api/my')).body.contracts as { id: string }[]).map((c) => c.id)).toEqual([String(fresh._id)]);
    expect((await holder.get(`/api/my/contracts/${ended}`)).status).toBe(404);
    const newBooking = await holder.post('/api/my/bookings').send({ contractId: String(fresh._id), slotId: ten, party: 1 });
    expect(newBooking.status).toBe(201);
    expect((await request(app).post(`/api/visits/manage/${oldToken}/cancel`).send({})).status).toBeGreaterThanOrEqual(400);
    expect((await request(app).post(`/api/visits/manage/${oldToken}/move`).send({ slotId: one })).status).toBeGreaterThanOrEqual(400);
    const kept = (await Reservation.findOne({ code: newBooking.body.code }).lean())!;
    expect(kept).toMatchObject({ status: 'booked', phone: NEW_BUYER.phone });
    expect(String(kept.slotId)).toBe(ten);
    expect((await VisitSlot.findById(one).lean())!.remaining).toBe(3);

    // The former holder still reads only the ended contract.
    expect(((await former.get('/api/my')).body.contracts as { id: string }[]).map((c) => c.id)).toEqual([ended]);
    expect((await former.get(`/api/my/contracts/${String(fresh._id)}`)).status).toBe(404);
    expect((await former.get(`/api/my/contracts/${String(fresh._id)}/move-in`)).status).toBe(404);
  });

  it('other holders for a live contract are refused with the words pointing to 명의변경; a 계약일 after today is refused', async () => {
    const desk = await deskClient(app);
    expect((await desk.post('/api/admin/contracts/import', { csv: FIRST })).status).toBe(201);
    const other = (await desk.post('/api/admin/contracts/import', { csv: AGAIN })).body as ContractImportResult;
    expect(other).toMatchObject({ added: 0, updated: 0 });
    expect(other.rejected).toEqual([{ line: 2, reason: LIFE_MESSAGES.unitHasLive('101', '1203') }]);
    expect(other.rejected[0]!.reason).toContain('명의변경');
    expect((await Contract.find({ unitKey: '101-1203' }).lean()).map((c) => c.holders)).toEqual([[BUYER]]);

    const ahead = (await desk.post('/api/admin/contracts/import', { csv: [HEAD, `101,1502,${NEW_BUYER.name},${NEW_BUYER.phone},2027-03-04,538670000,`].join('\n') })).body as ContractImportResult;
    expect(ahead.added).toBe(0);
    expect(ahead.rejected).toEqual([{ line: 2, reason: LIFE_MESSAGES.contractDateFuture }]);
    expect(await Contract.countDocuments({ unitKey: '101-1502' })).toBe(0);
  });
});
