/**
 * The 입주 정산서 as the buyer and the desk read it (issue 66): a 계약금 paid 14 days late keeps its
 * 연체료 after payment, a 중도금 대출 회차 pays its 중도금 and its 후불이자 runs to the day asked, the
 * 관리비 예치금 is added; /my and the desk give the same lines, the PDF prints them, the desk may waive
 * a 연체료 with a reason (history), and once the total is paid the 입주증 appears, the keys are handed
 * over, and /my says 열쇠 수령 완료 in its place.
 */
import { describe, expect, it } from 'vitest';
import { prepareTest } from './helpers/prepared-test';
import { createAdmin, deskClient } from './helpers/admin';
import { BUYER, buyerAgent, makeContract } from './helpers/my';
import { binary, pdfFirstPageText, pdfPageSizes, receiptPdf } from './helpers/pdf';
import { ContractChange } from '../server/contracts/model';
import { SETTLEMENT_MESSAGES } from '../shared/settlement';

const { clock, app } = prepareTest({ at: '2027-02-19T10:00:00+09:00', owner: false });
const ACCOUNT = '562-100-145501';
const deposit = (d: Awaited<ReturnType<typeof deskClient>>, at: string, amount: number) =>
  d.post('/api/admin/contracts/deposits', { csv: `거래일,입금자,계좌,금액\n${at},${BUYER.name},${ACCOUNT},${amount}` });

describe('the 입주 정산서', () => {
  it('keeps a late payment’s 연체료, adds the 후불이자 to the day and the 관리비 예치금, and releases the keys at 0', async () => {
    await createAdmin();
    const d = await deskClient(app);
    const id = await makeContract(clock.now());
    // 계약금 2차 26,933,000원 due 2027-02-05, paid 2027-02-19: 14 days at 6.5% = 26,933,000 × 6.5% × 14 / 365 = 67,148원.
    expect((await deposit(d, '2027-02-19 10:00:00', 26_933_000)).body).toMatchObject({ matched: 1 });
    const late = (body: { instalments?: { key: string; late?: number }[]; payments?: { label: string; late: number }[] }) => body.instalments?.find((i) => i.key === 'down-2')?.late ?? body.payments?.find((p) => p.label === '계약금 2차')?.late;
    expect(late((await d.get(`/api/admin/contracts/${id}`)).body)).toBe(67_148);
    clock.set('2027-06-15T10:00:00+09:00');
    // Paid in full, and its 연체료 is still owed months later (it did not disappear with the payment).
    expect(late((await d.get(`/api/admin/contracts/${id}`)).body)).toBe(67_148);

    // The bank's 중도금 대출: 1회차 executed 2027-06-10 pays 중도금 1회.
    expect((await d.put(`/api/admin/contracts/${id}/loan`, { bank: '하나은행', ratePercent: 4.5 })).status).toBe(200);
    const draw = await d.post(`/api/admin/contracts/${id}/loan/draws`, { round: '1회', day: '2027-06-10', amount: 53_867_000 });
    expect(draw.status).toBe(201);
    expect(draw.body).toMatchObject({ key: 'mid-1', paid: 53_867_000, surplus: 0 });
    expect((await d.post(`/api/admin/contracts/${id}/loan/draws`, { round: '1', day: '2027-06-10', amount: 53_867_000 })).status).toBe(409);

    expect((await d.put('/api/admin/movein/period', { from: '2027-07-01', to: '2027-07-31' })).status).toBe(200);
    clock.set('2027-07-15T10:00:00+09:00');
    const buyer = await buyerAgent(app, clock.now());
    const mine = await buyer.get(`/api/my/contracts/${id}/settlement?on=2027-07-15`);
    expect(mine.status).toBe(200);
    // 후불이자: 53,867,000 × 4.5% × 35 days (06-10 → 07-15) / 365 = 232,439원.
    expect(mine.body.lines).toEqual([
      { label: '잔금', amount: 430_937_000, note: '납부기한 2027년 7월 31일' },
      { label: '계약금 2차 연체료', amount: 67_148, note: expect.stringContaining('확정분') },
      { label: '중도금 후불이자', amount: 232_439, note: expect.stringContaining('하나은행 연 4.5%') },
      { label: '관리비 예치금', amount: 450_000, note: expect.any(String) },
    ]);
    expect(mine.body).toMatchObject({ on: '2027-07-15', total: 430_937_000 + 67_148 + 232_439 + 450_000, payTo: { bank: '신한은행', number: ACCOUNT } });
    // A day later the interest is one day more; outside the 입주지정기간 the day is refused in Korean.
    const next = (await buyer.get(`/api/my/contracts/${id}/settlement?on=2027-07-16`)).body;
    expect(next.lines[2].amount).toBe(Math.floor((53_867_000 * 450 * 36) / 3_650_000));
    const outside = await buyer.get(`/api/my/contracts/${id}/settlement?on=2027-08-01`);
    expect(outside.status).toBe(400);
    expect(outside.body.error).toBe(SETTLEMENT_MESSAGES.outsidePeriod('2027-07-01', '2027-07-31'));

    // The desk reads the same figures, and its PDF prints them.
    const desk = (await d.get(`/api/admin/contracts/${id}/settlement?on=2027-07-15`)).body;
    expect({ lines: desk.lines, total: desk.total }).toEqual({ lines: mine.body.lines, total: mine.body.total });
    const pdf = await binary(buyer.get(`/api/my/contracts/${id}/settlement.pdf?on=2027-07-15`));
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfFirstPageText(pdf.body as Buffer);
    expect(text).toContain('입주 잔금 정산서');
    expect(text).toContain(`${mine.body.total.toLocaleString('ko-KR')}원`);
    // One A4 page; the 관리비 예치금 goes to the management office, the rest to the contract's account.
    expect(await pdfPageSizes(pdf.body as Buffer)).toEqual([[595, 842]]);
    expect(text).toContain(`관리비 예치금 450,000원은 관리사무소에, 나머지 ${(mine.body.total - 450_000).toLocaleString('ko-KR')}원은 아래 계좌로 내 주세요.`);
    expect(text).toContain(`입금 계좌: 신한은행 ${ACCOUNT}`);

    // The 납부확인서 of that day: one A4 page that says the kept 연체료 (nothing is overdue, yet it is owed).
    const receipt = await receiptPdf(buyer, id);
    expect(await pdfPageSizes(receipt.body as Buffer)).toEqual([[595, 842]]);
    expect(await pdfFirstPageText(receipt.body as Buffer)).toContain('연체료(납부 지연분): 67,148원 (2027년 7월 15일 기준)');

    // The desk waives the 연체료 with a reason, in the history; it is gone from the 정산서.
    expect((await d.post(`/api/admin/contracts/${id}/late-waivers`, { key: 'down-2', reason: '' })).status).toBe(400);
    const waived = await d.post(`/api/admin/contracts/${id}/late-waivers`, { key: 'down-2', reason: '고지서 발송 누락' });
    expect(waived.status).toBe(201);
    expect(waived.body).toMatchObject({ waived: 67_148, owed: 0 });
    expect(await ContractChange.exists({ contractId: id, what: '연체료 면제 (계약금 2차): 고지서 발송 누락' })).toBeTruthy();
    const after = (await buyer.get(`/api/my/contracts/${id}/settlement`)).body;
    expect(after.lines.map((l: { label: string }) => l.label)).not.toContain('계약금 2차 연체료');

    // No 입주증 and no keys while something is left.
    const view = (await buyer.get(`/api/my/contracts/${id}/move-in`)).body.movein;
    expect(view).toMatchObject({ pass: null, settlement: { total: after.total, released: false } });

    // The total paid on the day: 0 left, the 입주증 appears, the keys are given, and /my says so.
    expect((await deposit(d, '2027-07-15 11:00:00', after.total)).body).toMatchObject({ matched: 1 });
    expect((await buyer.get(`/api/my/contracts/${id}/settlement`)).body.total).toBe(0);
    const pass = (await buyer.get(`/api/my/contracts/${id}/move-in`)).body.movein.pass;
    expect(pass).toMatchObject({ unit: '101동 1203호' });
    expect((await d.post(`/api/admin/movein/pass/${pass.code}/keys`, {})).status).toBe(201);
    expect((await buyer.get(`/api/my/contracts/${id}/move-in`)).body.movein).toMatchObject({ pass: null, keysOn: '2027-07-15' });
  });
});
