/**
 * The sale report as it stands at `now`: read with lean projections (no personal field is read)
 * and counted in memory, since the bundled test engine's aggregation cannot group by derived keys
 * (decision 0018). Money in by day is what each contract keeps at write time (`receivedByDay`), so
 * no deposit is read: reading 30,000 of them made a process's first answer take seconds. The
 * contracts are read again only when they changed (contract-rows.ts); the rest is one read of each
 * collection. `npm run bench -- --only=sale` times it (docs/performance.md).
 */
import { Unit } from '../units/model';
import { filterDue, openRows } from '../contracts/due';
import { Reservation } from '../visits/model';
import { Defect } from '../defects/model';
import { withCompanyNames } from '../defects/companies';
import { kstDay } from '../core/time';
import { isoWeek, saleStatus, type SaleReport } from '../../shared/sale';
import { soldFigures, type UnitFacts } from './sold';
import { moneyFigures } from './money';
import { ALL, contractRows, type ContractRow } from './contract-rows';
import { defectFigures, moveInFigures, type DefectFacts } from './after';
import { moneyTerms } from '../contracts/money-terms';
import { siteConfig } from '../../shared/site.config';
import { MoveInRecord } from '../movein/model';
import { endedMoney } from '../contracts/ended-money';
import { parseLine } from '../../shared/movein';

/** A unit's elevator line by 동 and line, as 입주 names it ('101동 1·2호 라인'): never a line number across 동. */
function lineName(u: { dong: string; ho: string; line?: string | null }): string {
  const raw = (u.line ?? '').trim();
  const parsed = parseLine(raw) ?? parseLine(`${u.dong}동 ${raw.replace(/호?\s*라인$|호$/, '')}호`);
  if (parsed && parsed.dong === u.dong) return parsed.name;
  if (raw.startsWith(`${u.dong}동`)) return raw;
  return raw ? `${u.dong}동 ${raw}` : `${u.dong}동 라인 미상`;
}

/** What is owed back: 초과 납부 of the contracts sold, and each ended contract's 위약금 and refunds (contracts/ended-money.ts). */
function owedBack(sold: readonly ContractRow[], all: readonly ContractRow[]) {
  const out = { surplus: sold.reduce((s, c) => s + ((c as { surplus?: number }).surplus ?? 0), 0), penalty: 0, refundDue: 0, refunded: 0, endedCount: 0 };
  for (const c of all) {
    const e = endedMoney(c as Parameters<typeof endedMoney>[0]);
    if (!e) continue;
    out.endedCount++;
    out.penalty += e.penalty;
    out.refundDue += e.refundDue;
    out.refunded += e.refunded;
  }
  return out;
}

/** Money in by the deposit's day, summed over the contracts (what each keeps at write time, server/contracts/deposits.ts). */
function receivedByDay(contracts: readonly ContractRow[]): { day: string; amount: number }[] {
  const out = new Map<string, number>();
  for (const c of contracts) for (const [day, amount] of Object.entries(c.receivedByDay ?? {})) out.set(day, (out.get(day) ?? 0) + amount);
  return [...out].map(([day, amount]) => ({ day, amount }));
}

const withOwedBack = (m: SaleReport['money'], o: ReturnType<typeof owedBack>): SaleReport['money'] => ({ ...m, owedBack: o });

export async function saleReport(now: Date, projectName: string): Promise<SaleReport> {
  const today = kstDay(now);
  const [units, contracts, movein, defects, terms, keys] = await Promise.all([
    Unit.find({}, { _id: 0, dong: 1, ho: 1, floor: 1, line: 1, unitType: 1, state: 1 }, ALL).lean<UnitFacts[]>(),
    contractRows(),
    Reservation.find({ kind: 'movein', contractId: { $exists: true } }, { _id: 0, contractId: 1, status: 1 }, ALL).lean<{ contractId: unknown; status: string }[]>(),
    // Each 협력업체 by the name it is registered under now, never an account's e-mail (companies.ts).
    Defect.find({}, { _id: 0, kind: 1, closed: 1, assignee: 1, createdAt: 1, 'history.state': 1, 'history.at': 1 }, ALL).lean<DefectFacts[]>().then(withCompanyNames),
    // The due list's terms: 잔금 falls due by the 입주지정기간's last day once the desk sets it.
    moneyTerms(siteConfig.pricing),
    // 입주 is counted by the keys handed over (열쇠 지급), not by a booking marked visited.
    MoveInRecord.find({ keys: { $exists: true } }, { _id: 1 }, ALL).lean<{ _id: unknown }[]>(),
  ]);
  // Every contract's, the ended ones' too: what they paid was received.
  const deposits = receivedByDay(contracts);
  const sold = contracts.filter((c) => saleStatus(c, today) === 'sold');
  const lines = new Map(units.map((u) => [`${u.dong}-${u.ho}`, lineName(u)]));
  return {
    projectName,
    week: isoWeek(today),
    madeAt: now.toISOString(),
    today,
    live: true,
    sale: soldFigures(units, contracts, today),
    money: withOwedBack(moneyFigures(
      sold,
      // The due list's own rows and filter, over the contracts read here.
      filterDue(openRows(contracts, now, terms), { status: 'overdue' }, now),
      deposits,
      today,
      terms,
    ), owedBack(sold, contracts)),
    moveIn: moveInFigures(
      new Map(sold.map((c) => [String(c._id), lines.get(c.unitKey) ?? lineName(c)])),
      new Set(keys.map((k) => String(k._id))),
      movein.length > 0 || keys.length > 0,
    ),
    defects: defectFigures(defects),
  };
}
