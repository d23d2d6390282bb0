import { FUNNEL_STEPS, FUNNEL_STEP_LABELS, costPer, stepRate, type FunnelRow, type FunnelStep } from '../../../shared/campaigns';
import { count } from '../ui/format';
import { pct, rowName, won } from './campaign-format';
import { EmptyRow } from '../ui/EmptyRow';

/** Cost per step, the headline first: what a contract cost is what the 시행사 asks. */
const COST_STEPS: [FunnelStep, string][] = [
  ['contracts', '계약당'],
  ['visited', '방문당'],
  ['leads', '관심고객당'],
];

/**
 * The funnel per channel or campaign. The spend and the cost per step come right after the name, so
 * 계약당 is on screen at 1280 px whatever follows; each step's count carries its rate from the step
 * before in the same cell. At 1024 px the name column stays put while the table scrolls; on a phone
 * each row is a card (every cell under its label).
 */
export function FunnelTable({ rows, by }: { rows: FunnelRow[]; by: 'channel' | 'campaign' }) {
  return (
    <div className="table-scroll funnel-scroll" tabIndex={0} role="region" aria-label="채널·캠페인별 전환">
      <table className="admin-table compact funnel-table">
        <caption className="admin-muted">인원 아래 작은 숫자는 전 단계 대비 비율입니다.</caption>
        <thead>
          <tr>
            <th scope="col" rowSpan={2} className="funnel-name">
              {by === 'campaign' ? '채널 · 캠페인' : '채널'}
            </th>
            <th scope="colgroup" colSpan={1 + COST_STEPS.length} className="funnel-group">
              비용
            </th>
            <th scope="colgroup" colSpan={FUNNEL_STEPS.length} className="funnel-group">
              인원 (전 단계 대비)
            </th>
          </tr>
          <tr>
            <th scope="col" className="num">광고비</th>
            {COST_STEPS.map(([s, label]) => (
              <th key={s} scope="col" className={s === 'contracts' ? 'num funnel-headline' : 'num'}>
                {label}
              </th>
            ))}
            {FUNNEL_STEPS.map((s) => (
              <th key={s} scope="col" className="num">
                {FUNNEL_STEP_LABELS[s]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.channelKey}|${r.campaign ?? ''}`}>
              <th scope="row" className="funnel-name">
                {rowName(r)}
              </th>
              <td className="num" data-label="광고비">
                {won(r.cost || null)}
              </td>
              {COST_STEPS.map(([s, label]) => (
                <td key={s} className={s === 'contracts' ? 'num funnel-headline' : 'num'} data-label={`${label} 비용`}>
                  {r.cost ? won(costPer(r.cost, r[s])) : '—'}
                </td>
              ))}
              {FUNNEL_STEPS.map((s, i) => (
                <td key={s} className="num" data-label={FUNNEL_STEP_LABELS[s]}>
                  {count(r[s])}
                  {i > 0 && <small className="rate">{pct(stepRate(r[s], r[FUNNEL_STEPS[i - 1]!]))}</small>}
                </td>
              ))}
            </tr>
          ))}
          {!rows.length && <EmptyRow cols={2 + COST_STEPS.length + FUNNEL_STEPS.length} className="admin-empty">
                이 기간에 집계된 방문과 신청이 없습니다.
              </EmptyRow>}
        </tbody>
      </table>
    </div>
  );
}
