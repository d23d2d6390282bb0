/**
 * The bank's 중도금 대출 실행 내역 imported through the desk's route (issue 66), as a bank sends it: a
 * title line above the header, its own headings (호수, 대출은행, 대출회차, 실행일자, 실행금액(원), 적용금리(%)),
 * columns the import does not need (차주명, 대출계좌번호) and a 합계 line; as CSV and as the bank's xlsx
 * (dates as date cells, the rate as a percent cell, 동·호 in one 동호수 column). Each good row pays its
 * 중도금 and starts its 후불이자; a bad row is refused in Korean with its line and changes nothing; the
 * same list again records nothing twice.
 */
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { prepareTest } from './helpers/prepared-test';
import { createAdmin, deskClient } from './helpers/admin';
import { makeContract } from './helpers/my';
import { LOAN_MESSAGES } from '../server/contracts/loans';
import { LOAN_IMPORT_MESSAGES } from '../server/contracts/loan-import';

const { clock, app } = prepareTest({ at: '2027-07-01T10:00:00+09:00', owner: false });

const CSV = [
  '중도금 대출 실행 내역 (더 해온 레이크시티),,,,,,,,,',
  '순번,동,호수,차주명,대출은행,대출계좌번호,대출회차,실행일자,실행금액(원),적용금리(%)',
  '1,101,1203,김해온,하나은행,123-910000-12345,1회차,2027.06.10,"53,867,000",4.50',
  '2,101,9999,이청해,하나은행,123-910000-12346,1회차,2027.06.10,"53,867,000",4.50',
  '3,102,304,박호수,하나은행,123-910000-12347,1회차,2027-13-40,"53,867,000",4.50',
  '4,102,304,박호수,하나은행,123-910000-12347,1회차,2027.06.10,-,4.50',
  '5,102,304,박호수,하나은행,123-910000-12347,9회차,2027.06.10,"53,867,000",4.50',
  '6,102,304,박호수,하나은행,123-910000-12347,1회차,2027.06.10,"53,867,000",',
  ',,,,,,,합계,"323,202,000",',
].join('\n');

async function bankWorkbook(): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('실행내역');
  sheet.addRow(['국민은행 중도금 집단대출 실행 내역']);
  sheet.addRow(['기준일: 2027-06-30']);
  sheet.addRow(['No.', '동호수', '차주명', '대출회차', '대출실행일', '실행금액', '적용금리']);
  const good = sheet.addRow([1, '102동 304호', '박호수', '1', new Date(Date.UTC(2027, 5, 11)), 53_867_000, 0.0473]);
  good.getCell(7).numFmt = '0.00%';
  const bad = sheet.addRow([2, '102동 ', '박호수', '1', new Date(Date.UTC(2027, 5, 11)), 53_867_000, 0.0473]);
  bad.getCell(7).numFmt = '0.00%';
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

describe('the bank’s 중도금 대출 list, imported', () => {
  it('records each 회차 from the CSV, refuses bad rows in Korean by line, and records nothing twice', async () => {
    await createAdmin();
    const d = await deskClient(app);
    const a = await makeContract(clock.now());
    const b = await makeContract(clock.now(), { dong: '102', ho: '304', holders: [{ name: '박호수', phone: '010-2222-3333' }] });

    const res = await d.post('/api/admin/contracts/loans/import', { csv: CSV });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      recorded: 1,
      repeated: 0,
      rejected: [
        { line: 4, reason: LOAN_IMPORT_MESSAGES.notFound('101동 9999호') },
        { line: 5, reason: LOAN_MESSAGES.day },
        { line: 6, reason: LOAN_MESSAGES.amount },
        { line: 7, reason: LOAN_MESSAGES.round('9회차') },
        { line: 8, reason: LOAN_MESSAGES.rate },
      ],
    });
    expect(LOAN_MESSAGES.day).toBe('실행일을 YYYY-MM-DD 형식으로 입력해 주세요.');

    // The good row: the loan registered and its 회차 paying 중도금 1회 on the day the bank executed it.
    const loan = (await d.get(`/api/admin/contracts/${a}/loan`)).body.loan;
    expect(loan).toMatchObject({ bank: '하나은행', ratePercent: 4.5, draws: [{ key: 'mid-1', label: '중도금 1회', day: '2027-06-10', amount: 53_867_000 }] });
    const mid1 = (await d.get(`/api/admin/contracts/${a}`)).body.instalments.find((i: { key: string }) => i.key === 'mid-1');
    expect(mid1).toMatchObject({ paid: 53_867_000, paidOn: '2027-06-10' });
    // The bad rows of 102동 304호 left it as it was: no loan, nothing paid.
    expect((await d.get(`/api/admin/contracts/${b}/loan`)).body.loan).toBeNull();

    // The same list again: the 회차 is counted as repeated, nothing paid twice.
    const again = (await d.post('/api/admin/contracts/loans/import', { csv: CSV })).body;
    expect(again).toMatchObject({ recorded: 0, repeated: 1 });
    expect((await d.get(`/api/admin/contracts/${a}`)).body.instalments.find((i: { key: string }) => i.key === 'mid-1').paid).toBe(53_867_000);
  });

  it('reads the bank’s xlsx (date cells, a percent rate, 동호수 in one column) with the bank given beside it', async () => {
    await createAdmin();
    const d = await deskClient(app);
    const b = await makeContract(clock.now(), { dong: '102', ho: '304', holders: [{ name: '박호수', phone: '010-2222-3333' }] });
    const res = await d.post('/api/admin/contracts/loans/import', { xlsx: await bankWorkbook(), bank: '국민은행' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ recorded: 1, repeated: 0, rejected: [{ line: 5, reason: LOAN_IMPORT_MESSAGES.unit }] });
    expect((await d.get(`/api/admin/contracts/${b}/loan`)).body.loan).toMatchObject({ bank: '국민은행', ratePercent: 4.73, draws: [{ key: 'mid-1', day: '2027-06-11', amount: 53_867_000 }] });
  });

  it('refuses a file without the columns it needs, in Korean', async () => {
    await createAdmin();
    const d = await deskClient(app);
    const res = await d.post('/api/admin/contracts/loans/import', { csv: '이름,금액\n김해온,1000\n' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(LOAN_IMPORT_MESSAGES.header);
    const notAFile = await d.post('/api/admin/contracts/loans/import', { xlsx: Buffer.from('not a workbook').toString('base64') });
    expect(notAFile.status).toBe(400);
    expect(notAFile.body.error).toBe(LOAN_IMPORT_MESSAGES.unreadable);
  });
});
