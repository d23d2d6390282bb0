/**
 * 분양 현황 (/admin/sale): the sale in numbers for owners and managers, one week at a time (the
 * running week live, an ended week as it was kept), with the week's workbook and PDF. Every chart
 * has its table beside it; all figures are counts and sums.
 */
import { usePageData } from '../../page-data';
import { STAGE_HEADINGS, weekLabel, type AdminSaleData, type DefectRow, type SaleReport, type SoldRow } from '../../../shared/sale';
import { EXPORT_REASON_REQUIRED } from '../../../shared/access-log';
import type { PageProps } from '../../pages/types';
import { AdminGate } from '../shell/AdminGate';
import { ReceivedByWeekChart, SoldByDayChart } from './SaleCharts';
import './AdminSale.css';
import { groupDigits, kstFullDateTime } from '../../../shared/korean-format';

export function AdminSale(props: PageProps) {
  const data = usePageData('admin-sale', props.match.canonicalPath);
  return <AdminGate {...props} data={data}>{() => <SaleDesk data={data!} />}</AdminGate>;
}

const won = (n: number) => `${groupDigits(n)}원`;
const count = (n: number) => groupDigits(n);
const pct = (r: number) => `${(r * 100).toFixed(1)}%`;
const stamp = (iso: string) => kstFullDateTime(iso);

function SaleDesk({ data }: { data: AdminSaleData }) {
  const r = data.report;
  const weeks = [...new Set([...(r ? [r.week] : []), ...data.weeks])].sort().reverse();
  return (
    <div className="sale">
      <section className="admin-card sale-head" aria-label="보고 주차">
        <form method="get" action="/admin/sale" className="sale-week">
          <label htmlFor="s-week">보고 주차</label>
          <select id="s-week" name="week" defaultValue={r?.week}>
            {weeks.map((w) => (
              <option key={w} value={w}>
                {weekLabel(w)}
                {r?.live && w === r.week ? ' · 진행 중' : ''}
              </option>
            ))}
          </select>
          <button type="submit" className="admin-btn">보기</button>
        </form>
        {r && (
          <form method="get" className="sale-export" action="/api/admin/sale/report.xlsx">
            <input type="hidden" name="week" value={r.week} />
            <label htmlFor="s-reason">내려받는 사유</label>
            <input id="s-reason" name="reason" required minLength={2} maxLength={200} placeholder="예: 대주단 주간 보고" title={EXPORT_REASON_REQUIRED} />
            <button type="submit" className="admin-btn admin-btn-primary">엑셀 내려받기</button>
            <button type="submit" className="admin-btn" formAction="/api/admin/sale/report.pdf">PDF 내려받기</button>
          </form>
        )}
      </section>
      {data.error && <p className="admin-card" role="alert">{data.error}</p>}
      {r && <Report r={r} />}
    </div>
  );
}

function Report({ r }: { r: SaleReport }) {
  const t = r.sale.total;
  return (
    <>
      <p className="admin-muted sale-when">
        {weekLabel(r.week)} · 기준일 {r.today} · {r.live ? `진행 중인 주, ${stamp(r.madeAt)} 현재` : `${stamp(r.madeAt)}에 저장된 기록`}
      </p>
      <section className="admin-card" aria-labelledby="s-sale">
        <h2 id="s-sale" className="admin-card-title">분양률</h2>
        <dl className="sale-figures">
          <div><dt>공급 세대</dt><dd>{count(t.supplied)}</dd></div>
          <div><dt>계약 세대</dt><dd>{count(t.sold)}</dd></div>
          <div><dt>분양률</dt><dd>{pct(t.rate)}</dd></div>
          <div><dt>해약</dt><dd>{count(t.cancelled)}</dd></div>
        </dl>
        <div className="sale-tables">
          <SoldTable caption="주택형별" first="주택형" rows={r.sale.byType} />
          <SoldTable caption="동별" first="동" rows={r.sale.byDong} />
          <SoldTable caption="층별" first="층" rows={r.sale.byFloor} />
        </div>
        <h3>일별 계약</h3>
        <div className="sale-pair">
          <SoldByDayChart days={r.sale.byDay} />
          <div className="sale-scroll" role="region" aria-label="일별 계약(계약이나 해약이 있었던 날, 최근 순) 표" tabIndex={0}>
            <table className="admin-table compact">
              <caption className="sr-only">일별 계약(계약이나 해약이 있었던 날, 최근 순)</caption>
              <thead><tr><th scope="col">일자</th><th scope="col" className="num">신규 계약</th><th scope="col" className="num">해약</th><th scope="col" className="num">누적 계약</th></tr></thead>
              <tbody>
                {r.sale.byDay.filter((d) => d.contracts || d.cancelled).reverse().map((d) => (
                  <tr key={d.day}><th scope="row">{d.day}</th><td className="num">{count(d.contracts)}</td><td className="num">{count(d.cancelled)}</td><td className="num">{count(d.sold)}</td></tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </section>
      <Money m={r.money} />
      <After r={r} />
    </>
  );
}

function SoldTable({ caption, first, rows }: { caption: string; first: string; rows: SoldRow[] }) {
  return (
    <div className="sale-scroll" role="region" aria-label={`${caption} 표`} tabIndex={0}>
      <table className="admin-table compact">
        <caption>{caption}</caption>
        <thead><tr><th scope="col">{first}</th><th scope="col" className="num">공급</th><th scope="col" className="num">계약</th><th scope="col" className="num">분양률</th><th scope="col" className="num">해약</th></tr></thead>
        <tbody>
          {rows.map((s) => (
            <tr key={s.key}><th scope="row">{s.key}</th><td className="num">{count(s.supplied)}</td><td className="num">{count(s.sold)}</td><td className="num">{pct(s.rate)}</td><td className="num">{count(s.cancelled)}</td></tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Money({ m }: { m: SaleReport['money'] }) {
  return (
    <section className="admin-card" aria-labelledby="s-money">
      <h2 id="s-money" className="admin-card-title">수납</h2>
      <div className="sale-scroll" role="region" aria-label="회차별 수납 표" tabIndex={0}>
        <table className="admin-table compact">
          <caption>회차별 수납</caption>
          <thead><tr>{STAGE_HEADINGS.map((h, i) => <th key={h} scope="col" className={i ? 'num' : undefined}>{h}</th>)}</tr></thead>
          <tbody>
            {[...m.stages, m.total].map((s) => (
              <tr key={s.key} className={s.key === 'total' ? 'sale-total' : undefined}><th scope="row">{s.label}</th><td className="num">{won(s.amount)}</td><td className="num">{won(s.due)}</td><td className="num">{won(s.received)}</td><td className="num">{pct(s.rate)}</td><td className="num">{won(s.overdue)}</td></tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="admin-hint">수납액은 납부기한 전에 미리 들어온 금액(선납 {won(m.total.early)}, 잔금 선납 포함)까지 모두 더한 금액으로 원장의 납부 합계와 같습니다. 수납률은 도래액 가운데 수납된 비율입니다.</p>
      <p className="sale-ledger">원장 기준 납부 합계 <strong>{won(m.paid)}</strong> · 남은 분양대금(납부예정·연체 포함) <strong>{won(m.outstanding)}</strong></p>
      {m.owedBack && (m.owedBack.surplus > 0 || m.owedBack.endedCount > 0) && (
        <p className="sale-ledger">
          돌려드릴 금액: 초과 납부 <strong>{won(m.owedBack.surplus)}</strong> · 해약 {m.owedBack.endedCount}건의 위약금 <strong>{won(m.owedBack.penalty)}</strong>, 환불 예정 <strong>{won(m.owedBack.refundDue)}</strong>, 환불 완료 <strong>{won(m.owedBack.refunded)}</strong>
        </p>
      )}
      <div className="sale-scroll" role="region" aria-label="연체 기간별 표" tabIndex={0}>
        <table className="admin-table compact">
          <caption>연체 기간별</caption>
          <thead><tr><th scope="col">연체 기간</th><th scope="col" className="num">건수</th><th scope="col" className="num">세대</th><th scope="col" className="num">금액</th></tr></thead>
          <tbody>
            {m.ages.map((a) => (
              <tr key={a.key}><th scope="row">{a.label}</th><td className="num">{count(a.count)}</td><td className="num">{count(a.households)}</td><td className="num">{won(a.amount)}</td></tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>주별 수납</h3>
      <div className="sale-pair">
        <ReceivedByWeekChart weeks={m.byWeek} />
        <div className="sale-scroll" role="region" aria-label="주별 수납액(최근 순) 표" tabIndex={0}>
          <table className="admin-table compact">
            <caption className="sr-only">주별 수납액(최근 순)</caption>
            <thead><tr><th scope="col">주</th><th scope="col" className="num">수납액</th></tr></thead>
            <tbody>
              {[...m.byWeek].reverse().map((w) => (
                <tr key={w.week}><th scope="row">{w.week}</th><td className="num">{won(w.amount)}</td></tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}

function DefectTable({ caption, first, rows }: { caption: string; first: string; rows: DefectRow[] }) {
  return (
    <div className="sale-scroll" role="region" aria-label={`${caption} 표`} tabIndex={0}>
      <table className="admin-table compact">
        <caption>{caption}</caption>
        <thead><tr><th scope="col">{first}</th><th scope="col" className="num">접수</th><th scope="col" className="num">완료</th><th scope="col" className="num">미완료</th><th scope="col" className="num">처리 일수(중앙값)</th></tr></thead>
        <tbody>
          {rows.map((d) => (
            <tr key={d.key}><th scope="row">{d.key}</th><td className="num">{count(d.received)}</td><td className="num">{count(d.closed)}</td><td className="num">{count(d.open)}</td><td className="num">{d.medianDays === null ? '-' : `${d.medianDays}일`}</td></tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function After({ r }: { r: SaleReport }) {
  return (
    <section className="admin-card" aria-labelledby="s-after">
      <h2 id="s-after" className="admin-card-title">입주·하자</h2>
      {r.moveIn ? (
        <div className="sale-scroll" role="region" aria-label="라인별 입주 표" tabIndex={0}>
          <table className="admin-table compact">
            <caption>라인별 입주</caption>
            <thead><tr><th scope="col">라인</th><th scope="col" className="num">계약 세대</th><th scope="col" className="num">입주 세대</th><th scope="col" className="num">입주율</th></tr></thead>
            <tbody>
              {[...r.moveIn.byLine, r.moveIn.total].map((l) => (
                <tr key={l.line}><th scope="row">{l.line}</th><td className="num">{count(l.contracted)}</td><td className="num">{count(l.movedIn)}</td><td className="num">{pct(l.rate)}</td></tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="admin-muted">입주가 아직 시작되지 않았습니다.</p>
      )}
      {r.defects ? (
        <div className="sale-tables">
          <DefectTable caption="하자 유형별" first="유형" rows={[...r.defects.byKind, r.defects.total]} />
          <DefectTable caption="협력업체별" first="협력업체" rows={r.defects.byContractor} />
        </div>
      ) : (
        <p className="admin-muted">접수된 하자가 아직 없습니다.</p>
      )}
    </section>
  );
}
