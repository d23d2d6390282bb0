/**
 * A 토스페이먼츠 가상계좌 for one contract's payment (POST /v1/virtual-accounts, the secret key as the
 * Basic user): the order is named for what it pays and the account takes exactly its amount. What
 * Toss answers is kept (toss-model.ts), its `secret` above all: the deposit notices of the payment
 * carry it, and nothing else proves a notice is Toss's.
 */
import { randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import { HttpError } from '../http/errors';
import { TossAccount, type TossAccountDoc } from './toss-model';
import type { TossAccountView } from '../../shared/deposits';
import { groupDigits } from '../../shared/korean-format';
import { statementOf, type StatementTerms } from './statement';

export const TOSS_MESSAGES = {
  tooMuch: (owed: number) => (owed > 0 ? `가상계좌 금액은 남은 분양대금과 연체료 ${groupDigits(owed)}원을 넘을 수 없습니다.` : '남은 분양대금이 없어 가상계좌를 발급할 수 없습니다.'),
} as const;

/** What a Toss account may take for the contract today: its sale instalments' outstanding and 연체료 (options have their own account). */
export function tossOwed(c: Parameters<typeof statementOf>[0], now: Date, terms: StatementTerms): number {
  return statementOf(c, now, terms).payments.filter((p) => p.kind === 'sale').reduce((t, p) => t + p.outstanding + p.late, 0);
}

export interface TossSettings {
  secretKey: string;
  apiUrl: string;
}

/** Toss's codes of the banks a 가상계좌 is opened at (its bank code table). */
const BANK_CODES: Record<string, string> = { 신한은행: '88', 우리은행: '20', KB국민은행: '06', 국민은행: '06', 하나은행: '81', NH농협은행: '11', 농협은행: '11', IBK기업은행: '03', 기업은행: '03' };

interface TossPayment {
  paymentKey: string;
  orderId: string;
  secret: string;
  virtualAccount?: { accountNumber: string; bankCode?: string; customerName?: string; dueDate?: string };
}

export async function issueTossAccount(
  toss: TossSettings,
  c: { _id: Types.ObjectId; unitKey: string; holders: { name: string }[] },
  order: { amount: number; orderName: string; bank: string },
  now: Date,
): Promise<TossAccountDoc> {
  const orderId = `c${String(c._id)}-${randomUUID().slice(0, 8)}`;
  const customerName = c.holders[0]?.name ?? '계약자';
  const res = await fetch(`${toss.apiUrl}/v1/virtual-accounts`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${toss.secretKey}:`).toString('base64')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ amount: order.amount, orderId, orderName: order.orderName, customerName, bank: BANK_CODES[order.bank] ?? '88', validHours: 720 }),
    signal: AbortSignal.timeout(10_000),
  }).catch(() => null);
  const body = res && ((await res.json().catch(() => null)) as (TossPayment & { message?: string }) | null);
  if (!res?.ok || !body?.secret || !body.virtualAccount?.accountNumber) throw new HttpError(502, '토스페이먼츠에서 가상계좌를 발급받지 못했습니다. 잠시 후 다시 시도해 주세요.');
  const doc = {
    orderId: body.orderId,
    paymentKey: body.paymentKey,
    secret: body.secret,
    contractId: c._id,
    unitKey: c.unitKey,
    amount: order.amount,
    orderName: order.orderName,
    bank: order.bank,
    accountNumber: body.virtualAccount.accountNumber,
    customerName: body.virtualAccount.customerName ?? customerName,
    ...(body.virtualAccount.dueDate ? { dueDate: body.virtualAccount.dueDate } : {}),
    issuedAt: now,
  };
  await TossAccount.create(doc);
  return (await TossAccount.findOne({ orderId: doc.orderId }).lean<TossAccountDoc>())!;
}

/** The contract's issued accounts, newest first, as the desk lists them (never the payment's secret). */
export async function tossAccountsOf(contractId: string): Promise<TossAccountView[]> {
  if (!Types.ObjectId.isValid(contractId)) return [];
  const docs = await TossAccount.find({ contractId: new Types.ObjectId(contractId) }, { orderName: 1, bank: 1, accountNumber: 1, amount: 1, dueDate: 1, issuedAt: 1 }).sort({ issuedAt: -1 }).limit(50).lean<TossAccountDoc[]>();
  return docs.map((d) => ({ orderName: d.orderName, bank: d.bank ?? '', accountNumber: d.accountNumber, amount: d.amount, dueDate: d.dueDate ?? null, issuedAt: d.issuedAt.toISOString() }));
}
