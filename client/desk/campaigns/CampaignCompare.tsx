import type { AdminCampaignsData } from '../../../shared/page-data';
import { costPer, type FunnelRow } from '../../../shared/campaigns';
import { count } from '../ui/format';
import { funnelTotal, pct, rowName, won } from './campaign-format';
import { EmptyRow } from '../ui/EmptyRow';

const keyOf = (r: FunnelRow) => `${r.channelKey}|${r.campaign ?? ''}`;

/** First-touch and last-touch side by side: who found the site, and what brought them back to register. */
export function TouchCompare({ data }: { data: AdminCampaignsData }) {
  const first = new Map(data.funnel.first.map((r) => [keyOf(r), r]));
  const last = new Map(data.funnel.last.map((r) => [keyOf(r), r]));
  const keys = [...new Set([...first.keys(), ...last.keys()])].filter((k) => (first.get(k)?.leads ?? 0) + (last.get(k)?.leads ?? 0) > 0);
  const name = (k: string) => rowName((first.get(k) ?? last.get(k))!);
  return (
    <section className="admin-card" aria-labelledby="c-touch">
      <h2 id="c-touch" className="admin-card-title">
        첫 접점과 마지막 접점 <span className="admin-muted">같은 사람을 처음 알게 된 경로와 신청 직전 경로로 나눠 셉니다</span>
      </h2>
      <div className="table-scroll" tabIndex={0} role="region" aria-label="첫 접점과 마지막 접점 비교">
        <table className="admin-table compact">
          <thead>
            <tr>
              <th scope="col" rowSpan={2}>
                {data.by === 'campaign' ? '채널 · 캠페인' : '채널'}
              </th>
              <th scope="colgroup" colSpan={3} className="num">첫 접점</th>
              <th scope="colgroup" colSpan={3} className="num">마지막 접점</th>
            </tr>
            <tr>
              {['관심고객', '견본주택 방문', '계약', '관심고객', '견본주택 방문', '계약'].map((l, i) => (
                <th key={i} scope="col" className="num">
                  {l}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {keys.map((k) => (
              <tr key={k}>
                <th scope="row">{name(k)}</th>
                {[first.get(k), last.get(k)].flatMap((r, j) => [
                  <td key={`${j}l`} className="num">{count(r?.leads ?? 0)}</td>,
                  <td key={`${j}v`} className="num">{count(r?.visited ?? 0)}</td>,
                  <td key={`${j}c`} className="num">{count(r?.contracts ?? 0)}</td>,
                ])}
              </tr>
            ))}
            {!keys.length && <EmptyRow cols={7} className="admin-empty">이 기간에 신청한 관심고객이 없습니다.</EmptyRow>}
          </tbody>
        </table>
      </div>
    </section>
  );
}

const change = (now: number, before: number) =>
  now === before ? '변동 없음' : before ? `${now > before ? '▲' : '▼'} ${pct(Math.abs(now - before) / before)}` : '새로 생김';

/** The last 7 days against the 7 before, per channel. */
export function WeekCompare({ data }: { data: AdminCampaignsData }) {
  const { thisWeek, lastWeek } = data.week;
  const before = new Map(lastWeek.rows.map((r) => [r.channelKey, r]));
  const rows = [...thisWeek.rows, ...lastWeek.rows.filter((r) => !thisWeek.rows.some((t) => t.channelKey === r.channelKey)).map((r) => ({ ...funnelTotal([]), channel: r.channel, channelKey: r.channelKey }))];
  return (
    <section className="admin-card" aria-labelledby="c-week">
      <h2 id="c-week" className="admin-card-title">
        이번 주와 지난주 <span className="admin-muted">{thisWeek.from}~{thisWeek.to} / {lastWeek.from}~{lastWeek.to}</span>
      </h2>
      <div className="table-scroll" tabIndex={0} role="region" aria-label="이번 주와 지난주 비교">
        <table className="admin-table compact">
          <thead>
            <tr>
              <th scope="col">채널</th>
              <th scope="col" className="num">방문자</th>
              <th scope="col" className="num">지난주 대비</th>
              <th scope="col" className="num">관심고객</th>
              <th scope="col" className="num">지난주 대비</th>
              <th scope="col" className="num">관심고객당 비용</th>
              <th scope="col" className="num">지난주</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const b = before.get(r.channelKey);
              return (
                <tr key={r.channelKey}>
                  <th scope="row">{r.channel}</th>
                  <td className="num">{count(r.visitors)}</td>
                  <td className="num">{change(r.visitors, b?.visitors ?? 0)}</td>
                  <td className="num">{count(r.leads)}</td>
                  <td className="num">{change(r.leads, b?.leads ?? 0)}</td>
                  <td className="num">{won(r.cost ? costPer(r.cost, r.leads) : null)}</td>
                  <td className="num">{won(b?.cost ? costPer(b.cost, b.leads) : null)}</td>
                </tr>
              );
            })}
            {!rows.length && <EmptyRow cols={7} className="admin-empty">최근 2주 동안 집계된 방문이 없습니다.</EmptyRow>}
          </tbody>
        </table>
      </div>
    </section>
  );
}
