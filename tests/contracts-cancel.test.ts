/**
 * 해약 on the desk (decision 0047): an owner or manager records the day a contract ended and why,
 * once. From then the contract is shown apart on the sale page, owes nothing more on the due list,
 * and its history says so in words. A day ahead of today or before the contract, a second 해약 and
 * a counselor are refused in Korean.
 */
import { describe, expect, it } from 'vitest';
import { prepareTest } from './helpers/prepared-test';
import { createAccount, deskClient, signedInAs } from './helpers/admin';
import { makeContract } from './helpers/my';
import { CONTRACT_MESSAGES, type AdminContractDetail } from '../shared/contract-ledger';
import type { DuePage } from '../shared/deposits';

const { clock, app } = prepareTest({ at: '2027-03-03T10:00:00+09:00' });

describe('a 해약 recorded by the desk', () => {
  it('ends the contract from its day: apart on the sale page, off the due list, in the history in words; once only', async () => {
    const id = await makeContract(clock.now());
    const desk = await deskClient(app);
    expect(((await desk.get('/api/admin/contracts/due')).body as DuePage).rows.map((r) => r.label)).toEqual(['계약금 2차']);

    const done = await desk.post(`/api/admin/contracts/${id}/cancel`, { on: '2027-03-02', reason: '계약자 요청에 따른 합의 해약' });
    expect(done.status).toBe(200);
    // The answer carries what the 해약 leaves: the 위약금 proposed (분양가의 10 %), kept up to what was paid.
    expect(done.body).toEqual({
      cancelledOn: '2027-03-02',
      penalty: 53_867_000,
      ended: { on: '2027-03-02', reason: '계약자 요청에 따른 합의 해약', paid: 26_933_000, penalty: 26_933_000, refunded: 0, refundDue: 0, refunds: [] },
    });

    const detail = (await desk.get(`/api/admin/contracts/${id}`)).body as AdminContractDetail;
    expect(detail.cancelledOn).toBe('2027-03-02');
    expect(detail.history[0]).toMatchObject({ what: '해약 (사유: 계약자 요청에 따른 합의 해약)', lines: ['해약일: 없음 → 2027-03-02', expect.stringContaining('위약금')] });
    expect(((await desk.get('/api/admin/contracts/due')).body as DuePage).rows).toEqual([]);
    const sale = (await desk.get('/api/admin/sale')).body.report.sale.total;
    expect(sale).toMatchObject({ sold: 0, cancelled: 1 });
    expect((await desk.get(`/admin/contracts/${id}`)).text).toContain('이 계약은 2027-03-02에 해약되었습니다.');

    const again = await desk.post(`/api/admin/contracts/${id}/cancel`, { on: '2027-03-03', reason: '다시 해약' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(CONTRACT_MESSAGES.cancelledAlready('2027-03-02'));
  });

  it('is refused in words for a day ahead or before the contract, without a reason, for a counselor; ten at once record one', async () => {
    const id = await makeContract(clock.now());
    const desk = await deskClient(app);
    for (const [body, error] of [
      [{ on: '2027-03-04', reason: '미리 해약' }, CONTRACT_MESSAGES.cancelDay],
      [{ on: '2027-01-04', reason: '계약 전 해약' }, CONTRACT_MESSAGES.cancelDay],
      [{ on: '2027-02-30', reason: '없는 날' }, CONTRACT_MESSAGES.cancelDay],
      [{ on: '2027-03-01', reason: ' ' }, CONTRACT_MESSAGES.cancelReason],
    ] as const) {
      const res = await desk.post(`/api/admin/contracts/${id}/cancel`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe(error);
    }
    await createAccount('cancel-counselor@example.com', 'counselor');
    const { agent, csrfToken } = await signedInAs(app, 'cancel-counselor@example.com');
    expect((await agent.post(`/api/admin/contracts/${id}/cancel`).set('X-CSRF-Token', csrfToken).send({ on: '2027-03-01', reason: '상담사 해약' })).status).toBe(403);

    const all = await Promise.all(Array.from({ length: 10 }, (_, i) => desk.post(`/api/admin/contracts/${id}/cancel`, { on: '2027-03-01', reason: `동시 해약 ${i}` })));
    expect(all.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const history = ((await desk.get(`/api/admin/contracts/${id}`)).body as AdminContractDetail).history.filter((h) => h.what.startsWith('해약'));
    expect(history).toHaveLength(1);
  });
});
