/**
 * 분양 현황 (/admin/sale): the weekly report a 시행사 sends its 신탁사 and lenders, for owners and
 * managers, one week at a time (the running week live, a finished week as it was kept, with each
 * file's SHA-256 so a lender can check its copy), the workbook and PDF in the 금액 단위 chosen. Every
 * chart has its table beside it; tables read as cards on a phone (SaleTable). Counts and sums only.
 */
import { usePageData } from '../../page-data';
import { SALE_MESSAGES, weekLabel, type AdminSaleData, type SaleReport } from '../../../shared/sale';
import { AMOUNT_UNIT_INFO, AMOUNT_UNITS } from '../../../shared/sale-lender';
import { activityDays, type ActivityDay } from '../../../shared/sale-activity';
import { EXPORT_REASON_REQUIRED } from '../../../shared/access-log';
import type { PageProps } from '../../pages/types';
import { AdminGate } from '../shell/AdminGate';
import { SoldByDayChart } from './SaleCharts';
import { SoldSection, WeekSection } from './SaleSold';
import { MoneySection } from './SaleMoney';
import { AfterSection } from './SaleAfter';
import { SaleTable } from './SaleTable';
import { count, won } from './format';
import './AdminSale.css';
import { groupDigits, kstFullDateTime } from '../../../shared/korean-format';

export function AdminSale(props: PageProps) {
  const data = usePageData('admin-sale', props.match.canonicalPath);
  return <AdminGate {...props} data={data}>{() => <SaleDesk data={data!} />}</AdminGate>;
}

function SaleDesk({ data }: { data: AdminSaleData }) {
  const r = data.report;
  const weeks = [...new Set([...(r ? [r.week] : []), ...data.weeks])].sort().reverse();
  return (
    <div className="sale">
      <section className="admin-card sale-head" aria-label="보고 주차와 내려받기">
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
            <label htmlFor="s-unit">금액 단위</label>
            <select id="s-unit" name="unit" defaultValue="won">
              {AMOUNT_UNITS.map((u) => <option key={u} value={u}>{AMOUNT_UNIT_INFO[u].label}</option>)}
            </select>
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
  const c = r.cover;
  const recent = activityDays(r).slice(-14);
  return (
    <>
      <section className="admin-card" aria-labelledby="s-cover">
        <h2 id="s-cover" className="admin-card-title">{c.period}</h2>
        <dl className="sale-cover">
          <div><dt>사업명</dt><dd>{c.projectName}</dd></div>
          <div><dt>시행사</dt><dd>{c.developer}</dd></div>
          <div><dt>시공사</dt><dd>{c.contractor}</dd></div>
          <div><dt>신탁사</dt><dd>{c.trustee}</dd></div>
          <div><dt>기준일</dt><dd>{r.today}</dd></div>
          <div><dt>{r.live ? '진행 중인 주' : '마감된 주'}</dt><dd>{r.live ? `${kstFullDateTime(r.madeAt)} 현재` : `${kstFullDateTime(r.madeAt)} 저장`}</dd></div>
        </dl>
        {r.legacy && <p className="admin-hint" role="note">{SALE_MESSAGES.legacy}</p>}
        {r.files?.length ? (
          <>
            <h3>저장된 파일의 SHA-256</h3>
            <p className="admin-hint">마감된 주의 파일은 누가 어떤 사유로 내려받아도 같은 파일입니다. 받은 사본의 SHA-256 값을 아래 값과 비교해 확인하실 수 있습니다.</p>
            <ul className="sale-files">
              {r.files.map((f) => (
                <li key={`${f.kind}-${f.unit}`}>
                  <span>{f.kind === 'pdf' ? 'PDF' : '엑셀'} · {AMOUNT_UNIT_INFO[f.unit].label} · {groupDigits(f.bytes)}바이트</span>
                  <code>{f.sha256}</code>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      <WeekSection r={r} />
      <SoldSection r={r} />
      <section className="admin-card" aria-labelledby="s-days">
        <h2 id="s-days" className="admin-card-title">일별 계약</h2>
        <div className="sale-pair">
          <SoldByDayChart days={r.sale.byDay} />
          <SaleTable
            caption="최근 계약·해약·수납이 있었던 날(오래된 순)"
            hideCaption
            cols={[{ head: '일자', cell: (d: ActivityDay) => d.day }, { head: '신규 계약', cell: (d) => count(d.contracts), num: true }, { head: '해약', cell: (d) => count(d.cancelled), num: true }, { head: '누적 계약', cell: (d) => count(d.sold), num: true }, { head: '수납액', cell: (d) => won(d.received), num: true }]}
            rows={recent}
            rowKey={(d) => d.day}
          />
        </div>
      </section>
      <MoneySection r={r} />
      <AfterSection r={r} />
    </>
  );
}
