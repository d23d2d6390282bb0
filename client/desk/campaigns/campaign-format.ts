/** Display helpers of the campaigns desk. */
import type { FunnelRow } from '../../../shared/campaigns';

export const pct = (v: number | null) => (v === null ? '—' : `${(v * 100).toFixed(1)}%`);
export const won = (v: number | null) => (v === null ? '—' : `${v.toLocaleString('ko-KR')}원`);
export const rowName = (r: FunnelRow) => (r.campaign !== undefined ? `${r.channel} · ${r.campaign ?? '(캠페인 없음)'}` : r.channel);

/** The rows added up (the funnel chart and its table read the period's totals). */
export const funnelTotal = (rows: FunnelRow[]): FunnelRow =>
  rows.reduce<FunnelRow>(
    (t, r) => ({
      ...t,
      visitors: t.visitors + r.visitors,
      pageviews: t.pageviews + r.pageviews,
      leads: t.leads + r.leads,
      bookings: t.bookings + r.bookings,
      visited: t.visited + r.visited,
      winners: t.winners + r.winners,
      contracts: t.contracts + r.contracts,
      cost: t.cost + r.cost,
    }),
    { channel: '합계', channelKey: 'other', visitors: 0, pageviews: 0, leads: 0, bookings: 0, visited: 0, winners: 0, contracts: 0, cost: 0 },
  );
