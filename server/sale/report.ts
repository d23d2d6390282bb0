/**
 * The sale report as it stands at `now`, the one module that puts its figures together: read with
 * lean projections (no personal field is read) and counted in memory, since the bundled test
 * engine's aggregation cannot group by derived keys (decision 0018). Money figures come from the
 * ledger's money modules (totals, the due list, the statement's 연체료, ended-money, the settlement's
 * 후불이자), never counted a second way (decision 0059). Money in by day is what each contract
 * keeps at write time (`receivedByDay`). `npm run bench -- --only=sale` times it.
 */
import { Unit } from '../units/model';
import { filterDue, openRows } from '../contracts/due';
import { Reservation } from '../visits/model';
import { Defect } from '../defects/model';
import { withCompanyNames } from '../defects/companies';
import { kstDay } from '../core/time';
import { isoWeek, saleStatus, weekMonday, type SaleReport } from '../../shared/sale';
import { periodWords, weekDays } from '../../shared/sale-lender';
import { soldFigures, type UnitFacts } from './sold';
import { moneyFigures } from './money';
import { ALL, contractRows } from './contract-rows';
import { defectFigures, moveInFigures, type DefectFacts } from './after';
import { moneyTerms } from '../contracts/money-terms';
import { tablePrice } from '../contracts/from-unit';
import { siteConfig } from '../../shared/site.config';
import { MoveInRecord } from '../movein/model';
import { ContractLoan } from '../contracts/loan-model';
import { Deposit } from '../contracts/deposit-model';
import { addDays } from '../../shared/kst';
import { discountFigures } from './discounts';
import { lateFigures, reconcile, unmatchedFigures } from './reconcile';
import { loanFigures, type LoanFacts } from './loan-banks';
import { asOf, corrections, weekMove } from './week-compare';
import { keptReport } from './snapshot-model';
import { lineName, owedBack, parties, receivedByDay, type SaleSite } from './report-parts';

export type { SaleSite } from './report-parts';

export async function saleReport(now: Date, site: SaleSite, madeBy = ''): Promise<SaleReport> {
  const today = kstDay(now);
  const week = isoWeek(today);
  const monday = weekMonday(week)!;
  const lastWeek = isoWeek(addDays(monday, -7));
  const [units, contracts, movein, defects, terms, keys, loans, waiting, sent] = await Promise.all([
    Unit.find({}, { _id: 0, dong: 1, ho: 1, floor: 1, line: 1, unitType: 1, state: 1 }, ALL).lean<UnitFacts[]>(),
    contractRows(),
    Reservation.find({ kind: 'movein', contractId: { $exists: true } }, { _id: 0, contractId: 1, status: 1 }, ALL).lean<{ contractId: unknown; status: string }[]>(),
    // Each 협력업체 by the name it is registered under now, never an account's e-mail (companies.ts).
    Defect.find({}, { _id: 0, kind: 1, closed: 1, assignee: 1, createdAt: 1, 'history.state': 1, 'history.at': 1 }, ALL).lean<DefectFacts[]>().then(withCompanyNames),
    // The due list's terms: 잔금 falls due by the 입주지정기간's last day once the desk sets it.
    moneyTerms(siteConfig.pricing),
    // 입주 is counted by the keys handed over (열쇠 지급), not by a booking marked visited.
    MoveInRecord.find({ keys: { $exists: true } }, { _id: 1 }, ALL).lean<{ _id: unknown }[]>(),
    ContractLoan.find({}, { bank: 1, ratePercent: 1, draws: 1 }, ALL).lean<LoanFacts[]>(),
    // Deposits waiting for the desk: their day and amount only (never the depositor).
    Deposit.find({ state: { $in: ['unmatched', 'held'] } }, { _id: 0, day: 1, amount: 1 }, ALL).lean<{ day: string; amount: number }[]>(),
    keptReport(lastWeek),
  ]);
  for (const u of units) u.listPrice = tablePrice(siteConfig.pricing, u);
  const listOf = new Map(units.map((u) => [`${u.dong}-${u.ho}`, u]));
  // Every contract's money in, the ended ones' too: what they paid was received.
  const deposits = receivedByDay(contracts);
  const sold = contracts.filter((c) => saleStatus(c, today) === 'sold');
  const soldIds = new Set(sold.map((c) => String(c._id)));
  const sale = soldFigures(units, contracts, today);
  const core = moneyFigures(
    sold,
    // The due list's own rows and filter, over the contracts read here.
    filterDue(openRows(contracts, now, terms), { status: 'overdue' }, now),
    deposits,
    today,
    terms,
  );
  const unmatched = unmatchedFigures(waiting, today);
  const overdue = core.ages.reduce((s, a) => s + a.amount, 0);
  const days = weekDays(monday);
  return {
    projectName: site.projectName,
    cover: { ...parties(site), ...days, period: periodWords(monday), madeBy },
    week,
    madeAt: now.toISOString(),
    today,
    live: true,
    sale: {
      ...sale,
      discounts: discountFigures(sold.map((c) => ({ unitType: c.unitType ?? listOf.get(c.unitKey)?.unitType ?? '주택형 미상', listPrice: listOf.get(c.unitKey)?.listPrice ?? null, price: c.price ?? 0 }))),
    },
    compare: {
      thisWeek: weekMove(contracts, week, days.from, today < days.to ? today : days.to, overdue),
      lastWeek: weekMove(contracts, lastWeek, addDays(monday, -7), addDays(monday, -1), sent ? sent.money.ages.reduce((s, a) => s + a.amount, 0) : null),
    },
    money: {
      ...core,
      reconcile: reconcile(core.total.received, sold, contracts, unmatched),
      late: lateFigures(sold, today, terms),
      unmatched,
      owedBack: owedBack(sold, contracts),
    },
    moveIn: moveInFigures(
      new Map(sold.map((c) => [String(c._id), { dong: c.dong, line: lineName(listOf.get(c.unitKey) ?? c) }])),
      new Set(keys.map((k) => String(k._id))),
      movein.length > 0 || keys.length > 0,
    ),
    loans: loanFigures(loans, soldIds, today),
    defects: defectFigures(defects),
    asOf: asOf(contracts, today),
    corrections: corrections(sent, contracts),
  };
}
