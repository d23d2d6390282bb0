/** Contracts as the ledger stores them, made in bulk for tests of payments in and reminders. */
import { Types } from 'mongoose';
import { Contract } from '../../server/contracts/model';

export interface TestInstalment {
  key: string;
  label: string;
  dueDate?: string;
  dueText?: string;
  amount: number;
  paid?: number;
  paidOn?: string;
}

/** 계약금 paid, 중도금 1–6회 of 30,000,000 due on the given days, 잔금 without a date. */
export const plan = (midDays: string[], price = 300_000_000): TestInstalment[] => [
  { key: 'down-1', label: '계약금', dueDate: '2026-06-01', amount: 30_000_000, paid: 30_000_000, paidOn: '2026-06-01' },
  ...midDays.map((d, i) => ({ key: `mid-${i + 1}`, label: `중도금 ${i + 1}회`, dueDate: d, amount: 30_000_000 })),
  { key: 'balance', label: '잔금', dueText: '입주지정기간 내', amount: price - 30_000_000 - midDays.length * 30_000_000 },
];

export interface TestContract {
  dong: string;
  ho: string;
  name?: string;
  phone?: string;
  account?: string;
  instalments: TestInstalment[];
}

/** Stores contracts with one insertMany (ids returned in order). */
export async function insertContracts(list: TestContract[], now = new Date()): Promise<Types.ObjectId[]> {
  const docs = list.map((c) => ({
    _id: new Types.ObjectId(),
    dong: c.dong,
    ho: c.ho,
    unitKey: `${c.dong}-${c.ho}`,
    unitType: '84A',
    holders: [{ name: c.name ?? '홍길동', phone: c.phone ?? '010-1234-5678' }],
    holderPhones: [c.phone ?? '010-1234-5678'],
    contractDate: '2026-06-01',
    price: c.instalments.reduce((s, i) => s + i.amount, 0),
    ...(c.account ? { account: c.account, accountKey: c.account.replace(/\D/g, '') } : {}),
    instalments: c.instalments.map((i) => ({ kind: 'sale', paid: 0, ...i })),
    options: [],
    depositBatches: [],
    createdAt: now,
    updatedAt: now,
  }));
  await Contract.insertMany(docs);
  return docs.map((d) => d._id);
}
