import type { AdminCampaignsData } from '../../../shared/page-data';
import { FUNNEL_STEPS, FUNNEL_STEP_LABELS, FUNNEL_STEP_SHORT, costPer, stepRate, type FunnelRow } from '../../../shared/campaigns';
import { usePageData } from '../../page-data';
import type { PageProps } from '../../pages/types';
import { AdminGate } from '../shell/AdminGate';
import { ExportForm } from '../ui/ExportForm';
import { count } from '../ui/format';
import { FunnelChart } from './CampaignCharts';
import { CampaignDaily } from './CampaignDaily';
import { Live } from './CampaignLive';
import { FunnelTable } from './CampaignFunnelTable';
import { CampaignCosts } from './CampaignCosts';
import { CampaignSpeed } from './CampaignSpeed';
import { TouchCompare, WeekCompare } from './CampaignCompare';
import { funnelTotal, pct, won } from './campaign-format';
import './campaigns.css';
import { DateRangeFields, PeriodButtons } from '../ui/DateRangeFields';

/**
 * 광고 성과: what each channel and campaign brought, from the visit to the contract, with the
 * spend per step. The period, the touch (first or last) and the grouping are a plain GET form.
 */
export function AdminCampaigns(props: PageProps) {
  const data = usePageData('admin-campaigns', props.match.canonicalPath);
  return (
    <AdminGate {...props} data={data}>
      {() => <CampaignsDesk data={data!} />}
    </AdminGate>
  );
}

function CampaignsDesk({ data }: { data: AdminCampaignsData }) {
  const rows = data.funnel[data.touch];
  const sum = funnelTotal(rows);
  const params = { from: data.from, to: data.to, touch: data.touch, by: data.by };
  return (
    <div className="campaigns">
      <PeriodForm data={data} />
      <Live initial={data.live} />
      <CampaignDaily data={data} />
      <section className="admin-card" aria-labelledby="c-funnel">
        <div className="admin-card-head">
          <h2 id="c-funnel" className="admin-card-title">
            전환 단계 <span className="admin-muted">{data.touch === 'first' ? '첫 접점 기준' : '마지막 접점 기준'}</span>
          </h2>
          <ExportForm action="/api/admin/campaigns/funnel.csv" params={params} id="c-export" example="예: 주간 광고 성과 보고" />
        </div>
        <div className="chart-with-table">
          <FunnelChart steps={FUNNEL_STEPS.map((s) => ({ label: FUNNEL_STEP_LABELS[s], short: FUNNEL_STEP_SHORT[s], value: sum[s] }))} />
          <StepTable row={sum} />
        </div>
        <FunnelTable rows={rows} by={data.by} />
      </section>
      <TouchCompare data={data} />
      <WeekCompare data={data} />
      <CampaignCosts data={data} />
      <CampaignSpeed rows={data.speed} from={data.from} to={data.to} />
    </div>
  );
}

function PeriodForm({ data }: { data: AdminCampaignsData }) {
  return (
    <form className="period-form admin-card" method="get" action="/admin/campaigns" aria-label="조회 조건">
      <DateRangeFields idPrefix="c" from={data.from} to={data.to} />
      <div className="admin-field">
        <label htmlFor="c-touch">유입 기준</label>
        <select id="c-touch" name="touch" defaultValue={data.touch}>
          <option value="last">마지막 접점</option>
          <option value="first">첫 접점</option>
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor="c-by">묶음</label>
        <select id="c-by" name="by" defaultValue={data.by}>
          <option value="channel">채널별</option>
          <option value="campaign">캠페인별</option>
        </select>
      </div>
      <PeriodButtons reset="/admin/campaigns" resetLabel="최근 7일" />
    </form>
  );
}

function StepTable({ row }: { row: FunnelRow }) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="전환 단계 표">
      <table className="admin-table compact">
        <thead>
          <tr>
            <th scope="col">단계</th>
            <th scope="col" className="num">인원</th>
            <th scope="col" className="num">전 단계 대비</th>
            <th scope="col" className="num">단계당 비용</th>
          </tr>
        </thead>
        <tbody>
          {FUNNEL_STEPS.map((s, i) => (
            <tr key={s}>
              <th scope="row">{FUNNEL_STEP_LABELS[s]}</th>
              <td className="num">{count(row[s])}</td>
              <td className="num">{i ? pct(stepRate(row[s], row[FUNNEL_STEPS[i - 1]!])) : ''}</td>
              <td className="num">{won(costPer(row.cost, row[s]))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="admin-muted">광고비 합계 {won(row.cost)}</p>
    </div>
  );
}
