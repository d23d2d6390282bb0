/**
 * 수납 on the sale page: by 회차 with the 계약금·중도금·잔금 subtotals, the one line that reconciles
 * it to the ledger's money in, 연체 by age, 연체료, 해약, unmatched deposits, 중도금 대출 by bank and
 * money in by week (chart and table, oldest first, weeks with their years).
 */
import { STAGE_HEADINGS, type SaleReport, type StageRow } from '../../../shared/sale';
import type { LoanBankRow } from '../../../shared/sale-lender';
import { activityWeeks, type ActivityWeek } from '../../../shared/sale-activity';
import { ReceivedByWeekChart } from './SaleCharts';
import { SaleTable } from './SaleTable';
import { count, pct, won } from './format';

type Money = SaleReport['money'];
type Stage = Pick<StageRow, 'key' | 'label' | 'amount' | 'due' | 'received' | 'overdue'> & { rate?: number };

function stageRows(m: Money): Stage[] {
  const rows: Stage[] = [];
  for (const g of m.groups) {
    rows.push(...m.stages.filter((x) => (g.key === 'balance' ? x.key === 'balance' : x.key.startsWith(g.key))));
    rows.push({ ...g, key: `${g.key}-소계` });
  }
  rows.push({ ...m.total, key: 'total-합계', label: '분양대금 합계' });
  return rows;
}

export function MoneySection({ r }: { r: SaleReport }) {
  const m = r.money;
  const c = m.reconcile;
  const o = m.owedBack;
  const recon: [string, number, string][] = [
    ['분양대금 수납 합계', c.saleReceived, '계약금·중도금·잔금(계약 유지 세대, 잔금 선납 포함)'],
    ['조정', c.adjustment, `유상옵션 ${won(c.options)} + 해약 세대 납입액 ${won(c.endedPaid)} + 초과 납부 ${won(c.surplus)} + 미확인 입금 ${won(c.unmatched)}`],
    ['원장 입금 합계', c.ledgerTotal, '계약 원장의 납부(해약·유상옵션 포함)와 초과 납부, 미확인 입금의 합'],
  ];
  const other: [string, number, string][] = [
    ['연체료 부과액', m.late.charged, `감면 ${won(m.late.waived)} 차감, 납부로 확정된 ${won(m.late.kept)} 포함`],
    ['위약금(해약)', o?.penalty ?? 0, `해약 ${count(o?.endedCount ?? 0)}건`],
    ['환불 완료', o?.refunded ?? 0, ''],
    ['환불 예정', o?.refundDue ?? 0, ''],
    ['미확인 입금', m.unmatched.amount, `${count(m.unmatched.count)}건${m.unmatched.oldest ? `, 가장 오래된 입금 ${m.unmatched.oldest}` : ''}`],
  ];
  return (
    <section className="admin-card" aria-labelledby="s-money">
      <h2 id="s-money" className="admin-card-title">수납</h2>
      <SaleTable
        caption="회차별 수납"
        cols={[
          { head: STAGE_HEADINGS[0], cell: (s: Stage) => s.label },
          { head: STAGE_HEADINGS[1], cell: (s) => won(s.amount), num: true },
          { head: STAGE_HEADINGS[2], cell: (s) => won(s.due), num: true },
          { head: STAGE_HEADINGS[3], cell: (s) => won(s.received), num: true },
          { head: STAGE_HEADINGS[4], cell: (s) => (s.rate === undefined ? '' : pct(s.rate)), num: true },
          { head: STAGE_HEADINGS[5], cell: (s) => won(s.overdue), num: true },
        ]}
        rows={stageRows(m)}
        rowKey={(s) => s.key}
      />
      <p className="admin-hint">수납액에는 납부기한 전에 들어온 금액(선납 {won(m.total.early)}, 잔금 선납 포함)이 포함됩니다. 수납률은 도래액 가운데 수납된 비율입니다.</p>
      <h3>원장과의 대사</h3>
      <SaleTable caption="원장과의 대사" hideCaption cols={[{ head: '구분', cell: (x: (typeof recon)[number]) => x[0] }, { head: '금액', cell: (x) => won(x[1]), num: true }, { head: '내역', cell: (x) => x[2] }]} rows={recon} rowKey={(x) => (x[0] === '원장 입금 합계' ? '합계' : x[0])} />
      <h3>연체·해약·미확인 입금</h3>
      <SaleTable
        caption="연체 기간별"
        cols={[{ head: '연체 기간', cell: (a: Money['ages'][number]) => a.label }, { head: '건수', cell: (a) => count(a.count), num: true }, { head: '세대', cell: (a) => count(a.households), num: true }, { head: '금액', cell: (a) => won(a.amount), num: true }]}
        rows={m.ages}
        rowKey={(a) => a.key}
      />
      <SaleTable caption="연체료·해약·미확인 입금" hideCaption cols={[{ head: '구분', cell: (x: (typeof other)[number]) => x[0] }, { head: '금액', cell: (x) => won(x[1]), num: true }, { head: '비고', cell: (x) => x[2] }]} rows={other} rowKey={(x) => x[0]} />
      <h3>중도금 대출(은행별)</h3>
      {r.loans ? (
        <SaleTable
          caption="중도금 대출(은행별)"
          hideCaption
          cols={[{ head: '은행', cell: (l: LoanBankRow) => l.bank }, { head: '세대', cell: (l) => count(l.households), num: true }, { head: '실행액', cell: (l) => won(l.executed), num: true }, { head: '이자후불 발생액', cell: (l) => won(l.accrued), num: true }]}
          rows={[...r.loans.byBank, r.loans.total]}
          rowKey={(l) => l.bank}
        />
      ) : (
        <p className="admin-muted">기록된 중도금 대출 실행이 없습니다.</p>
      )}
      <h3>주별 계약·수납</h3>
      <div className="sale-pair">
        <ReceivedByWeekChart weeks={m.byWeek} />
        <WeeksTable weeks={activityWeeks(r)} />
      </div>
    </section>
  );
}

function WeeksTable({ weeks }: { weeks: ActivityWeek[] }) {
  // The latest twelve weeks here; the workbook has every week and every day with activity.
  return (
    <SaleTable
      caption="주별 계약·수납(최근 12주, 오래된 순)"
      hideCaption
      cols={[{ head: '주', cell: (w: ActivityWeek) => w.label }, { head: '신규 계약', cell: (w) => count(w.contracts), num: true }, { head: '해약', cell: (w) => count(w.cancelled), num: true }, { head: '수납액', cell: (w) => won(w.received), num: true }]}
      rows={weeks.slice(-12)}
      rowKey={(w) => w.week}
    />
  );
}
