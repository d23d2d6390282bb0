/**
 * Instalments due and overdue: every instalment with something outstanding (amount above paid,
 * whatever its `paidOn`: a price rise after it was paid in full leaves the day and adds to the
 * amount) whose due day has passed or comes within DUE_AHEAD_DAYS, by 회차, 동 and outstanding
 * amount; 잔금 (due 입주지정기간 내) once the desk has set the period, due by its last day as /my
 * reads it. The desk's list and its CSV read the same rows.
 */
import { Contract } from './model';
import { addDays, kstDay } from '../core/time';
import { toCsv } from '../core/csv';
import { DUE_AHEAD_DAYS, type DueFilter, type DuePage, type DueRow } from '../../shared/deposits';
import { siteConfig } from '../../shared/site.config';
import { instalmentLate, type PaidPart } from './instalment-late';
import { waivedOf, type LateWaiverRow } from './late-waived';
import { INSTALMENT_STATUS_LABELS, instalmentStatus } from '../../shared/payment-status';
import { dueByOf, type StatementTerms } from './statement';

export const DUE_PAGE_SIZE = 50;

type Holder = { name: string; phone?: string };
type Inst = { key: string; label: string; dueDate?: string | null; dueText?: string | null; amount: number; paid: number; paidOn?: string | null; parts?: PaidPart[] | null };
export type Row = { _id: unknown; dong: string; ho: string; holders?: Holder[]; cancelledOn?: string | null; instalments: Inst[]; lateWaivers?: LateWaiverRow[] | null };

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

const siteTerms: StatementTerms = { lateRatePercent: siteConfig.pricing.lateRatePercent, ...(siteConfig.pricing.lateTerms ? { lateTerms: siteConfig.pricing.lateTerms } : {}) };

/** Every open instalment up to the horizon, oldest due first, then by 동 and 호; 연체료 on the contract's terms (money-terms.ts). */
export async function dueRows(now: Date, terms: StatementTerms = siteTerms): Promise<DueRow[]> {
  const horizon = addDays(kstDay(now), DUE_AHEAD_DAYS);
  // 잔금 has no date of its own: once the 입주지정기간 ends within the horizon, every contract may owe it.
  const balanceDue = !!terms.moveInDeadline && terms.moveInDeadline <= horizon;
  const contracts = await Contract.find(
    // A contract ended by a 해약 owes nothing more (decision 0047).
    { ...(balanceDue ? {} : { instalments: { $elemMatch: { dueDate: { $lte: horizon } } } }), cancelledOn: { $exists: false } },
    { dong: 1, ho: 1, 'holders.name': 1, 'holders.phone': 1, instalments: 1, lateWaivers: 1 },
  ).lean<Row[]>();
  return openRows(contracts, now, terms);
}

/** The due list's rows of contracts already read (the sale report reads them once for all its figures). */
export function openRows(contracts: readonly Row[], now: Date, terms: StatementTerms = siteTerms): DueRow[] {
  const today = kstDay(now);
  const horizon = addDays(today, DUE_AHEAD_DAYS);
  const rows: DueRow[] = [];
  for (const c of contracts) {
    if (c.cancelledOn) continue;
    const waived = waivedOf(c.lateWaivers);
    for (const i of c.instalments) {
      const dueDate = dueByOf(i, terms);
      if (!dueDate || dueDate > horizon || i.paid >= i.amount) continue;
      rows.push({
        contractId: String(c._id),
        dong: c.dong,
        ho: c.ho,
        holder: c.holders?.[0]?.name ?? '',
        phone: c.holders?.[0]?.phone ?? '',
        key: i.key,
        label: i.label,
        dueDate,
        amount: i.amount,
        paid: i.paid,
        outstanding: i.amount - i.paid,
        daysLate: Math.max(0, daysBetween(dueDate, today)),
        // The statement's own 연체료 of the instalment (what its late payments fixed too), as /my reads it.
        late: instalmentLate(i, dueDate, today, terms.lateTerms ?? terms.lateRatePercent, waived.get(i.key) ?? 0).owed,
        status: instalmentStatus({ amount: i.amount, paid: i.paid, dueBy: dueDate }, today),
      });
    }
  }
  const num = (s: string) => (/^\d+$/.test(s) ? s.padStart(6, '0') : s);
  return rows.sort((a, b) => (a.dueDate !== b.dueDate ? (a.dueDate < b.dueDate ? -1 : 1) : `${num(a.dong)}-${num(a.ho)}`.localeCompare(`${num(b.dong)}-${num(b.ho)}`)));
}

export function filterDue(rows: DueRow[], f: DueFilter, now: Date): DueRow[] {
  const today = kstDay(now);
  return rows.filter(
    (r) =>
      (f.status !== 'overdue' || r.dueDate < today) &&
      (f.status !== 'due' || r.dueDate >= today) &&
      (!f.round || r.label === f.round) &&
      (!f.dong || r.dong === f.dong) &&
      (!f.min || r.outstanding >= f.min),
  );
}

export async function duePage(f: DueFilter, now: Date, terms?: StatementTerms): Promise<DuePage> {
  const all = await dueRows(now, terms);
  const rows = filterDue(all, f, now);
  const pages = Math.max(1, Math.ceil(rows.length / DUE_PAGE_SIZE));
  const page = Math.min(Math.max(1, f.page ?? 1), pages);
  const num = (s: string) => (/^\d+$/.test(s) ? Number(s) : Infinity);
  return {
    rows: rows.slice((page - 1) * DUE_PAGE_SIZE, page * DUE_PAGE_SIZE),
    total: rows.length,
    outstanding: rows.reduce((s, r) => s + r.outstanding, 0),
    late: rows.reduce((s, r) => s + r.late, 0),
    page,
    pages,
    rounds: [...new Set(all.map((r) => r.label))],
    dongs: [...new Set(all.map((r) => r.dong))].sort((a, b) => num(a) - num(b) || a.localeCompare(b)),
  };
}

export function dueCsv(rows: DueRow[]): string {
  return toCsv(
    ['동', '호', '계약자', '연락처', '회차', '구분', '납부기한', '금액', '납부액', '남은 금액', '연체일수', '연체료'],
    rows.map((r) => [r.dong, r.ho, r.holder, r.phone, r.label, INSTALMENT_STATUS_LABELS[r.status], r.dueDate, String(r.amount), String(r.paid), String(r.outstanding), String(r.daysLate), String(r.late)]),
  );
}
