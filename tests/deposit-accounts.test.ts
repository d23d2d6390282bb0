/**
 * The accounts money arrives in (issue 67, item 6) and the holder told of each deposit (item 8): /my
 * names each payment's own account (신탁 모계좌 for 계약금 1차, the unit's 가상계좌, the 발코니 and
 * options accounts); money into the options account pays options only, by the file's account or the
 * account a mapped layout was saved for; every applied deposit brings one 입금 확인 text (never at
 * night), which a holder turns off on /my.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearDb, testApp, testDb } from './helpers/app';
import { createAdmin, deskClient } from './helpers/admin';
import { testClock } from './helpers/consent';
import { BUYER, buyerAgent, makeContract } from './helpers/my';
import { Contract } from '../server/contracts/model';
import { OutboxMessage } from '../server/outbox/model';
import { siteConfig } from '../shared/site.config';

const clock = testClock('2027-03-03T10:00:00+09:00');
const { app } = testApp({}, { now: clock.now });

beforeAll(() => testDb());
beforeEach(async () => {
  clock.set('2027-03-03T10:00:00+09:00');
  await clearDb();
  await createAdmin();
});

/** The test contract with a confirmed 발코니 확장 and a 시스템 에어컨, each with its own instalment. */
async function withOptions() {
  const id = await makeContract(clock.now());
  const c = (await Contract.findById(id).lean())!;
  const options = [
    { key: 'option-bal-1', label: '발코니 확장 잔금', kind: 'option', dueDate: '2027-04-01', amount: 12_000_000, paid: 0 },
    { key: 'option-air-1', label: '시스템 에어컨 잔금', kind: 'option', dueDate: '2027-04-01', amount: 5_000_000, paid: 0 },
  ];
  await Contract.updateOne({ _id: id }, { $set: { instalments: [...c.instalments, ...options] } });
  return id;
}

const paidOf = async (id: string) => Object.fromEntries((await Contract.findById(id).lean())!.instalments.map((i) => [i.key, i.paid]));
const texts = () => OutboxMessage.find({ kind: 'deposit-confirmed' }).sort({ createdAt: 1, _id: 1 }).lean();
const kb = (account: string, lines: string[]) =>
  ['거래내역조회', `계좌번호 : ${account}`, '거래일시,적요,보낸분/받는분,출금액,입금액,잔액,송금메모,거래점', ...lines].join('\n');

describe('each payment’s own account on /my', () => {
  it('계약금 1차 into the 신탁사’s main account, 중도금 into the unit’s 가상계좌, 발코니 and the other options into their own', async () => {
    const id = await withOptions();
    const agent = await buyerAgent(app, clock.now());
    const res = await agent.get(`/api/my/contracts/${id}`);
    expect(res.status).toBe(200);
    const to = Object.fromEntries((res.body.payments as { label: string; payTo: unknown }[]).map((p) => [p.label, p.payTo]));
    expect(to['계약금 1차']).toEqual({ bank: '신한은행', number: '140-015-214550', holder: '해온자산신탁(주)', purpose: '신탁사 모계좌' });
    expect(to['중도금 1회']).toEqual({ bank: '신한은행', number: '562-100-145501', holder: '해온자산신탁', purpose: '세대별 가상계좌' });
    expect(to['발코니 확장 잔금']).toEqual({ bank: '신한은행', number: '140-015-214567', holder: '해온자산신탁(주)', purpose: '발코니 확장 신탁 계좌' });
    expect(to['시스템 에어컨 잔금']).toEqual({ bank: '우리은행', number: '1005-803-214550', holder: '해온건설(주)', purpose: '유상옵션 계좌 (시공사)' });
    // The site's accounts come from its config (PAYMENT_ACCOUNTS overrides them).
    expect(siteConfig.pricing.accounts?.map((a) => a.id)).toEqual(['trust', 'balcony', 'options']);
  });
});

describe('what a deposit pays follows the account it came into', () => {
  it('into the options account: the options only, 발코니 not (its own account); the same amount into the trust account pays the sale', async () => {
    const id = await withOptions();
    const desk = await deskClient(app);
    const options = await desk.post('/api/admin/contracts/deposits', { csv: kb('1005-803-214550', ['2027.03.02 10:00:00,타행이체,101-1203 김해온,0,"6,000,000","6,000,000",,본점']) });
    expect(options.status).toBe(200);
    expect(options.body.lines[0]).toMatchObject({ outcome: 'applied', paid: [{ key: 'option-air-1', amount: 5_000_000 }], surplus: 1_000_000 });
    const trust = await desk.post('/api/admin/contracts/deposits', { csv: kb('140-015-214550', ['2027.03.02 11:00:00,타행이체,101-1203 김해온,0,"6,000,000","6,000,000",,본점']) });
    expect(trust.body.lines[0]).toMatchObject({ outcome: 'applied', paid: [{ key: 'down-2', amount: 6_000_000 }] });
    expect(await paidOf(id)).toMatchObject({ 'down-2': 6_000_000, 'option-bal-1': 0, 'option-air-1': 5_000_000 });
  });

  it('a layout mapped once with its account: the next file of that layout pays what the account is for, without asking', async () => {
    const id = await withOptions();
    const desk = await deskClient(app);
    const file = (when: string, balance: string) => ['날짜,때,보낸이,들어온돈,나간돈,남은돈,적은말', `2027-03-02,${when},101-1203 김해온,"3,000,000",0,"${balance}",`].join('\n');
    const first = await desk.post('/api/admin/contracts/deposits', { csv: file('10:00', '3,000,000') });
    expect(first.status).toBe(400);
    const columns = { day: '날짜', time: '때', payer: '보낸이', in: '들어온돈', out: '나간돈', balance: '남은돈', memo: '적은말' };
    const mapped = await desk.post('/api/admin/contracts/deposits', { csv: file('10:00', '3,000,000'), layout: { columns, account: '1005-803-214550' } });
    expect(mapped.status).toBe(200);
    expect(mapped.body.lines[0]).toMatchObject({ outcome: 'applied', paid: [{ key: 'option-air-1', amount: 3_000_000 }] });
    const again = await desk.post('/api/admin/contracts/deposits', { csv: file('11:00', '6,000,000') });
    expect(again.status).toBe(200);
    expect(again.body.lines[0]).toMatchObject({ outcome: 'applied', paid: [{ key: 'option-air-1', amount: 2_000_000 }], surplus: 1_000_000 });
    expect(await paidOf(id)).toMatchObject({ 'down-2': 0, 'option-air-1': 5_000_000 });
  });
});

describe('입금 확인 to the holder', () => {
  it('an applied line brings one text with the amount, what it paid and what is left; the same file again brings none', async () => {
    await makeContract(clock.now());
    const desk = await deskClient(app);
    const csv = '거래일,입금자,계좌,금액\n2027-03-02 10:00:00,김해온,562-100-145501,"30,000,000"\n';
    expect((await desk.post('/api/admin/contracts/deposits', { csv })).body.matched).toBe(1);
    await desk.post('/api/admin/contracts/deposits', { csv });
    const sent = await texts();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: BUYER.phone, channel: 'sms', state: 'pending' });
    expect(sent[0]!.nextAttemptAt.toISOString()).toBe(clock.now().toISOString());
    expect(sent[0]!.text).toContain('101동 1203호 입금을 확인했습니다.');
    expect(sent[0]!.text).toContain('입금액: 30,000,000원');
    expect(sent[0]!.text).toContain('반영: 계약금 2차 26,933,000원, 중도금 1회 3,067,000원');
    // 538,670,000 less 26,933,000 (계약금 1차) and 30,000,000.
    expect(sent[0]!.text).toContain('남은 납부 금액: 481,737,000원');
  });

  it('a statement of months ago applied today texts nobody; a line of the last two weeks does', async () => {
    await makeContract(clock.now());
    const desk = await deskClient(app);
    const old = '거래일,입금자,계좌,금액\n2027-01-20 10:00:00,김해온,562-100-145501,"1,000,000"\n';
    expect((await desk.post('/api/admin/contracts/deposits', { csv: old })).body.matched).toBe(1);
    expect(await texts()).toHaveLength(0);
    const recent = '거래일,입금자,계좌,금액\n2027-02-17 10:00:00,김해온,562-100-145501,"1,000,000"\n';
    expect((await desk.post('/api/admin/contracts/deposits', { csv: recent })).body.matched).toBe(1);
    expect(await texts()).toHaveLength(1);
  });

  it('applied at night, it waits for 08:00 Korea time; a desk link texts too', async () => {
    await makeContract(clock.now());
    clock.set('2027-03-03T22:30:00+09:00');
    const desk = await deskClient(app);
    const up = await desk.post('/api/admin/contracts/deposits', { csv: '거래일,입금자,계좌,금액\n2027-03-03 21:00:00,어머니,,1000000\n' });
    expect((await texts())).toHaveLength(0);
    const linked = await desk.post(`/api/admin/contracts/deposits/${up.body.unmatched[0].id}/match`, { dong: '101', ho: '1203' });
    expect(linked.status).toBe(200);
    const [text] = await texts();
    expect(text!.nextAttemptAt.toISOString()).toBe(new Date('2027-03-04T08:00:00+09:00').toISOString());
    expect(text!.text).toContain('입금액: 1,000,000원');
  });

  it('turned off on /my, no text for the next deposit; on again, texts again', async () => {
    const id = await makeContract(clock.now());
    const agent = await buyerAgent(app, clock.now());
    expect((await agent.get(`/api/my/contracts/${id}`)).body.depositTexts).toBe(true);
    const off = await agent.put(`/api/my/contracts/${id}/deposit-texts`).send({ on: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ depositTexts: false });
    expect((await agent.get(`/api/my/contracts/${id}`)).body.depositTexts).toBe(false);
    const desk = await deskClient(app);
    const line = (t: string) => `거래일,입금자,계좌,금액\n2027-03-02 ${t},김해온,562-100-145501,"1,000,000"\n`;
    expect((await desk.post('/api/admin/contracts/deposits', { csv: line('10:00:00') })).body.matched).toBe(1);
    expect(await texts()).toHaveLength(0);
    expect((await agent.put(`/api/my/contracts/${id}/deposit-texts`).send({ on: true })).body.depositTexts).toBe(true);
    expect((await desk.post('/api/admin/contracts/deposits', { csv: line('11:00:00') })).body.matched).toBe(1);
    expect(await texts()).toHaveLength(1);
    expect((await agent.put(`/api/my/contracts/${id}/deposit-texts`).send({ on: 'no' })).status).toBe(400);
  });
});
