/**
 * The ledger as the desk reads it. Who reads decides what is found and what is shown: owners and
 * managers every contract with its money; a counselor only contracts whose counselorId is theirs
 * (others are not found: 404), and no money at all — the 분양가, amounts, paid, outstanding, the
 * account and money in the history are left out of the answer, not zeroed. Paid and outstanding
 * are summed per instalment (outstanding never below zero), as /my, the due list and the 납부확인서 do.
 */
import { Types } from 'mongoose';
import { CONTRACT_MESSAGES, type AdminContractDetail, type AdminContractList, type AdminContractRow } from '../../shared/contract-ledger';
import { maskPhone } from '../core/phone';
import { toCsv } from '../core/csv';
import { HttpError } from '../http/errors';
import { Admin } from '../accounts/model';
import { Contract, ContractChange, type ContractDoc } from './model';
import { historyEntry } from './history-view';
import { statementOf } from './statement';
import type { MoneyAt } from './money-terms';

export const PAGE_SIZE = 50;

export interface LedgerScope {
  /** Owners and managers: every contract and its money. */
  all: boolean;
  accountId: string;
}

const scopeFilter = (s: LedgerScope): Record<string, unknown> =>
  s.all ? {} : { counselorId: Types.ObjectId.isValid(s.accountId) ? new Types.ObjectId(s.accountId) : null };

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A search: a phone (7+ digits), a 동/호 ('101-1201', '101동 1201호'), a lone 동 or 호 number, or a name. */
function searchFilter(q: string | undefined): Record<string, unknown> {
  const t = (q ?? '').trim();
  if (!t) return {};
  const digits = t.replace(/\D/g, '');
  const or: Record<string, unknown>[] = [{ 'holders.name': { $regex: escapeRegex(t.replace(/\s+/g, ' ')), $options: 'i' } }];
  const unit = /^(\w+?)\s*동?\s*[-\s]\s*(\w+?)\s*호?$/.exec(t) ?? /^(\w+?)\s*동\s*(\w+?)\s*호?$/.exec(t);
  if (unit) or.push({ dong: unit[1], ho: unit[2] });
  if (/^\d{1,5}\s*[동호]?$/.test(t)) or.push({ dong: digits }, { ho: digits });
  if (digits.length >= 7 && /^[\d\s()+.-]+$/.test(t)) {
    const d = digits.startsWith('82') ? `0${digits.slice(2)}` : digits;
    // Stored phones are '010-1234-5678': the digits in order with the hyphens optional.
    or.push({ holderPhones: { $regex: d.split('').map(escapeRegex).join('-?') } });
  }
  return { $or: or };
}

/** Paid and outstanding of a contract (the sale report sums the same). */
export const totals = (c: { instalments?: readonly { amount: number; paid?: number | null }[] | null }) => {
  const paid = (c.instalments ?? []).reduce((s, i) => s + (i.paid ?? 0), 0);
  const outstanding = (c.instalments ?? []).reduce((s, i) => s + Math.max(0, i.amount - (i.paid ?? 0)), 0);
  return { paid, outstanding };
};

/** The sums as /my reads them (one statement): 연체, 납부예정, 연체료 and 납부하실 금액(연체료 포함). */
const sums = (c: ContractDoc, at: MoneyAt) => {
  const s = statementOf(c, at.now, at.terms);
  return { paid: s.paid, outstanding: s.outstanding, overdue: s.overdue, upcoming: s.upcoming, late: s.late, payNow: s.payNow };
};

export async function listContracts(filter: { q?: string; page?: number }, scope: LedgerScope, at: MoneyAt): Promise<AdminContractList> {
  const query = { ...scopeFilter(scope), ...searchFilter(filter.q) };
  const [total, ended] = await Promise.all([Contract.countDocuments(query), Contract.countDocuments({ ...query, cancelledOn: { $exists: true } })]);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(Math.max(1, filter.page ?? 1), pages);
  // Live contracts first, then the ended ones (해약), each in 동·호 order: the desk reads them apart.
  const docs = await Contract.find(query).sort({ cancelledOn: 1, unitSort: 1, unitKey: 1 }).skip((page - 1) * PAGE_SIZE).limit(PAGE_SIZE).lean<ContractDoc[]>();
  const items = docs.map((c): AdminContractRow => ({
    id: String(c._id),
    dong: c.dong,
    ho: c.ho,
    unitType: c.unitType ?? null,
    // Lists mask a counselor's phones, as the lead list does; the contract's page shows them and records the view.
    holders: (c.holders ?? []).map((h) => ({ name: h.name, phone: scope.all ? h.phone : maskPhone(h.phone) })),
    contractDate: c.contractDate ?? null,
    ...(c.cancelledOn ? { cancelledOn: c.cancelledOn } : {}),
    ...(scope.all ? { price: c.price, ...sums(c, at) } : {}),
  }));
  return { items, page, pages, total, live: total - ended, ended, money: scope.all };
}

/** Every contract a search finds (owners and managers: the export), in 동/호 order, through the one CSV writer. */
export async function contractsCsv(filter: { q?: string }, at: MoneyAt): Promise<{ csv: string; rows: number }> {
  const docs = await Contract.find(searchFilter(filter.q)).sort({ cancelledOn: 1, unitSort: 1, unitKey: 1 }).lean<ContractDoc[]>();
  const header = ['동', '호', '주택형', '계약자', '연락처', '계약일', '분양가', '가상계좌', '납부', '납부예정', '연체', '연체료', '납부하실 금액(연체료 포함)', '해약일'];
  const rows = docs.map((c) => {
    const t = sums(c, at);
    const hs = c.holders ?? [];
    return [c.dong, c.ho, c.unitType ?? '', hs.map((h) => h.name).join(' / '), hs.map((h) => h.phone).join(' / '), c.contractDate ?? '', String(c.price), c.account ?? '', ...[t.paid, t.upcoming, t.overdue, t.late, t.payNow].map(String), c.cancelledOn ?? ''];
  });
  return { csv: toCsv(header, rows), rows: rows.length };
}

/** 'import' and the like as the history names them; a desk account by its name. */
const SOURCES: Record<string, string> = { import: '계약 원장 가져오기', deposit: '입금', buyer: '계약자', system: '시스템', visitor: '계약자' };

async function namesOf(ids: string[]): Promise<Map<string, string>> {
  const valid = [...new Set(ids)].filter((id) => Types.ObjectId.isValid(id) && /^[0-9a-f]{24}$/i.test(id));
  if (!valid.length) return new Map();
  const accounts = await Admin.find({ _id: { $in: valid } }, { name: 1, email: 1 }).lean<{ _id: Types.ObjectId; name?: string; email: string }[]>();
  return new Map(accounts.map((a) => [String(a._id), a.name || a.email]));
}

export async function contractDetail(id: string, scope: LedgerScope, at: MoneyAt): Promise<AdminContractDetail> {
  if (!/^[0-9a-f]{24}$/i.test(id)) throw new HttpError(404, CONTRACT_MESSAGES.notFound);
  const c = await Contract.findOne({ _id: new Types.ObjectId(id), ...scopeFilter(scope) }).lean<ContractDoc>();
  if (!c) throw new HttpError(404, CONTRACT_MESSAGES.notFound);
  const changes = await ContractChange.find({ contractId: c._id }).sort({ at: -1 }).limit(500).lean();
  const counselorIds = changes.flatMap((h) => (h.changes ?? []).filter((x) => x.field === 'counselorId' || x.field === 'matchedBy').flatMap((x) => [x.from, x.to]).filter((v): v is string => typeof v === 'string'));
  const names = await namesOf([...changes.map((h) => h.by), ...counselorIds, ...(c.counselorId ? [String(c.counselorId)] : [])]);
  const labels = new Map((c.instalments ?? []).map((i) => [i.key, i.label]));
  const options = new Map((c.options ?? []).map((o) => [o.optionId, o.label]));
  const money = scope.all;
  const statement = statementOf(c, at.now, at.terms);
  return {
    id: String(c._id),
    dong: c.dong,
    ho: c.ho,
    unitType: c.unitType ?? null,
    holders: (c.holders ?? []).map((h) => ({ name: h.name, phone: h.phone })),
    contractDate: c.contractDate ?? null,
    counselor: c.counselorId ? (names.get(String(c.counselorId)) ?? null) : null,
    loan: c.loan && (c.loan.lender || c.loan.limitPercent || c.loan.interest) ? { ...(c.loan.lender ? { lender: c.loan.lender } : {}), ...(money && c.loan.limitPercent ? { limitPercent: c.loan.limitPercent } : {}), ...(c.loan.interest ? { interest: c.loan.interest } : {}) } : null,
    // In the contract's order; each line's status and 연체료 as /my's statement reads them.
    instalments: (c.instalments ?? []).map((i) => {
      const line = statement.payments.find((p) => p.key === i.key);
      return {
        key: i.key,
        label: i.label,
        kind: i.kind as 'sale' | 'option',
        ...(i.dueDate ? { dueDate: i.dueDate } : {}),
        ...(i.dueText ? { dueText: i.dueText } : {}),
        ...(money && line ? { amount: i.amount, paid: line.paid, outstanding: line.outstanding, status: line.status, late: line.late, ...(line.dueBy ? { dueBy: line.dueBy } : {}), ...(i.paidOn ? { paidOn: i.paidOn } : {}) } : {}),
      };
    }),
    options: (c.options ?? []).map((o) => ({ optionId: o.optionId, label: o.label, state: o.state as 'requested' | 'confirmed', ...(money ? { price: o.price } : {}) })),
    history: changes.map((h) => historyEntry(h, { money, nameOf: (by) => SOURCES[by] ?? names.get(by) ?? by, labelOf: (key) => labels.get(key), optionOf: (id) => options.get(id) })),
    ...(money ? { price: c.price, account: c.account ?? null, ...sums(c, at), surplus: c.surplus ?? 0, today: statement.today } : {}),
    ...(c.cancelledOn ? { cancelledOn: c.cancelledOn } : {}),
    // What the 해약 leaves: 위약금, refunds made and due (money: owners and managers).
    ...(money && statement.ended ? { ended: { ...statement.ended, refunds: (c.cancellation?.refunds ?? []).map((r) => ({ amount: r.amount, on: r.on, reference: r.reference })) } } : {}),
    money,
  };
}
