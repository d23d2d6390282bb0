/**
 * A sale as a lender reads it (issue 68), on the clock of tests/sale-lender-report.test.ts: units at
 * the price table's list price and two 10 % under it, a 해약 with its 위약금 and a refund (through the
 * desk), early 잔금, 중도금 loans executed (through the desk), late and missing payments, an option,
 * a payment beyond every instalment and a deposit nobody matched. Payments are written as the
 * deposits write them (paid, parts by day, paidOn, money in by day).
 */
import { Types } from 'mongoose';
import { Unit } from '../../server/units/model';
import { Contract } from '../../server/contracts/model';
import { siteConfig } from '../../shared/site.config';

const P = siteConfig.pricing.prices;
export const LIST = { a84low: P['84A']!.low!, a84mid: P['84A']!.mid!, a99mid: P['99A']!.mid! };

/** [dong, ho, floor, line, type, state] */
const UNITS = [
  ['101', '301', 3, '101동 1라인', '84A', 'contracted'],
  ['101', '302', 3, '101동 2라인', '84A', 'contracted'],
  ['101', '1001', 10, '101동 1라인', '84A', 'contracted'],
  ['101', '1002', 10, '101동 2라인', '84A', 'contracted'],
  ['102', '501', 5, '102동 1라인', '99A', 'contracted'],
  ['102', '502', 5, '102동 2라인', '99A', 'contracted'],
  ['102', '1501', 15, '102동 1라인', '99A', 'available'],
  ['102', '2001', 20, '102동 1라인', '99A', 'unreleased'],
] as const;

type Pay = [key: string, day: string, amount: number];
interface Seed {
  unit: string;
  price: number;
  date: string;
  mids: [string, string];
  pays: Pay[];
  option?: { amount: number; due: string; pays: Pay[] };
  surplus?: [day: string, amount: number];
}

const tenth = (p: number) => Math.round(p / 10);
const under = (p: number) => Math.round(p * 0.9);
const balanceOf = (p: number) => p - 3 * tenth(p);
export const SEEDS: Seed[] = [
  // At list; 중도금 1회 paid 20 days late, 2회 not paid; a paid option.
  { unit: '101-301', price: LIST.a84low, date: '2026-06-01', mids: ['2026-09-01', '2026-11-02'], pays: [['down-1', '2026-06-01', tenth(LIST.a84low)], ['mid-1', '2026-09-21', tenth(LIST.a84low)]], option: { amount: 10_000_000, due: '2026-10-01', pays: [['option-bal-1', '2026-10-01', 10_000_000]] } },
  // 10 % under list; 중도금 1회 not paid, 2회 paid in part.
  { unit: '101-302', price: under(LIST.a84low), date: '2026-06-01', mids: ['2026-09-01', '2026-11-02'], pays: [['down-1', '2026-06-01', tenth(under(LIST.a84low))], ['mid-2', '2026-11-02', 20_000_000]] },
  // 10 % under list, signed last week.
  { unit: '101-1001', price: under(LIST.a84mid), date: '2026-12-02', mids: ['2027-03-02', '2027-06-01'], pays: [['down-1', '2026-12-02', tenth(under(LIST.a84mid))]] },
  // Signed this week at list.
  { unit: '101-1002', price: LIST.a84mid, date: '2026-12-07', mids: ['2027-03-02', '2027-06-01'], pays: [['down-1', '2026-12-07', tenth(LIST.a84mid)]] },
  // Ended by the test this week (위약금, refund); it paid 계약금 and 중도금 1회.
  { unit: '102-501', price: LIST.a99mid, date: '2026-06-02', mids: ['2026-09-01', '2026-11-02'], pays: [['down-1', '2026-06-02', tenth(LIST.a99mid)], ['mid-1', '2026-09-01', tenth(LIST.a99mid)]] },
  // 중도금 by the bank's loan (the test records the draws); 잔금 paid early last week, with 1,000,000 beyond.
  { unit: '102-502', price: LIST.a99mid, date: '2026-06-02', mids: ['2026-09-01', '2026-11-02'], pays: [['down-1', '2026-06-02', tenth(LIST.a99mid)], ['balance', '2026-12-03', balanceOf(LIST.a99mid)]], surplus: ['2026-12-03', 1_000_000] },
];

export async function buildLenderSale(now: Date): Promise<Record<string, Types.ObjectId>> {
  await Unit.insertMany(UNITS.map(([dong, ho, floor, line, unitType, state]) => ({ dong, ho, floor, line, unitType, state, history: [], createdAt: now, updatedAt: now })));
  const ids: Record<string, Types.ObjectId> = {};
  await Contract.insertMany(
    SEEDS.map((s, n) => {
      const [dong, ho] = s.unit.split('-') as [string, string];
      const received: Record<string, number> = {};
      const plan = [
        { key: 'down-1', label: '계약금', kind: 'sale', dueDate: s.date, amount: tenth(s.price) },
        { key: 'mid-1', label: '중도금 1회', kind: 'sale', dueDate: s.mids[0], amount: tenth(s.price) },
        { key: 'mid-2', label: '중도금 2회', kind: 'sale', dueDate: s.mids[1], amount: tenth(s.price) },
        { key: 'balance', label: '잔금', kind: 'sale', dueText: '입주지정기간 내', amount: balanceOf(s.price) },
        ...(s.option ? [{ key: 'option-bal-1', label: '발코니 확장', kind: 'option', dueDate: s.option.due, amount: s.option.amount }] : []),
      ];
      const instalments = plan.map((i) => {
        const pays = [...s.pays, ...(s.option?.pays ?? [])].filter((p) => p[0] === i.key);
        const paid = pays.reduce((a, p) => a + p[2], 0);
        for (const p of pays) received[p[1]] = (received[p[1]] ?? 0) + p[2];
        return { ...i, paid, parts: pays.map((p) => ({ day: p[1], amount: p[2] })), ...(paid >= i.amount && pays.length ? { paidOn: pays.at(-1)![1] } : {}) };
      });
      const id = new Types.ObjectId();
      ids[s.unit] = id;
      return {
        _id: id,
        dong,
        ho,
        unitKey: s.unit,
        liveKey: s.unit,
        unitSort: `${dong.padStart(6, '0')}-${ho.padStart(6, '0')}`,
        unitType: UNITS.find((u) => u[0] === dong && u[1] === ho)![4],
        holders: [{ name: `보고계약자${n}`, phone: `010-7777-000${n}` }],
        holderPhones: [`010-7777-000${n}`],
        contractDate: s.date,
        price: s.price,
        account: `신한 560-77700${n}-01`,
        accountKey: `56077700${n}01`,
        instalments,
        receivedByDay: received,
        surplus: s.surplus?.[1] ?? 0,
        createdAt: now,
        updatedAt: now,
      };
    }),
  );
  return ids;
}

/** A deposit no contract's account or holder matches: it waits for the desk. */
export const UNMATCHED_CSV = ['거래일,입금자,계좌,금액', '2026-12-04 14:00:00,미상입금,신한 999-000000-99,3500000'].join('\n');
