/**
 * Each day's statement against the 토스페이먼츠 notices of its days (a bank's view of money the site
 * applied from a notice): a notice is the statement line of its day and amount that names its
 * account (or whose payer is its customer). One line: matched, and the line is that notice's money,
 * never applied again. None: the notice is flagged missing. Two or more: flagged twice; the first is
 * the notice's, the others wait for the desk. The desk's list (GET …/deposits/notices) shows the flags.
 */
import { DepositNotice, type DepositNoticeDoc } from './toss-model';
import { accountsIn, nameOfPayer } from './deposit-find';
import type { DepositNoticeView } from '../../shared/deposits';
import { groupDigits } from '../../shared/korean-format';

export interface StatementRow {
  line: number;
  rowKey: string;
  day: string;
  amount: number;
  accountKey: string;
  depositor: string;
  memo?: string;
  text?: string;
}

/** What a line is to a notice: the notice's own money, or a second line matching it. */
export type NoticeLine = { notice: Pick<DepositNoticeDoc, 'transactionKey' | 'contractId' | 'unitKey'>; first: boolean };

const digits = (s: string) => s.replace(/\D/g, '');

export async function reconcileNotices(rows: StatementRow[], now: Date): Promise<Map<string, NoticeLine>> {
  const out = new Map<string, NoticeLine>();
  if (!rows.length) return out;
  const days = rows.map((r) => r.day).sort();
  const notices = await DepositNotice.find({ status: 'DONE', day: { $gte: days[0]!, $lte: days.at(-1)! } }).sort({ createdAt: 1 }).lean<DepositNoticeDoc[]>();
  const writes = [];
  for (const n of notices) {
    const account = digits(n.accountNumber);
    const name = nameOfPayer(n.customerName);
    const lines = rows.filter(
      (r) => r.day === n.day && r.amount === n.amount && !out.get(r.rowKey)?.first && (r.accountKey === account || accountsIn(`${r.depositor} ${r.memo ?? ''} ${r.text ?? ''}`).includes(account) || (!!name && nameOfPayer(r.depositor) === name)),
    );
    lines.forEach((r, i) => out.set(r.rowKey, { notice: n, first: i === 0 }));
    const state = lines.length === 0 ? 'missing' : lines.length === 1 ? 'matched' : 'twice';
    // A notice taken back (undone) keeps its flag.
    writes.push({ updateOne: { filter: { _id: n._id, 'reconcile.state': { $ne: 'undone' } }, update: { $set: { reconcile: { state, rows: lines.map((r) => r.line), checkedAt: now } } } } });
  }
  if (writes.length) await DepositNotice.collection.bulkWrite(writes as never, { ordered: false });
  return out;
}

const won = (n: number) => `${groupDigits(n)}원`;
const unitWords = (k: string) => `${k.split('-')[0]}동 ${k.split('-')[1]}호`;

/** The words the desk reads for a notice's state. */
export function noticeWords(n: Pick<DepositNoticeDoc, 'day' | 'amount' | 'unitKey' | 'status' | 'reconcile'>): string {
  const what = `${unitWords(n.unitKey)} ${won(n.amount)}`;
  switch (n.reconcile?.state) {
    case 'missing':
      return `${n.day} 통장 내역에 없는 입금 통보입니다 (${what}). 은행 거래내역을 다시 받아 확인해 주세요.`;
    case 'twice':
      return `${n.day} 통장 내역의 ${(n.reconcile.rows ?? []).join(', ')}번째 줄이 한 입금 통보와 맞습니다 (${what}). 첫 줄만 통보의 입금으로 보고, 나머지는 연결 대기에 두었습니다.`;
    case 'undone':
      return `입금 완료 뒤 ${n.status} 통보가 왔습니다 (${what}). 반영된 입금이 실제로 들어왔는지 확인해 주세요.`;
    case 'matched':
      return `${n.day} 통장 내역 ${(n.reconcile.rows ?? []).join(', ')}번째 줄과 맞습니다.`;
    default:
      return `${n.day} 통장 내역을 아직 올리지 않았습니다.`;
  }
}

/** Notices for the desk: the flagged ones (missing, twice, undone), or all, newest day first. */
export async function noticeList(all: boolean): Promise<{ items: DepositNoticeView[]; flagged: number }> {
  const flaggedFilter = { 'reconcile.state': { $in: ['missing', 'twice', 'undone'] as ('missing' | 'twice' | 'undone')[] } };
  const [docs, flagged] = await Promise.all([
    DepositNotice.find(all ? {} : flaggedFilter).sort({ day: -1, createdAt: -1 }).limit(500).lean<DepositNoticeDoc[]>(),
    DepositNotice.countDocuments(flaggedFilter),
  ]);
  const items = docs.map((n) => ({
    transactionKey: n.transactionKey,
    orderId: n.orderId,
    status: n.status,
    day: n.day,
    amount: n.amount,
    unit: unitWords(n.unitKey),
    contractId: String(n.contractId),
    state: (n.reconcile?.state ?? 'open') as DepositNoticeView['state'],
    rows: n.reconcile?.rows ?? [],
    words: noticeWords(n),
  }));
  return { items, flagged };
}
