/**
 * A bank statement uploaded as the bank made it: its header found (by the banks' headings, or a
 * layout the desk mapped once for its account), its lines read, the running balance checked, each
 * deposit stored once under its key (its day-time, payer, account, amount and 잔액: the same line in
 * any file, any order, any split is one deposit), matched and applied; and one answer per line.
 */
import { Types } from 'mongoose';
import { HttpError } from '../http/errors';
import { depositIdentity, depositKey } from '../core/deposit-key';
import { DEPOSIT_MESSAGES, type DepositImportResult, type DepositLineAnswer, type StatementLayout } from '../../shared/deposits';
import { Deposit, type DepositDoc } from './deposit-model';
import { DepositLayout } from './deposit-layout-model';
import { contractFinder, unitOfRow } from './deposit-find';
import { findHeader, headerSignature, likelyHeader, statementAccount, type FoundHeader } from './statement-layout';
import { balanceGaps, readLines, skippedWords, type StatementLine } from './statement-lines';
import { readStatementText, type StatementTable } from './statement-file';
import { applyDeposits, insertNew, prepareDeposits, LEFT_BEHIND_MS, BATCH, chunks } from './deposits';
import { depositScope } from './pay-accounts';
import { reconcileNotices, type NoticeLine } from './deposit-reconcile';
import type { Pricing } from '../../shared/site.config';

/** A file whose columns the site cannot name: the route answers 400 with the headings to map. */
export class LayoutNeededError extends HttpError {
  constructor(readonly layout: { headings: string[]; row: number; account?: string }) {
    super(400, DEPOSIT_MESSAGES.header);
  }
}

/** Title rows: the few-celled rows above the first row of four cells or more. */
function titleAccount(rows: string[][]): string {
  const first = rows.findIndex((r) => r.filter(Boolean).length >= 4);
  return statementAccount(rows, first < 0 ? Math.min(rows.length, 10) : first);
}

/**
 * The header: by the banks' headings, else by a layout saved for the account or the header; `layout`
 * is the desk's new one. `account`: the account the desk said the file is of, with its layout.
 */
async function headerOf(rows: string[][], layout: StatementLayout | undefined, by: string | undefined, now: Date): Promise<FoundHeader & { account?: string }> {
  const account = titleAccount(rows);
  if (layout) {
    const found = findHeader(rows, [layout]);
    if (!found) throw new HttpError(400, DEPOSIT_MESSAGES.layoutColumns);
    const own = layout.account?.replace(/\D/g, '');
    const keys = [`header:${headerSignature(rows[found.row]!)}`, ...(account || own ? [`account:${account || own}`] : [])];
    for (const key of keys) await DepositLayout.updateOne({ key }, { $set: { key, columns: layout.columns, ...(own ? { account: own } : {}), savedBy: by, savedAt: now } }, { upsert: true });
    return { ...found, ...(own ? { account: own } : {}) };
  }
  const byName = findHeader(rows);
  if (byName) return byName;
  const signatures = rows.slice(0, 60).map((r) => `header:${headerSignature(r)}`);
  const saved = await DepositLayout.find({ key: { $in: [...(account ? [`account:${account}`] : []), ...signatures] } }).lean<{ key: string; columns: StatementLayout['columns']; account?: string }[]>();
  saved.sort((a, b) => Number(b.key.startsWith('account:')) - Number(a.key.startsWith('account:')));
  for (const s of saved) {
    const found = findHeader(rows, [{ columns: s.columns }]);
    if (found) return { ...found, ...(s.account ? { account: s.account } : {}) };
  }
  const likely = likelyHeader(rows);
  throw new LayoutNeededError({ headings: likely?.headings ?? [], row: (likely?.row ?? 0) + 1, ...(account ? { account } : {}) });
}

interface Row {
  line: number;
  rowKey: string;
  dealtAt: string;
  day: string;
  depositor: string;
  account: string;
  accountKey: string;
  amount: number;
  memo: string;
  text: string;
  balance: number | null;
}

function depositRows(lines: StatementLine[]): Row[] {
  const seen = new Map<string, number>();
  return lines
    .filter((l) => l.in > 0)
    .map((l) => {
      const identity = depositIdentity({ dealtAt: l.dealtAt, depositor: l.payer, account: l.account, amount: l.in, balance: l.balance });
      const occurrence = (seen.get(identity) ?? 0) + 1;
      seen.set(identity, occurrence);
      return { line: l.row, rowKey: depositKey(identity, occurrence), dealtAt: l.dealtAt, day: l.day, depositor: l.payer, account: l.account, accountKey: l.account.replace(/\D/g, ''), amount: l.in, memo: l.memo, text: l.text, balance: l.balance };
    });
}

/** What a line's answer reads of its stored deposit. */
const ANSWER_FIELDS = { rowKey: 1, importId: 1, state: 1, matchedBy: 1, contractId: 1, unitKey: 1, allocation: 1, surplus: 1, noticeKey: 1 } as const;

const unitWords = (unitKey?: string | null) => (unitKey ? `${unitKey.split('-')[0]}동 ${unitKey.split('-')[1]}호` : '');
const FOUND_BY = { account: '가상계좌로 찾았습니다.', unit: '입금자명·메모의 동·호로 찾았습니다.', name: '입금자명과 납부할 금액으로 찾았습니다.', desk: '입금 관리에서 연결했습니다.', notice: '토스페이먼츠 입금 통보로 찾았습니다.' } as const;
const NOTIFIED = '토스페이먼츠 입금 통보로 이미 반영된 입금입니다: 다시 반영하지 않았습니다.';
const NOTICE_TWICE = '같은 입금 통보와 맞는 줄이 둘 이상입니다. 통장 내역을 확인하고 연결하거나 반환해 주세요.';
export const NOT_FOUND = '가상계좌, 동·호, 입금자명과 금액으로 계약을 찾지 못했습니다. 연결, 보류 또는 반환을 골라 주세요.';

function answerOf(row: Row, d: DepositDoc | undefined, importId: Types.ObjectId): DepositLineAnswer {
  const base = { row: row.line, dealtAt: row.dealtAt, payer: row.depositor, amount: row.amount };
  if (!d) return { ...base, outcome: 'unmatched', reason: NOT_FOUND };
  const mine = String(d.importId) === String(importId);
  const where =
    d.state === 'matched' && d.contractId
      ? { contract: { id: String(d.contractId), unit: unitWords(d.unitKey) }, paid: (d.allocation ?? []).map(({ key, label, amount }) => ({ key, label, amount })), surplus: d.surplus ?? 0 }
      : {};
  if (d.state === 'notified') return { ...base, outcome: 'repeated', depositId: String(d._id), reason: NOTIFIED, contract: { id: String(d.contractId), unit: unitWords(d.unitKey) } };
  if (d.state === 'unmatched' && d.noticeKey && mine) return { ...base, outcome: 'unmatched', depositId: String(d._id), reason: NOTICE_TWICE };
  if (!mine) {
    const then = d.state === 'matched' ? `${unitWords(d.unitKey)} 계약에 반영된 줄입니다` : d.state === 'held' ? '보류한 줄입니다' : d.state === 'returned' ? '반환한 줄입니다' : '연결을 기다리는 줄입니다';
    return { ...base, outcome: 'repeated', depositId: String(d._id), reason: `이미 올린 줄입니다: ${then}.`, ...where };
  }
  if (d.state === 'matched') return { ...base, outcome: 'applied', depositId: String(d._id), reason: FOUND_BY[d.matchedBy ?? 'account'], ...where };
  return { ...base, outcome: 'unmatched', depositId: String(d._id), reason: NOT_FOUND };
}

/** Where a line's money came into, and so what it may pay: the line's own account, else the statement's, else a unit's 가상계좌 it was found by. */
function scopeOf(r: Row, statement: string, by: string | undefined, pricing: Pricing | undefined) {
  if (!pricing) return undefined;
  return depositScope(r.accountKey, pricing) ?? depositScope(statement, pricing) ?? (by === 'account' ? depositScope(null, pricing, true) : undefined);
}

/** `onApplied`: what follows the deposits this import applied (the holders' texts), given them as applied. */
export async function importStatement(table: StatementTable, now: Date, o: { layout?: StatementLayout; by?: string; pricing?: Pricing; onApplied?: (applied: DepositDoc[]) => Promise<unknown> } = {}): Promise<DepositImportResult> {
  const header = await headerOf(table.rows, o.layout, o.by, now);
  const account = statementAccount(table.rows, header.row) || header.account || '';
  const read = readLines(table.rows, header.row, header.columns);
  const rows = depositRows(read.lines);
  const importId = new Types.ObjectId();
  // The lines stored before (any file, any order): read once, whole, for their answers.
  const stored = new Map<string, DepositDoc>();
  for (const part of chunks(rows.map((r) => r.rowKey))) {
    for (const d of await Deposit.find({ rowKey: { $in: part } }, ANSWER_FIELDS).lean<DepositDoc[]>()) stored.set(d.rowKey, d);
  }
  // The day's 토스페이먼츠 notices: a line that is a notice's money is never applied again (deposit-reconcile.ts).
  const statementScope = o.pricing ? depositScope(account, o.pricing) : undefined;
  const notices = statementScope?.pays === 'option' ? new Map<string, NoticeLine>() : await reconcileNotices(rows, now);
  const fresh = rows.filter((r) => !stored.has(r.rowKey));
  const contractOf = await contractFinder(fresh.filter((r) => !notices.has(r.rowKey)));
  const docs = fresh.map((r) => {
    const notice = notices.get(r.rowKey);
    const m = notice ? null : contractOf(r);
    const unitKey = unitOfRow(r);
    const { text: _text, balance, ...row } = r;
    const scope = scopeOf(r, account, m?.by, o.pricing);
    return {
      _id: new Types.ObjectId(),
      ...row,
      ...(scope ? { into: scope.into, pays: scope.pays, ...(scope.labels ? { paysLabels: scope.labels } : {}), ...(scope.except ? { paysExcept: scope.except } : {}) } : {}),
      ...(balance === null ? {} : { balance }),
      ...(account ? { statementAccount: account } : {}),
      importId,
      state: m ? 'matched' : notice?.first ? 'notified' : 'unmatched',
      ...(m ? { matchedBy: m.by, contractId: m.contract._id, unitKey: m.contract.unitKey, matchedAt: now } : unitKey ? { unitKey } : {}),
      ...(notice ? { noticeKey: notice.notice.transactionKey, ...(notice.first ? { matchedBy: 'notice', contractId: notice.notice.contractId, unitKey: notice.notice.unitKey } : {}) } : {}),
      applied: false,
      allocation: [],
      surplus: 0,
      importedAt: now,
    } as unknown as DepositDoc;
  });
  // Stored with what they pay (the contracts as read now); what this import stored is what it built,
  // but for a line a parallel import stored first (read below), which sends the rest round afresh.
  const prepared = await prepareDeposits(docs, contractOf.read);
  const others = new Set<string>();
  for (const part of chunks(docs)) for (const k of await insertNew(part)) others.add(k);
  const mine = docs.filter((d) => !others.has(d.rowKey));
  const applied = await applyDeposits(mine.filter((d) => d.state === 'matched'), now, others.size ? undefined : prepared);
  if (o.onApplied && applied.size) await o.onApplied([...applied.values()]);
  // Deposits a run left matched but unapplied (it stopped half-way) are finished once it cannot still be at work.
  const leftBefore = new Date(now.getTime() - LEFT_BEHIND_MS);
  await applyDeposits(await Deposit.find({ state: 'matched', applied: false, importId: { $ne: importId }, matchedAt: { $lt: leftBefore } }).limit(BATCH).lean<DepositDoc[]>(), now);

  for (const d of mine) stored.set(d.rowKey, applied.get(String(d._id)) ?? d);
  for (const part of chunks([...others])) {
    for (const d of await Deposit.find({ rowKey: { $in: part } }, ANSWER_FIELDS).lean<DepositDoc[]>()) stored.set(d.rowKey, d);
  }
  const answers: DepositLineAnswer[] = rows.map((r) => answerOf(r, stored.get(r.rowKey), importId));
  for (const s of read.skipped) answers.push({ row: s.row, ...(s.dealtAt ? { dealtAt: s.dealtAt } : {}), ...(s.payer ? { payer: s.payer } : {}), ...(s.out ? { amount: s.out } : {}), outcome: 'skipped', reason: s.kind === 'withdrawal' ? '출금이라 건너뛰었습니다.' : s.kind === 'total' ? '합계 줄이라 건너뛰었습니다.' : s.reason });
  answers.sort((a, b) => a.row - b.row);

  const gaps = balanceGaps(read.lines);
  const unmatched = [
    ...read.skipped.filter((s) => s.kind === 'unreadable').map((s) => ({ line: s.row, reason: s.reason })),
    ...mine.filter((d) => d.state === 'unmatched').map((d) => ({ line: d.line, id: String(d._id), day: d.day, depositor: d.depositor, account: d.account ?? '', amount: d.amount, reason: d.noticeKey ? NOTICE_TWICE : NOT_FOUND })),
  ].sort((a, b) => a.line - b.line);
  const count = (k: string) => read.skipped.filter((s) => s.kind === k).length;
  return {
    matched: mine.filter((d) => d.state === 'matched').length,
    unmatched,
    repeated: rows.length - mine.length,
    lines: answers,
    skipped: { withdrawals: count('withdrawal'), totals: count('total'), blank: read.blank, words: skippedWords(read) },
    balanceGaps: gaps,
    ...(gaps.length ? { balanceNotice: DEPOSIT_MESSAGES.balanceNotice } : {}),
    format: table.format,
    ...(account ? { account } : {}),
  };
}

/** A statement given as text (a CSV, or an HTML table): scripts, seeds and the JSON `{csv}` upload. */
export const importDeposits = (text: string, now: Date) => importStatement(readStatementText(text), now);
