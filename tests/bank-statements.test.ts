/**
 * Statement files as the six banks make them, uploaded end to end in the multipart field `file`:
 * each finds its header, reads its columns by name, skips the withdrawal (and 하나's 합계 row) in
 * words, matches by 가상계좌, by 동·호, by name and amount due, and leaves the stranger waiting; the
 * running balance holds. An encrypted file is refused; a layout the site does not know is mapped once
 * and the next file from that account is read without asking; a missing line is reported.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearDb, testApp, testDb } from './helpers/app';
import { createAdmin, signedIn } from './helpers/admin';
import { insertContracts, plan } from './helpers/contracts';
import { BANKS, FILE_NAMES, encryptedWorkbook, statementFile, withBalances, type Line } from './helpers/bank-statements';
import { Contract } from '../server/contracts/model';
import { Deposit } from '../server/contracts/deposit-model';
import type { DepositImportResult } from '../shared/deposits';

const NOW = new Date('2026-12-07T10:00:00+09:00');
const { app } = testApp({}, { now: () => NOW });
const MIDS = ['2026-11-02', '2027-01-04', '2027-03-02', '2027-05-03', '2027-07-01', '2027-09-01'];

const LINES: Line[] = [
  { at: '2026-12-02 09:12:44', payer: '김하나', in: 30_000_000, memo: '가상 790-0101-1203' },
  { at: '2026-12-02 10:05:10', payer: '102-801 이두리', in: 30_000_000 },
  { at: '2026-12-02 10:30:00', payer: '이체수수료', out: 500 },
  { at: '2026-12-02 11:03:00', payer: '박세찬', in: 30_000_000 },
  { at: '2026-12-02 13:20:00', payer: '나모름', in: 1_000_000 },
];

beforeAll(() => testDb());
beforeEach(async () => {
  await clearDb();
  await createAdmin();
  await insertContracts([
    { dong: '101', ho: '1203', name: '김하나', account: '농협 790-0101-1203', instalments: plan(MIDS) },
    { dong: '102', ho: '801', name: '이두리', phone: '010-2000-0801', instalments: plan(MIDS) },
    { dong: '103', ho: '1502', name: '박세찬', phone: '010-3000-1502', instalments: plan(MIDS) },
  ]);
});

async function upload(file: Buffer, name: string, fields: Record<string, string> = {}) {
  const desk = await signedIn(app);
  let req = desk.agent.post('/api/admin/contracts/deposits').set('X-CSRF-Token', desk.csrfToken);
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
  return req.attach('file', file, name);
}

const paidOf = async (unitKey: string) => (await Contract.findOne({ unitKey }).lean())!.instalments.reduce((s, i) => s + i.paid, 0) - 30_000_000;

describe('a statement file from each of the six banks', () => {
  it.each(BANKS)('%s: read by its own headings, three deposits applied, the stranger waits, the withdrawal skipped in words', async (bank) => {
    const res = await upload(await statementFile(bank, LINES), FILE_NAMES[bank]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as DepositImportResult;
    expect(body.format).toBe({ kb: 'csv', shinhan: 'xls', woori: 'html', hana: 'xlsx', nh: 'xlsx', ibk: 'xls' }[bank]);
    expect(body.account).toBe('140013579246');
    expect(body.matched).toBe(3);
    expect(body.balanceGaps).toEqual([]);
    expect(body.skipped.withdrawals).toBe(1);
    expect(body.skipped.totals).toBe(bank === 'hana' ? 1 : 0);
    expect(body.skipped.words).toContain('출금 1줄');
    const byPayer = Object.fromEntries(body.lines.map((l) => [l.payer, l]));
    expect(byPayer['김하나']).toMatchObject({ outcome: 'applied', reason: '가상계좌로 찾았습니다.', contract: { unit: '101동 1203호' }, paid: [{ label: '중도금 1회', amount: 30_000_000 }] });
    expect(byPayer['102-801 이두리']).toMatchObject({ outcome: 'applied', reason: '입금자명·메모의 동·호로 찾았습니다.', contract: { unit: '102동 801호' } });
    expect(byPayer['박세찬']).toMatchObject({ outcome: 'applied', reason: '입금자명과 납부할 금액으로 찾았습니다.', contract: { unit: '103동 1502호' } });
    expect(byPayer['나모름']).toMatchObject({ outcome: 'unmatched', amount: 1_000_000 });
    expect(byPayer['이체수수료']).toMatchObject({ outcome: 'skipped', reason: '출금이라 건너뛰었습니다.' });
    for (const unit of ['101-1203', '102-801', '103-1502']) expect(await paidOf(unit)).toBe(30_000_000);

    // The same file again: every line answered as uploaded before, nothing applied twice.
    const again = (await upload(await statementFile(bank, LINES), FILE_NAMES[bank])).body as DepositImportResult;
    expect(again).toMatchObject({ matched: 0, repeated: 4 });
    expect(again.lines.find((l) => l.payer === '김하나')).toMatchObject({ outcome: 'repeated', reason: '이미 올린 줄입니다: 101동 1203호 계약에 반영된 줄입니다.' });
    expect(await paidOf('101-1203')).toBe(30_000_000);
  });
});

describe('what a file cannot be', () => {
  it('an encrypted workbook is refused in words, and nothing is stored', async () => {
    const res = await upload(encryptedWorkbook(), 'statement.xlsx');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('암호를 풀고 저장한 파일을 올려 주세요');
    expect(await Deposit.countDocuments()).toBe(0);
  });

  it('a missing line breaks the running balance: both rows and the difference said, the lines still applied, the desk told to fetch them', async () => {
    // The file without 이두리's line, each line left with the 잔액 the bank gave it.
    const res = await upload(await withoutSecondLine(withBalances(LINES)), 'ibk.xls');
    expect(res.status).toBe(200);
    const body = res.body as DepositImportResult;
    expect(body.balanceGaps).toHaveLength(1);
    expect(body.balanceGaps[0]).toMatchObject({ afterRow: 3, beforeRow: 4, difference: 30_000_000, message: '2026-12-02 09:12 다음 줄이 빠진 것 같습니다: 30,000,000원 차이' });
    expect(body.balanceNotice).toContain('다시 내려받아');
    expect(body.matched).toBe(2);
  });
});

/** The IBK file of the lines left, each with the 잔액 it had in the full statement. */
async function withoutSecondLine(full: ReturnType<typeof withBalances>) {
  const kept = full.filter((_, i) => i !== 1);
  const XLSX = await import('@e965/xlsx');
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    wb,
    XLSX.utils.aoa_to_sheet([
      ['계좌번호 140-013-579246'],
      ['순번', '거래일시', '출금', '입금', '거래후 잔액', '거래내용', '상대계좌번호', '상대은행', '메모', '거래구분', '상대계좌예금주명'],
      ...kept.map((r, i) => [i + 1, r.at, r.out, r.in, r.balance, '이체', '', '', r.memo ?? '', r.in ? '입금' : '출금', r.payer]),
    ]),
    'x',
  );
  return Buffer.from(XLSX.write(wb, { type: 'buffer', bookType: 'biff8' }) as Buffer);
}

describe('a layout the site does not know', () => {
  const file = (lines: Line[]) => {
    const rows = withBalances(lines);
    const text = ['해온저축은행 입출금 내역', '계좌번호 : 555-12-3456789', '', '일시,받은돈,내준돈,남은돈,보낸사람,적은말', ...rows.map((r) => [r.at, r.in, r.out, r.balance, r.payer, r.memo ?? ''].join(','))].join('\n');
    return Buffer.from(text, 'utf8');
  };

  it('is mapped once by the desk, and the next file from that account needs nothing', async () => {
    const first = await upload(file(LINES.slice(0, 2)), 'other.csv');
    expect(first.status).toBe(400);
    expect(first.body.layout).toEqual({ headings: ['일시', '받은돈', '내준돈', '남은돈', '보낸사람', '적은말'], row: 4, account: '555123456789' });
    const layout = { columns: { day: '일시', in: '받은돈', out: '내준돈', balance: '남은돈', payer: '보낸사람', memo: '적은말' } };
    const mapped = await upload(file(LINES.slice(0, 2)), 'other.csv', { layout: JSON.stringify(layout) });
    expect(mapped.status, JSON.stringify(mapped.body)).toBe(200);
    expect(mapped.body.matched).toBe(2);
    const next = await upload(file(LINES), 'other-next.csv');
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(next.body).toMatchObject({ matched: 1, repeated: 2, skipped: { withdrawals: 1 }, balanceGaps: [] });
  });
});
