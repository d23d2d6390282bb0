/**
 * 토스페이먼츠 DEPOSIT_CALLBACK: a notice is trusted only with the `secret` of the payment the site
 * issued (toss-model.ts), compared in constant time; the amount, account and contract are the issued
 * payment's, never the body's. Each notice is stored once under its transaction key (unique index), and
 * a DONE one brings one deposit (row key 'toss:<transactionKey>', unique too) applied through the
 * statement's own path (deposits.ts) by the request that stored it: a replay finds both and applies
 * nothing; one a crash left unapplied is finished by the next delivery once LEFT_BEHIND_MS has passed
 * (or by a statement import, as any deposit). Answered only once stored, so the provider retries otherwise.
 */
import { timingSafeEqual } from 'node:crypto';
import { Types } from 'mongoose';
import { Deposit, type DepositDoc } from './deposit-model';
import { DepositNotice, TossAccount, type DepositNoticeDoc } from './toss-model';
import { applyDeposits, LEFT_BEHIND_MS } from './deposits';
import { depositScope } from './pay-accounts';
import { kstDay } from '../core/time';
import type { Pricing } from '../../shared/site.config';
import type { DepositLineAnswer } from '../../shared/deposits';

export interface TossDepositCallback {
  createdAt: string;
  secret: string;
  orderId: string;
  status: string;
  transactionKey: string;
}

export class NoticeRefused extends Error {
  constructor(readonly status: 401 | 404, message: string) {
    super(message);
  }
}

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Toss writes its times in Korea time without an offset ('2026-12-02T09:12:44.000000'); one with an offset is read as written. */
export function noticeInstant(createdAt: string, fallback: Date): Date {
  const withZone = /[zZ]|[+-]\d\d:?\d\d$/.test(createdAt) ? createdAt : `${createdAt.slice(0, 23)}+09:00`;
  const t = new Date(withZone);
  return Number.isNaN(t.getTime()) ? fallback : t;
}

const dealtAtOf = (at: Date) => {
  const k = new Date(at.getTime() + 9 * 3_600_000).toISOString();
  return `${k.slice(0, 10)} ${k.slice(11, 19)}`;
};

export interface NoticeResult {
  /** Stored before (a replay): nothing applied now. */
  repeated: boolean;
  status: string;
  line?: DepositLineAnswer;
}

/** Receives one notice: checks it, stores it once, applies a DONE one's deposit once. */
export async function receiveTossNotice(body: TossDepositCallback, now: Date, pricing: Pricing): Promise<NoticeResult> {
  const payment = await TossAccount.findOne({ orderId: body.orderId }).lean();
  if (!payment) throw new NoticeRefused(404, 'unknown order');
  if (!same(body.secret, payment.secret)) throw new NoticeRefused(401, 'secret does not match');
  const at = noticeInstant(body.createdAt, now);
  const notice = {
    transactionKey: body.transactionKey,
    orderId: body.orderId,
    status: body.status,
    createdAt: body.createdAt,
    day: kstDay(at),
    amount: payment.amount,
    accountNumber: payment.accountNumber,
    customerName: payment.customerName,
    contractId: payment.contractId,
    unitKey: payment.unitKey,
    receivedAt: now,
    reconcile: { state: 'open' },
  };
  const repeated = await DepositNotice.collection.insertOne(notice).then(
    () => false,
    (err: { code?: number }) => {
      if (err.code !== 11000) throw err;
      return true;
    },
  );
  if (body.status !== 'DONE') {
    // Taken back after a DONE of the same order (a rare network case, or a cancel): the desk is told.
    if (!repeated) await flagUndone(body.orderId, body.transactionKey, now);
    return { repeated, status: body.status };
  }
  const { deposit, now: appliedNow } = await depositOf(notice, at, now, pricing);
  return { repeated, status: body.status, line: lineOf(deposit, !appliedNow) };
}

/** The DONE notice's deposit: stored once, applied by the delivery that stored it (or one finding it left behind); `now`: applied by this one. */
async function depositOf(n: { transactionKey: string; amount: number; accountNumber: string; customerName: string; contractId: Types.ObjectId; unitKey: string }, at: Date, now: Date, pricing: Pricing): Promise<{ deposit: DepositDoc; now: boolean }> {
  const rowKey = `toss:${n.transactionKey}`;
  const scope = depositScope(n.accountNumber, pricing) ?? depositScope(null, pricing, true)!;
  const doc = {
    _id: new Types.ObjectId(),
    rowKey,
    importId: new Types.ObjectId(),
    line: 1,
    dealtAt: dealtAtOf(at),
    day: kstDay(at),
    depositor: n.customerName,
    account: n.accountNumber,
    accountKey: n.accountNumber.replace(/\D/g, ''),
    amount: n.amount,
    into: scope.into,
    pays: scope.pays,
    ...(scope.labels ? { paysLabels: scope.labels } : {}), ...(scope.except ? { paysExcept: scope.except } : {}),
    noticeKey: n.transactionKey,
    state: 'matched',
    matchedBy: 'notice',
    contractId: n.contractId,
    unitKey: n.unitKey,
    matchedAt: now,
    allocation: [],
    surplus: 0,
    applied: false,
    importedAt: now,
  };
  const stored = await Deposit.collection.insertOne(doc).then(
    () => true,
    (err: { code?: number }) => {
      if (err.code !== 11000) throw err;
      return false;
    },
  );
  let d = (await Deposit.findOne({ rowKey }).lean<DepositDoc>())!;
  // The one applier: the delivery that stored it, or the first to claim one left unapplied for LEFT_BEHIND_MS.
  const mine = stored || (!d.applied && d.state === 'matched' && d.matchedAt! < new Date(now.getTime() - LEFT_BEHIND_MS) && (await Deposit.updateOne({ _id: d._id, applied: false, matchedAt: d.matchedAt }, { $set: { matchedAt: now } })).modifiedCount === 1);
  if (mine && !d.applied) {
    const done = await applyDeposits([d], now);
    d = done.get(String(d._id)) ?? d;
    return { deposit: d, now: done.has(String(d._id)) };
  }
  return { deposit: d, now: false };
}

const lineOf = (d: DepositDoc, repeated: boolean): DepositLineAnswer => ({
  row: 1,
  dealtAt: d.dealtAt,
  payer: d.depositor,
  amount: d.amount,
  outcome: repeated ? 'repeated' : 'applied',
  depositId: String(d._id),
  reason: repeated ? '이미 받은 입금 통보입니다: 다시 반영하지 않았습니다.' : '토스페이먼츠 입금 통보로 반영했습니다.',
  ...(d.contractId ? { contract: { id: String(d.contractId), unit: d.unitKey ? `${d.unitKey.split('-')[0]}동 ${d.unitKey.split('-')[1]}호` : '' } } : {}),
  paid: (d.allocation ?? []).map(({ key, label, amount }) => ({ key, label, amount })),
  surplus: d.surplus ?? 0,
});

/** A notice other than DONE after a DONE of the order: the money applied may not be there; the desk is told. */
async function flagUndone(orderId: string, transactionKey: string, now: Date): Promise<void> {
  const done = await DepositNotice.find({ orderId, status: 'DONE' }, { transactionKey: 1 }).lean<Pick<DepositNoticeDoc, 'transactionKey'>[]>();
  if (!done.length) return;
  await DepositNotice.updateOne({ transactionKey }, { $set: { 'reconcile.state': 'undone', 'reconcile.checkedAt': now } });
}
