/**
 * 수납: for each stage of the contracts sold, what fell due up to the day, what of it is received,
 * the rate and what is overdue; 연체 by age; money in by week. The figures are the ledger's own:
 * paid and outstanding from its `totals`, overdue from the due list's rows (server/contracts/due.ts),
 * so the report agrees with both to the won.
 */
import { AGE_LABELS, isoWeek, stageOf, stageOrder, type AgeRow, type SaleReport, type StageRow } from '../../shared/sale';
import type { DueRow } from '../../shared/deposits';
import { totals } from '../contracts/ledger';
import { dueByOf, type StatementTerms } from '../contracts/statement';

export interface MoneyContract {
  _id: unknown;
  instalments: { key: string; label: string; kind?: string | null; dueDate?: string | null; dueText?: string | null; amount: number; paid: number; paidOn?: string | null; parts?: { day: string; amount: number }[] | null }[];
}

/** An option's instalment: its money is in the reconciliation, not in the 분양대금 stages. */
export const isOption = (i: { key: string; kind?: string | null }) => i.kind === 'option' || stageOf(i.key) === 'option';
const GROUPS: [string, string][] = [['down', '계약금 소계'], ['mid', '중도금 소계'], ['balance', '잔금 소계']];
const groupOf = (key: string) => (key.startsWith('down') ? 'down' : key.startsWith('mid') ? 'mid' : 'balance');
const ageOf = (days: number): AgeRow['key'] => (days < 30 ? 'under30' : days <= 90 ? '30to90' : 'over90');

/**
 * `sold`: the contracts sold (decision 0047); `overdueRows`: the due list's overdue rows (its own
 * filter, status 'overdue'); `deposits`: money applied, by the deposit's day; `terms`: the
 * 입주지정기간's last day, by which 잔금 falls due (the due list's and /my's rule, dueByOf).
 */
export type MoneyCore = Omit<SaleReport['money'], 'reconcile' | 'late' | 'unmatched'>;

export function moneyFigures(sold: MoneyContract[], overdueRows: DueRow[], deposits: { day: string; amount: number }[], today: string, terms: Pick<StatementTerms, 'moveInDeadline'> = {}): MoneyCore {
  const stages = new Map<string, StageRow>();
  const row = (key: string, label: string) => {
    if (!stages.has(key)) stages.set(key, { key, label, amount: 0, due: 0, received: 0, early: 0, rate: 0, overdue: 0 });
    return stages.get(key)!;
  };
  let paid = 0;
  let outstanding = 0;
  // What is paid of what fell due, per stage: the 수납률's numerator.
  const paidOfDue = new Map<string, number>();
  const soldIds = new Set<string>();
  for (const c of sold) {
    soldIds.add(String(c._id));
    const t = totals(c);
    paid += t.paid;
    outstanding += t.outstanding;
    for (const i of c.instalments) {
      if (isOption(i)) continue;
      const r = row(stageOf(i.key), i.label);
      r.amount += i.amount;
      const dueBy = dueByOf(i, terms);
      const got = Math.min(i.paid, i.amount);
      // Money paid early (잔금 before the 입주지정기간 ends) is received all the same (issue 66); to the won with the ledger's paid.
      r.received += i.paid;
      if (dueBy && dueBy <= today) {
        r.due += i.amount;
        paidOfDue.set(r.key, (paidOfDue.get(r.key) ?? 0) + got);
      } else r.early += i.paid;
    }
  }
  const ages = new Map<AgeRow['key'], AgeRow & { ids: Set<string> }>();
  for (const k of ['under30', '30to90', 'over90'] as const) ages.set(k, { key: k, label: AGE_LABELS[k], count: 0, households: 0, amount: 0, ids: new Set() });
  for (const r of overdueRows) {
    if (!soldIds.has(r.contractId) || stageOf(r.key) === 'option') continue;
    row(stageOf(r.key), r.label).overdue += r.outstanding;
    const a = ages.get(ageOf(r.daysLate))!;
    a.count++;
    a.amount += r.outstanding;
    a.ids.add(r.contractId);
  }
  const list = [...stages.values()].sort((a, b) => stageOrder(a.key, b.key)).map((r) => ({ ...r, rate: r.due ? (paidOfDue.get(r.key) ?? 0) / r.due : 0 }));
  const total = list.reduce((t, r) => ({ ...t, amount: t.amount + r.amount, due: t.due + r.due, received: t.received + r.received, early: t.early + r.early, overdue: t.overdue + r.overdue }), {
    key: 'total',
    label: '합계',
    amount: 0,
    due: 0,
    received: 0,
    early: 0,
    rate: 0,
    overdue: 0,
  } as StageRow);
  const dueSum = [...paidOfDue.values()].reduce((a, b) => a + b, 0);
  total.rate = total.due ? dueSum / total.due : 0;
  const weeks = new Map<string, number>();
  const days = new Map<string, number>();
  for (const d of deposits) {
    if (d.day > today) continue;
    weeks.set(isoWeek(d.day), (weeks.get(isoWeek(d.day)) ?? 0) + d.amount);
    days.set(d.day, (days.get(d.day) ?? 0) + d.amount);
  }
  const groups = GROUPS.map(([key, label]) => {
    const of = list.filter((r) => groupOf(r.key) === key);
    const sum = (f: (r: StageRow) => number) => of.reduce((a, r) => a + f(r), 0);
    return { key, label, amount: sum((r) => r.amount), due: sum((r) => r.due), received: sum((r) => r.received), early: sum((r) => r.early), overdue: sum((r) => r.overdue) };
  }).filter((g) => g.amount > 0);
  return {
    stages: list,
    groups,
    total,
    paid,
    outstanding,
    ages: [...ages.values()].map(({ ids, ...a }) => ({ ...a, households: ids.size })),
    byWeek: [...weeks].sort(([a], [b]) => a.localeCompare(b)).map(([week, amount]) => ({ week, amount })),
    byDay: [...days].filter(([, amount]) => amount !== 0).sort(([a], [b]) => a.localeCompare(b)).map(([day, amount]) => ({ day, amount })),
  };
}
