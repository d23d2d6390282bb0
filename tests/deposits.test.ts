import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import iconv from 'iconv-lite';
import { Types } from 'mongoose';
import { parse } from 'csv-parse/sync';
import { clearDb, testApp, testDb } from './helpers/app';
import { createAccount, createAdmin, deskClient, signedIn, signedInAs } from './helpers/admin';
import { insertContracts, plan } from './helpers/contracts';
import { Contract, ContractChange } from '../server/contracts/model';
import { Deposit } from '../server/contracts/deposit-model';
import { AccessEntry } from '../server/access-log/model';
import type { DepositImportResult } from '../shared/deposits';
import { depositInstant } from '../server/core/deposit-key';

// Business time: 2026-12-01 10:00 in Korea.
const NOW = new Date('2026-12-01T10:00:00+09:00');
const { app } = testApp({}, { now: () => NOW });
const MIDS = ['2026-09-01', '2026-11-02', '2027-01-04', '2027-03-02', '2027-05-03', '2027-07-01'];
const COMMON_ACCOUNT = '우리은행 1005-901-000000'; // the trust account everyone may pay into: names no contract

const N = 990;
const dongOf = (i: number) => String(101 + (i % 10));
const hoOf = (i: number) => String(100 * (1 + Math.floor(i / 40)) + (1 + (Math.floor(i / 10) % 4)));
const accountOf = (i: number) => `농협 790-${String(100000 + i)}-01`;
const nameFormats = [
  (i: number) => `${dongOf(i)}-${hoOf(i)} 홍길동`,
  (i: number) => `${dongOf(i)}동${hoOf(i)}호`,
  (i: number) => `김민지 ${dongOf(i)}동 ${hoOf(i)}호`,
];

async function seed() {
  return insertContracts(Array.from({ length: N }, (_, i) => ({ dong: dongOf(i), ho: hoOf(i), account: accountOf(i), instalments: plan(MIDS) })));
}

/**
 * 2,000 lines: 991 by 가상계좌 (contract 0 paid twice the same amount on the same day: two lines
 * alike, two deposits), 989 by the 동·호 in the depositor's name (into the common account), and
 * 20 that name no contract.
 */
function depositFile(): string {
  const lines = ['거래일,입금자,계좌,금액'];
  for (let i = 0; i < N; i++) lines.push(`2026-11-02 09:${String(i % 60).padStart(2, '0')}:00,홍길동,${accountOf(i)},"30,000,000"`);
  lines.push(`2026-11-02 09:00:00,홍길동,${accountOf(0)},"30,000,000"`);
  for (let i = 1; i < N; i++) lines.push(`2026.11.20,${nameFormats[i % 3]!(i)},${COMMON_ACCOUNT},45000000`);
  for (let k = 0; k < 10; k++) lines.push(`2026-11-21,이몽룡${k},${COMMON_ACCOUNT},1000000`);
  for (let k = 0; k < 10; k++) lines.push(`2026-11-21,${120 + k}-101 성춘향,신한 110-${k}-999,2000000`);
  return lines.join('\r\n') + '\r\n';
}

beforeAll(async () => {
  await testDb();
});
beforeEach(async () => {
  await clearDb();
  await createAdmin();
});

async function expectTheFirstImport(result: DepositImportResult, ids: Awaited<ReturnType<typeof seed>>) {
  expect(result.matched).toBe(1980);
  expect(result.repeated).toBe(0);
  expect(result.unmatched).toHaveLength(20);
  expect(result.unmatched.map((u) => u.line)).toEqual(Array.from({ length: 20 }, (_, k) => 1982 + k));
  expect(result.unmatched[0]).toMatchObject({ line: 1982, depositor: '이몽룡0', amount: 1_000_000, day: '2026-11-21' });
  expect(result.unmatched.every((u) => typeof u.id === 'string')).toBe(true);

  // Contract 0: two deposits of 30,000,000 (중도금 1회, 2회), nothing by name.
  const c0 = (await Contract.findById(ids[0]).lean())!;
  expect(c0.instalments.map((i) => i.paid)).toEqual([30_000_000, 30_000_000, 30_000_000, 0, 0, 0, 0, 0]);
  expect(c0.instalments[2]!.paidOn).toBe('2026-11-02');
  // Contract 1: 30,000,000 by its 가상계좌 pays 중도금 1회; 45,000,000 by name pays 2회 and spills 15,000,000 into 3회.
  const c1 = (await Contract.findById(ids[1]).lean())!;
  expect(c1.instalments.map((i) => i.paid)).toEqual([30_000_000, 30_000_000, 30_000_000, 15_000_000, 0, 0, 0, 0]);
  expect(c1.instalments[2]!.paidOn).toBe('2026-11-20');
  expect(c1.instalments[3]!.paidOn).toBeUndefined();
  const spill = (await Deposit.findOne({ contractId: ids[1], matchedBy: 'unit' }).lean())!;
  expect(spill.allocation).toEqual([
    { key: 'mid-2', label: '중도금 2회', amount: 30_000_000 },
    { key: 'mid-3', label: '중도금 3회', amount: 15_000_000 },
  ]);
  expect(spill.applied).toBe(true);
  // One history row per applied deposit.
  expect(await ContractChange.countDocuments({ by: 'deposit' })).toBe(1980);
  // Its words name the deposit without money; the amounts are fields apart (a counselor reads the words).
  const spillRow = (await ContractChange.findOne({ contractId: ids[1], by: 'deposit', what: /2026-11-20/ }).lean())!;
  expect(spillRow.what).not.toMatch(/\d원/);
  expect(spillRow.changes).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'deposit', to: 45_000_000 }), expect.objectContaining({ field: 'instalment.paid', label: '중도금 3회', to: 15_000_000 })]));
}

async function snapshot() {
  const contracts = await Contract.find({}, { instalments: 1, depositIds: 1 }).sort({ _id: 1 }).lean();
  return { contracts: JSON.stringify(contracts), deposits: await Deposit.countDocuments(), changes: await ContractChange.countDocuments() };
}

describe('importing the bank’s deposit list', () => {
  it('2,000 lines with 20 unknown: 1,980 applied to the oldest unpaid instalments, the 20 listed, and a second import changes nothing', async () => {
    const ids = await seed();
    const desk = await deskClient(app);
    const csv = depositFile();
    const first = await desk.post('/api/admin/contracts/deposits', { csv });
    expect(first.status).toBe(200);
    await expectTheFirstImport(first.body as DepositImportResult, ids);

    const before = await snapshot();
    const again = await desk.post('/api/admin/contracts/deposits', { csv });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ matched: 0, unmatched: [], repeated: 2000 });
    expect(await snapshot()).toEqual(before);

    // The 20 wait for the desk, and the list's view is in the access record.
    const waiting = await desk.get('/api/admin/contracts/deposits?state=unmatched');
    expect(waiting.status).toBe(200);
    expect(waiting.body.total).toBe(20);
    expect(waiting.body.items.map((d: { depositor: string }) => d.depositor)).toContain('이몽룡0');
    expect(await AccessEntry.countDocuments({ action: 'search', subject: /^deposits/ })).toBe(1);
  }, 60_000);

  it('the same file in EUC-KR, as banks give it, gives the same result (sent as the file’s bytes or as base64 JSON)', async () => {
    const ids = await seed();
    const desk = await signedIn(app);
    const bytes = iconv.encode(depositFile(), 'euc-kr');
    const res = await desk.agent.post('/api/admin/contracts/deposits').set('X-CSRF-Token', desk.csrfToken).set('Content-Type', 'text/csv').send(bytes);
    expect(res.status).toBe(200);
    await expectTheFirstImport(res.body as DepositImportResult, ids);
    const again = await desk.agent.post('/api/admin/contracts/deposits').set('X-CSRF-Token', desk.csrfToken).send({ csv: bytes.toString('base64'), encoding: 'base64' });
    expect(again.body).toMatchObject({ matched: 0, unmatched: [], repeated: 2000 });
    // The UTF-8 file is the same deposits: all repeated.
    const utf8 = await desk.agent.post('/api/admin/contracts/deposits').set('X-CSRF-Token', desk.csrfToken).send({ csv: depositFile() });
    expect(utf8.body).toMatchObject({ matched: 0, unmatched: [], repeated: 2000 });
  }, 60_000);

  it('two imports of overlapping files at once apply each deposit once and lose none', async () => {
    const ids = await insertContracts([{ dong: '101', ho: '101', account: '790-1', instalments: plan(MIDS) }]);
    const desk = await deskClient(app);
    const a = ['거래일,입금자,계좌,금액', '2026-11-02,홍길동,790-1,10000000', '2026-11-03,홍길동,790-1,10000000'].join('\n');
    const b = ['거래일,입금자,계좌,금액', '2026-11-03,홍길동,790-1,10000000', '2026-11-04,홍길동,790-1,10000000'].join('\n');
    const [ra, rb] = await Promise.all([desk.post('/api/admin/contracts/deposits', { csv: a }), desk.post('/api/admin/contracts/deposits', { csv: b })]);
    expect(ra.body.matched + rb.body.matched).toBe(3);
    expect(ra.body.repeated + rb.body.repeated).toBe(1);
    const c = (await Contract.findById(ids[0]).lean())!;
    expect(c.instalments.reduce((s, i) => s + i.paid, 0) - 30_000_000).toBe(30_000_000);
    expect(await Deposit.countDocuments({ applied: true })).toBe(3);
    expect(await ContractChange.countDocuments({ contractId: ids[0], by: 'deposit' })).toBe(3);
  });

  it('a deposit an import left matched but unapplied is finished by an import ten minutes on, not by one that may run beside it', async () => {
    const ids = await insertContracts([{ dong: '101', ho: '101', account: '790-1', instalments: plan(MIDS) }]);
    const desk = await deskClient(app);
    const left = (line: number, minutesAgo: number) => ({
      rowKey: `left-${line}`,
      importId: new Types.ObjectId(),
      line,
      dealtAt: '2026-11-01',
      day: '2026-11-01',
      depositor: '홍길동',
      account: '790-1',
      accountKey: '7901',
      amount: 10_000_000,
      state: 'matched',
      matchedBy: 'account',
      contractId: ids[0],
      unitKey: '101-101',
      matchedAt: new Date(NOW.getTime() - minutesAgo * 60_000),
      applied: false,
      importedAt: new Date(NOW.getTime() - minutesAgo * 60_000),
    });
    await Deposit.insertMany([left(1, 11), left(2, 1)]);
    const res = await desk.post('/api/admin/contracts/deposits', { csv: ['거래일,입금자,계좌,금액', '2026-11-05,홍길동,790-1,10000000'].join('\n') });
    expect(res.body.matched).toBe(1);
    expect((await Deposit.findOne({ rowKey: 'left-1' }).lean())!.applied).toBe(true);
    expect((await Deposit.findOne({ rowKey: 'left-2' }).lean())!.applied).toBe(false);
    const c = (await Contract.findById(ids[0]).lean())!;
    expect(c.instalments.reduce((s, i) => s + i.paid, 0) - 30_000_000).toBe(20_000_000);
  });

  it('the desk matches a waiting deposit to a contract by 동·호; it is applied at once and a second match is refused', async () => {
    const ids = await insertContracts([{ dong: '101', ho: '1203', account: '790-1', instalments: plan(MIDS) }]);
    const desk = await deskClient(app);
    const res = await desk.post('/api/admin/contracts/deposits', { csv: '거래일,입금자,계좌,금액\n2026-11-02,홍길동 어머니,1005-901,30000000\n' });
    expect(res.body.matched).toBe(0);
    const id = res.body.unmatched[0].id as string;
    const wrong = await desk.post(`/api/admin/contracts/deposits/${id}/match`, { dong: '109', ho: '101' });
    expect(wrong.status).toBe(404);
    expect(wrong.body.error).toBe('해당 계약을 찾을 수 없습니다. 동·호를 확인해 주세요.');
    const ok = await desk.post(`/api/admin/contracts/deposits/${id}/match`, { dong: '101동', ho: '1203호' });
    expect(ok.status).toBe(200);
    expect(ok.body.deposit).toMatchObject({ state: 'matched', matchedBy: 'desk', unit: '101-1203', allocation: [{ key: 'mid-1', amount: 30_000_000 }] });
    expect((await Contract.findById(ids[0]).lean())!.instalments[1]!.paid).toBe(30_000_000);
    const twice = await desk.post(`/api/admin/contracts/deposits/${id}/match`, { dong: '101', ho: '1203' });
    expect(twice.status).toBe(409);
    expect((await Contract.findById(ids[0]).lean())!.instalments[1]!.paid).toBe(30_000_000);
    expect(await ContractChange.countDocuments({ contractId: ids[0], by: 'deposit' })).toBe(1);
  });

  it('a file whose columns cannot be named is refused as a whole, in Korean, with its headings to map; a counselor may not import', async () => {
    const desk = await deskClient(app);
    const res = await desk.post('/api/admin/contracts/deposits', { csv: 'date,name\n2026-11-02,x' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('입금 내역 파일의 열을 알아볼 수 없습니다. 거래일시·입금액 등 각 열이 무엇인지 한 번 지정해 주세요.');
    // The headings are offered to the desk to map once.
    expect(res.body.layout).toMatchObject({ headings: ['date', 'name'], row: 1 });
    await createAccount('counselor@example.com', 'counselor');
    const c = await signedInAs(app, 'counselor@example.com');
    const refused = await c.agent.post('/api/admin/contracts/deposits').set('X-CSRF-Token', c.csrfToken).send({ csv: '거래일,입금자,계좌,금액\n' });
    expect(refused.status).toBe(403);
    expect((await c.agent.get('/api/admin/contracts/due')).status).toBe(403);
  });
});

describe('instalments due and overdue', () => {
  it('lists unpaid instalments by 회차, 동 and amount, and exports them only with a reason, kept in the access record', async () => {
    await insertContracts([
      { dong: '101', ho: '1203', name: '김하나', account: '1', instalments: plan(MIDS) },
      { dong: '102', ho: '801', name: '이두리', account: '2', instalments: plan(MIDS).map((i) => (i.key === 'mid-1' ? { ...i, paid: 30_000_000, paidOn: '2026-09-01' } : i)) },
    ]);
    const desk = await deskClient(app);
    const all = await desk.get('/api/admin/contracts/due');
    expect(all.status).toBe(200);
    // 중도금 1회 (overdue 91 days) for 101-1203 only, 중도금 2회 (overdue 29 days) for both; 3회 is more than 30 days ahead.
    expect(all.body.rows.map((r: { dong: string; ho: string; label: string; daysLate: number; outstanding: number }) => [r.dong, r.ho, r.label, r.daysLate, r.outstanding])).toEqual([
      ['101', '1203', '중도금 1회', 91, 30_000_000],
      ['101', '1203', '중도금 2회', 29, 30_000_000],
      ['102', '801', '중도금 2회', 29, 30_000_000],
    ]);
    expect(all.body.outstanding).toBe(90_000_000);
    const round = await desk.get(`/api/admin/contracts/due?round=${encodeURIComponent('중도금 2회')}&dong=102`);
    expect(round.body.rows).toHaveLength(1);
    expect((await desk.get('/api/admin/contracts/due.csv')).status).toBe(400);
    const csv = await desk.get(`/api/admin/contracts/due.csv?status=overdue&reason=${encodeURIComponent('연체 안내 전화')}`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = parse(csv.text.replace(/^\uFEFF/, '')) as string[][];
    expect(rows[0]).toEqual(['동', '호', '계약자', '연락처', '회차', '구분', '납부기한', '금액', '납부액', '남은 금액', '연체일수', '연체료']);
    expect(rows.slice(1).map((r) => [r[0], r[2], r[4], r[9]])).toEqual([
      ['101', '김하나', '중도금 1회', '30000000'],
      ['101', '김하나', '중도금 2회', '30000000'],
      ['102', '이두리', '중도금 2회', '30000000'],
    ]);
    const entry = (await AccessEntry.findOne({ action: 'export' }).lean())!;
    expect(entry).toMatchObject({ reason: '연체 안내 전화', count: 3 });
    expect(entry.subject).toContain('contracts-due.csv');
  });
});

describe('a deposit listed again in another format', () => {
  it('is recognised and applied once: another date format, spacing, account and amount formats are the same deposit', async () => {
    const ids = await insertContracts([{ dong: '101', ho: '101', account: '790-1', instalments: plan(MIDS) }]);
    const desk = await deskClient(app);
    const first = ['거래일,입금자,계좌,금액', '2026-11-02 10:01:00,홍길동,790-1,10000000', '2026-11-02 10:05,홍길동,790-1,10000000'].join('\n');
    const again = ['거래일,입금자,계좌,금액', '2026.11.02 10:01:00,홍 길동,790 - 1,"10,000,000원"', '20261102 100500,홍길동,7901,10000000', '2026/11/03 09:00:00,홍길동,790-1,10000000'].join('\n');
    expect((await desk.post('/api/admin/contracts/deposits', { csv: first })).body).toMatchObject({ matched: 2, repeated: 0 });
    const second = await desk.post('/api/admin/contracts/deposits', { csv: again });
    expect(second.body).toMatchObject({ matched: 1, repeated: 2 });
    const c = (await Contract.findById(ids[0]).lean())!;
    expect(c.instalments.reduce((s, i) => s + i.paid, 0) - 30_000_000).toBe(30_000_000);
    expect(await Deposit.countDocuments({ applied: true })).toBe(3);
  });

  it('normalises a 거래일시 to the second, and keeps a day without a time as the day', () => {
    for (const raw of ['2026-11-02 10:01:00', '2026.11.02 10:01:00', '2026/11/2 10:01', '2026-11-02T10:01:00', '20261102 100100', '2026년 11월 2일 10:01:00'])
      expect(depositInstant(raw), raw).toBe('2026-11-02 10:01:00');
    expect(depositInstant('2026.11.02')).toBe('2026-11-02');
    expect(depositInstant('어제')).toBeNull();
  });
});
