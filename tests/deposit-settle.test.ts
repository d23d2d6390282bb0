/**
 * A deposit no contract was found for: the desk puts it on 보류 (it can still be linked later) or
 * records its 반환 with the day and the bank's reference; once returned it can be neither linked nor
 * returned again. A deposit by the 가상계좌 of a contract ended by a 해약 waits for the desk.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearDb, testApp, testDb } from './helpers/app';
import { createAdmin, deskClient } from './helpers/admin';
import { insertContracts, plan } from './helpers/contracts';
import { Contract } from '../server/contracts/model';
import { Deposit } from '../server/contracts/deposit-model';

const NOW = new Date('2026-12-07T10:00:00+09:00');
const { app } = testApp({}, { now: () => NOW });
const MIDS = ['2026-11-02', '2027-01-04'];

beforeAll(() => testDb());
beforeEach(async () => {
  await clearDb();
  await createAdmin();
});

describe('the desk settles a waiting deposit', () => {
  it('보류 keeps it for a later link; 반환 records the day and the bank reference, once', async () => {
    await insertContracts([{ dong: '101', ho: '1203', name: '김하나', instalments: plan(MIDS) }]);
    const desk = await deskClient(app);
    const up = await desk.post('/api/admin/contracts/deposits', { csv: '거래일,입금자,계좌,금액\n2026-12-02 09:00:00,나모름,,1000000\n2026-12-02 10:00:00,어머니,,30000000\n' });
    const [a, b] = up.body.unmatched.map((u: { id: string }) => u.id) as [string, string];

    const held = await desk.post(`/api/admin/contracts/deposits/${b}/hold`, { note: '계약자 확인 중' });
    expect(held.status).toBe(200);
    expect(held.body.deposit).toMatchObject({ state: 'held', note: '계약자 확인 중' });
    expect(held.body.message).toBe('어머니 30,000,000원 입금을 보류했습니다. 확인되면 계약에 연결하거나 반환으로 기록해 주세요.');
    expect((await desk.get('/api/admin/contracts/deposits?state=held')).body.total).toBe(1);
    const linked = await desk.post(`/api/admin/contracts/deposits/${b}/match`, { dong: '101', ho: '1203' });
    expect(linked.status).toBe(200);

    const bad = await desk.post(`/api/admin/contracts/deposits/${a}/return`, { day: '12월 3일', reference: '' });
    expect(bad.status).toBe(400);
    const back = await desk.post(`/api/admin/contracts/deposits/${a}/return`, { day: '2026-12-03', reference: 'KB20261203-0042' });
    expect(back.status).toBe(200);
    expect(back.body.deposit).toMatchObject({ state: 'returned', returnedOn: '2026-12-03', returnReference: 'KB20261203-0042' });
    expect(back.body.message).toBe('나모름 1,000,000원 입금을 2026-12-03에 반환한 것으로 기록했습니다(거래번호 KB20261203-0042).');
    expect((await desk.post(`/api/admin/contracts/deposits/${a}/return`, { day: '2026-12-03', reference: 'x' })).status).toBe(409);
    expect((await desk.post(`/api/admin/contracts/deposits/${a}/match`, { dong: '101', ho: '1203' })).status).toBe(409);
    expect((await Deposit.findById(a).lean())!.applied).toBe(false);
  });

  it('a deposit into the 가상계좌 of an ended contract, or naming its 동·호, on or after its 해약 day, waits for the desk', async () => {
    const [id] = await insertContracts([{ dong: '101', ho: '1203', name: '김하나', account: '790-0101-1203', instalments: plan(MIDS) }]);
    await Contract.updateOne({ _id: id }, { $set: { cancelledOn: '2026-12-01' } });
    const desk = await deskClient(app);
    const up = await desk.post('/api/admin/contracts/deposits', { csv: '거래일,입금자,계좌,금액\n2026-12-02,김하나,790-0101-1203,30000000\n2026-12-02,101-1203 김하나,,30000000\n' });
    expect(up.body).toMatchObject({ matched: 0 });
    expect(up.body.unmatched).toHaveLength(2);
    expect((await Contract.findById(id).lean())!.instalments.map((i) => i.paid)).toEqual([30_000_000, 0, 0, 0]);
  });
});
