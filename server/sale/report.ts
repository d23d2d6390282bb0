/**
 * The sale report as it stands at `now`: read with lean projections (no personal field is read)
 * and counted in memory, since the bundled test engine's aggregation cannot group by derived keys
 * (decision 0018); 1,455 units, 1,400 contracts and 30,000 deposits take well under a second
 * (`npm run bench`).
 */
import { Unit } from '../units/model';
import { Contract } from '../contracts/model';
import { Deposit } from '../contracts/deposit-model';
import { dueRows, filterDue } from '../contracts/due';
import { Reservation } from '../visits/model';
import { Defect } from '../defects/model';
import { kstDay } from '../core/time';
import { isoWeek, saleStatus, type SaleReport } from '../../shared/sale';
import { soldFigures, type ContractFacts, type UnitFacts } from './sold';
import { moneyFigures, type MoneyContract } from './money';
import { defectFigures, moveInFigures, type DefectFacts } from './after';

type ContractRow = ContractFacts & MoneyContract;

export async function saleReport(now: Date, projectName: string): Promise<SaleReport> {
  const today = kstDay(now);
  const [units, contracts, deposits, due, movein, defects] = await Promise.all([
    Unit.find({}, { _id: 0, dong: 1, ho: 1, floor: 1, line: 1, unitType: 1, state: 1 }).lean<UnitFacts[]>(),
    Contract.find({}, { unitKey: 1, dong: 1, ho: 1, unitType: 1, contractDate: 1, cancelledOn: 1, 'instalments.key': 1, 'instalments.label': 1, 'instalments.dueDate': 1, 'instalments.amount': 1, 'instalments.paid': 1 }).lean<ContractRow[]>(),
    Deposit.find({ applied: true }, { _id: 0, day: 1, amount: 1, surplus: 1 }).lean<{ day: string; amount: number; surplus?: number }[]>(),
    dueRows(now),
    Reservation.find({ kind: 'movein', contractId: { $exists: true } }, { _id: 0, contractId: 1, status: 1 }).lean<{ contractId: unknown; status: string }[]>(),
    Defect.find({}, { _id: 0, kind: 1, closed: 1, 'assignee.name': 1, createdAt: 1, 'history.state': 1, 'history.at': 1 }).lean<DefectFacts[]>(),
  ]);
  const sold = contracts.filter((c) => saleStatus(c, today) === 'sold');
  const lines = new Map(units.map((u) => [`${u.dong}-${u.ho}`, u.line || '라인 미상']));
  return {
    projectName,
    week: isoWeek(today),
    madeAt: now.toISOString(),
    today,
    live: true,
    sale: soldFigures(units, contracts, today),
    money: moneyFigures(
      sold,
      filterDue(due, { status: 'overdue' }, now),
      deposits.map((d) => ({ day: d.day, amount: d.amount - (d.surplus ?? 0) })),
      today,
    ),
    moveIn: moveInFigures(
      new Map(sold.map((c) => [String(c._id), lines.get(c.unitKey) ?? '라인 미상'])),
      new Set(movein.filter((r) => r.status === 'visited').map((r) => String(r.contractId))),
      movein.length > 0,
    ),
    defects: defectFigures(defects),
  };
}
