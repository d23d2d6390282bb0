import { Fragment } from 'react';
import type { AdminCampaignsData } from '../../../shared/page-data';
import type { Traffic } from '../../../shared/campaigns';
import { count } from '../ui/format';
import { DailyChart } from './CampaignCharts';
import { ScrollTable } from '../ui/ScrollTable';
import { EmptyRow } from '../ui/EmptyRow';

/**
 * 일별 방문자와 관심고객: the chart (visitors and leads per channel per day) with the same numbers in
 * the table beside it, each day's total first, then its channels; and the period's totals per channel.
 */
export function CampaignDaily({ data }: { data: AdminCampaignsData }) {
  const pageviews = data.traffic.days.reduce((n, d) => n + d.pageviews, 0);
  return (
    <section className="admin-card" aria-labelledby="c-daily">
      <div className="admin-card-head">
        <h2 id="c-daily" className="admin-card-title">
          일별 방문자와 관심고객 <span className="admin-muted">{data.from} ~ {data.to}</span>
        </h2>
      </div>
      <div className="chart-with-table">
        <DailyChart traffic={data.traffic} />
        <DailyTable traffic={data.traffic} pageviews={pageviews} />
      </div>
      <ChannelTable data={data} />
    </section>
  );
}

/** The chart's numbers: per day, the total (visitors, leads) and each channel that had either. */
function DailyTable({ traffic, pageviews }: { traffic: Traffic; pageviews: number }) {
  return (
    <ScrollTable
      label="일별·채널별 방문자와 관심고객 표"
      className="admin-table compact daily-table"
      frameClassName="daily-scroll"
      caption={
        <caption className="admin-muted">
          관심고객은 마지막 접점의 채널로 셉니다. 기간 페이지뷰 {count(pageviews)}회.
        </caption>
      }
      head={
        <>
          <th scope="col">날짜</th>
          <th scope="col">채널</th>
          <th scope="col" className="num">방문자</th>
          <th scope="col" className="num">관심고객</th>
        </>
      }
    >
      {traffic.days.map((d) => {
        const channels = traffic.byChannel.filter((b) => b.date === d.date && (b.visitors > 0 || b.leads > 0));
        return (
          <Fragment key={d.date}>
            <tr className="daily-total">
              <th scope="rowgroup" rowSpan={1 + channels.length}>
                {d.date}
              </th>
              <th scope="row">합계</th>
              <td className="num">{count(d.visitors)}</td>
              <td className="num">{count(d.leads)}</td>
            </tr>
            {channels.map((c) => (
              <tr key={c.channelKey}>
                <th scope="row">{c.channel}</th>
                <td className="num">{count(c.visitors)}</td>
                <td className="num">{count(c.leads)}</td>
              </tr>
            ))}
          </Fragment>
        );
      })}
    </ScrollTable>
  );
}

/** The period per channel: every channel that brought visitors or leads (a lead's channel may have had no counted visit). */
function ChannelTable({ data }: { data: AdminCampaignsData }) {
  const leadsOf = (key: string) => data.traffic.byChannel.filter((b) => b.channelKey === key).reduce((n, b) => n + b.leads, 0);
  const channels = [
    ...data.traffic.channels,
    ...data.traffic.byChannel
      .filter((b) => b.leads > 0 && !data.traffic.channels.some((c) => c.channelKey === b.channelKey))
      .filter((b, i, all) => all.findIndex((o) => o.channelKey === b.channelKey) === i)
      .map((b) => ({ channel: b.channel, channelKey: b.channelKey, visitors: 0 })),
  ];
  return (
    <ScrollTable
      label="채널별 방문자"
      className="admin-table compact"
      caption={<caption className="admin-muted">채널별 방문자(하루 단위 순방문자의 합)와 관심고객(마지막 접점)</caption>}
      head={
        <>
          <th scope="col">채널</th>
          <th scope="col" className="num">방문자</th>
          <th scope="col" className="num">관심고객</th>
        </>
      }
    >
      {channels.map((c) => (
        <tr key={c.channelKey}>
          <th scope="row">{c.channel}</th>
          <td className="num">{count(c.visitors)}</td>
          <td className="num">{count(leadsOf(c.channelKey))}</td>
        </tr>
      ))}
      {!channels.length && <EmptyRow cols={3} className="admin-empty">이 기간에 집계된 방문이 없습니다.</EmptyRow>}
    </ScrollTable>
  );
}
