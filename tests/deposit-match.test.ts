/**
 * The desk's link of a waiting deposit: "1504 정하늘" is offered as 101동 1504호 정하늘, a preview says
 * whose contract and what each instalment would receive without changing anything, the link answers
 * the sentence of what was done, and the history reads it in words.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearDb, testApp, testDb } from './helpers/app';
import { createAdmin, deskClient } from './helpers/admin';
import { insertContracts } from './helpers/contracts';
import { Contract } from '../server/contracts/model';
import type { AdminDeposit, DepositImportResult, DepositMatchPreview, DepositMatchResult } from '../shared/deposits';
import type { AdminContractDetail } from '../shared/contract-ledger';

const NOW = new Date('2027-01-10T10:00:00+09:00');
const { app } = testApp({}, { now: () => NOW });

const instalments = [
  { key: 'down-1', label: '계약금 1차', dueDate: '2027-01-05', amount: 6_000_000 },
  { key: 'down-2', label: '계약금 2차', dueDate: '2027-02-05', amount: 30_000_000 },
  { key: 'balance', label: '잔금', dueText: '입주지정기간 내', amount: 200_000_000 },
];

beforeAll(() => testDb());
beforeEach(async () => {
  await clearDb();
  await createAdmin();
  await insertContracts([
    { dong: '101', ho: '1504', name: '정하늘', phone: '010-2222-3333', instalments },
    { dong: '102', ho: '1504', name: '오바다', phone: '010-4444-5555', instalments },
    { dong: '103', ho: '702', name: '정하늘', phone: '010-6666-7777', instalments },
  ]);
});

describe('linking a waiting deposit', () => {
  it('offers 101동 1504호 정하늘 for "1504 정하늘", previews the allocation without writing, and answers in words once linked', async () => {
    const desk = await deskClient(app);
    const up = (await desk.post('/api/admin/contracts/deposits', { csv: '거래일,입금자,계좌,금액\r\n2027-01-09,1504 정하늘,우리은행 1005-901-000000,"10,000,000"\r\n' })).body as DepositImportResult;
    expect(up.unmatched).toHaveLength(1);
    // The list the page reads again after the upload holds the same waiting deposit.
    const list = (await desk.get('/api/admin/contracts/deposits')).body as { items: AdminDeposit[]; waiting: number };
    expect(list.waiting).toBe(1);
    const d = list.items[0]!;
    expect(d.suggestions?.map((s) => s.unit)).toEqual(['101동 1504호 정하늘']);

    const preview = await desk.post(`/api/admin/contracts/deposits/${d.id}/preview`, { contractId: d.suggestions![0]!.contractId });
    expect(preview.status).toBe(200);
    expect(preview.body as DepositMatchPreview).toMatchObject({
      unit: '101동 1504호 정하늘',
      amount: 10_000_000,
      parts: [
        { label: '계약금 1차', amount: 6_000_000 },
        { label: '계약금 2차', amount: 4_000_000 },
      ],
      surplus: 0,
    });
    const untouched = (await Contract.findOne({ unitKey: '101-1504' }).lean())!;
    expect(untouched.instalments.map((i) => i.paid)).toEqual([0, 0, 0]);
    expect((await desk.get('/api/admin/contracts/deposits')).body.waiting).toBe(1);

    const done = await desk.post(`/api/admin/contracts/deposits/${d.id}/match`, { contractId: d.suggestions![0]!.contractId });
    expect(done.status).toBe(200);
    expect((done.body as DepositMatchResult).message).toBe('101동 1504호 정하늘 계약에 10,000,000원을 연결했습니다: 계약금 1차 6,000,000원, 계약금 2차 4,000,000원.');
    expect((await desk.get('/api/admin/contracts/deposits')).body.waiting).toBe(0);

    const detail = (await desk.get(`/api/admin/contracts/${untouched._id}`)).body as AdminContractDetail;
    const lines = detail.history.flatMap((h) => h.lines);
    expect(lines).toContain('계약금 1차에 6,000,000원 납부 처리');
    expect(lines.join(' ')).not.toMatch(/instalment[:.]|down-1|matchedBy/);
  });

  it('a preview by a 동·호 that has no contract says so in Korean, and one of a deposit already linked answers 409', async () => {
    const desk = await deskClient(app);
    await desk.post('/api/admin/contracts/deposits', { csv: '거래일,입금자,계좌,금액\r\n2027-01-09,정하늘,우리은행 1005-901-000000,1000000\r\n' });
    const d = ((await desk.get('/api/admin/contracts/deposits')).body as { items: AdminDeposit[] }).items[0]!;
    // A name alone on two contracts: both offered, the holder's 호 and 동 to choose by.
    expect(d.suggestions?.map((s) => s.unit)).toEqual(['101동 1504호 정하늘', '103동 702호 정하늘']);
    const none = await desk.post(`/api/admin/contracts/deposits/${d.id}/preview`, { dong: '109', ho: '101' });
    expect(none.status).toBe(404);
    expect(none.body.error).toBe('해당 계약을 찾을 수 없습니다. 동·호를 확인해 주세요.');
    await desk.post(`/api/admin/contracts/deposits/${d.id}/match`, { dong: '103', ho: '702' });
    expect((await desk.post(`/api/admin/contracts/deposits/${d.id}/preview`, { dong: '103', ho: '702' })).status).toBe(409);
  });
});
