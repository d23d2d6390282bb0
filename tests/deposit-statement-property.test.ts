/**
 * Property: a statement cut into pieces, the pieces uploaded in any order and each twice, in any of
 * the six banks' formats, stores and applies each deposit exactly once (the contracts receive what
 * their matched deposits bring, no more); and a line taken out of a statement is always found by
 * the running-balance check.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clearDb, testApp, testDb } from './helpers/app';
import { createAdmin, signedIn } from './helpers/admin';
import { insertContracts, plan } from './helpers/contracts';
import { BANKS, FILE_NAMES, statementFile, withBalances, type Line } from './helpers/bank-statements';
import { Contract, ContractChange } from '../server/contracts/model';
import { Deposit } from '../server/contracts/deposit-model';
import { balanceGaps, readLines } from '../server/contracts/statement-lines';
import { findHeader } from '../server/contracts/statement-layout';
import { readStatementFile } from '../server/contracts/statement-file';

const NOW = new Date('2026-12-07T10:00:00+09:00');
const { app } = testApp({}, { now: () => NOW });
const MIDS = ['2026-11-02', '2027-01-04', '2027-03-02'];
const PAYERS = [
  { payer: '김하나', memo: '790-0101-1203' },
  { payer: '102-801 이두리' },
  { payer: '박세찬' },
  { payer: '나모름' },
];

const seed = () =>
  insertContracts([
    { dong: '101', ho: '1203', name: '김하나', account: '790-0101-1203', instalments: plan(MIDS) },
    { dong: '102', ho: '801', name: '이두리', instalments: plan(MIDS) },
    { dong: '103', ho: '1502', name: '박세찬', instalments: plan(MIDS) },
  ]);

/** A statement: lines 37 seconds apart, deposits and a few withdrawals, with the bank's running 잔액. */
const statement = fc
  .array(fc.record({ who: fc.nat(PAYERS.length - 1), amount: fc.constantFrom(1_000_000, 5_000_000, 30_000_000), out: fc.boolean() }), { minLength: 3, maxLength: 24 })
  .map((specs) =>
    withBalances(
      specs.map((s, i): Line => {
        const at = new Date(Date.UTC(2026, 11, 2, 0, 0, 0) + i * 37_000 + 9 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
        return s.out && i % 3 === 0 ? { at, payer: '이체수수료', out: 1_000 } : { at, ...PAYERS[s.who]!, in: s.amount };
      }),
    ),
  );

beforeAll(() => testDb());
beforeEach(async () => {
  await clearDb();
  await createAdmin();
});

describe('a statement in pieces', () => {
  it('uploaded in any order, twice, applies each deposit once', async () => {
    const desk = await signedIn(app);
    await fc.assert(
      fc.asyncProperty(
        statement,
        fc.constantFrom(...BANKS),
        fc.array(fc.nat(), { maxLength: 4 }),
        fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
        async (lines, bank, cuts, order) => {
          await Promise.all([Deposit.deleteMany({}), Contract.deleteMany({}), ContractChange.deleteMany({})]);
          await seed();
          const at = [...new Set(cuts.map((c) => c % lines.length))].sort((a, b) => a - b);
          const pieces = [0, ...at, lines.length].slice(1).map((end, i, ends) => lines.slice(i ? ends[i - 1] : 0, end)).filter((p) => p.length);
          const uploads = [...pieces, ...pieces].map((p, i) => ({ p, k: order[i % order.length]! + i / 100 })).sort((a, b) => a.k - b.k);
          for (const { p } of uploads) {
            const res = await desk.agent.post('/api/admin/contracts/deposits').set('X-CSRF-Token', desk.csrfToken).attach('file', await statementFile(bank, p), FILE_NAMES[bank]);
            expect(res.status, JSON.stringify(res.body)).toBe(200);
            expect(res.body.balanceGaps).toEqual([]);
          }
          const deposits = lines.filter((l) => l.in > 0);
          expect(await Deposit.countDocuments()).toBe(deposits.length);
          const matched = await Deposit.find({ state: 'matched' }).lean();
          expect(matched.every((d) => d.applied)).toBe(true);
          const received = (await Contract.find().lean()).reduce((s, c) => s + c.instalments.reduce((t, i) => t + i.paid, 0) - 30_000_000 + (c.surplus ?? 0), 0);
          expect(received).toBe(matched.reduce((s, d) => s + d.amount, 0));
          expect(await ContractChange.countDocuments({ by: 'deposit' })).toBe(matched.length);
        },
      ),
      { numRuns: 12 },
    );
  }, 240_000);

  it('a line taken out is always found by the balance check', async () => {
    await fc.assert(
      fc.asyncProperty(statement, fc.nat(), fc.constantFrom(...BANKS), async (lines, pick, bank) => {
        // Any line but the first and the last (a piece's edge leaves nothing to compare), that moved money.
        fc.pre(lines.length >= 3);
        const gone = 1 + (pick % (lines.length - 2));
        const file = await statementFile(bank, lines.filter((_, i) => i !== gone));
        const table = await readStatementFile(file);
        const header = findHeader(table.rows)!;
        const gaps = balanceGaps(readLines(table.rows, header.row, header.columns).lines);
        expect(gaps).toHaveLength(1);
        expect(Math.abs(gaps[0]!.difference)).toBe(lines[gone]!.in + lines[gone]!.out);
        expect(gaps[0]!.message).toMatch(/^2026-12-02 \d\d:\d\d 다음 줄이 빠진 것 같습니다: [\d,]+원 차이$/);
      }),
      { numRuns: 60 },
    );
  });
});
