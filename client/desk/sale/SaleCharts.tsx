/**
 * The sale page's charts, with uPlot as the campaigns desk draws them (its `useChart`): units sold
 * by day since the first contract, and money in by week. The canvas is hidden from screen readers;
 * the table beside each chart holds the same figures.
 */
import type uPlot from 'uplot';
import type { SaleReport } from '../../../shared/sale';
import { useChart } from '../campaigns/CampaignCharts';
import { groupDigits } from '../../../shared/korean-format';

const axisLabels = (labels: string[]) => (_u: uPlot, ticks: number[]) => ticks.map((t) => (Number.isInteger(t) && labels[t] ? labels[t]! : ''));
/** Axis labels with their years: '26.6/1', and weeks as '26년 49주'. */
const md = (day: string) => `${day.slice(2, 4)}.${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}`;

/** Units sold at each day's end (line) and the day's new contracts (bars, right axis). */
export function SoldByDayChart({ days }: { days: SaleReport['sale']['byDay'] }) {
  const box = useChart(
    (U, width, el) =>
      new U(
        {
          width,
          height: 240,
          scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, Math.max(10, Math.ceil(max * 1.1))] }, n: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.4))] } },
          axes: [
            { values: axisLabels(days.map((d) => md(d.day))), space: 56 },
            { label: '누적 계약(세대)', size: 60 },
            { scale: 'n', side: 1, label: '일별 신규(막대)', grid: { show: false }, size: 50 },
          ],
          legend: { show: false },
          series: [
            {},
            { label: '누적 계약', stroke: '#0b2545', width: 2 },
            { label: '신규 계약', scale: 'n', fill: '#8da9c4aa', stroke: '#5b7fa6', paths: U.paths.bars!({ size: [0.7, 24] }), points: { show: false } },
          ],
        },
        [days.map((_, i) => i), days.map((d) => d.sold), days.map((d) => d.contracts)],
        el,
      ),
    [JSON.stringify(days)],
  );
  return <div ref={box} className="sale-chart" aria-hidden="true" data-points={days.length} />;
}

/** Money applied to instalments each week (bars, in 억원 on the axis). */
export function ReceivedByWeekChart({ weeks }: { weeks: SaleReport['money']['byWeek'] }) {
  const box = useChart(
    (U, width, el) =>
      new U(
        {
          width,
          height: 220,
          scales: { x: { time: false, range: [-0.5, weeks.length - 0.5] }, y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.15)] } },
          axes: [
            { values: axisLabels(weeks.map((w) => `${w.week.slice(2, 4)}년 ${Number(w.week.slice(6))}주`)), space: 64 },
            { label: '수납액(억원)', size: 56, values: (_u, ticks) => ticks.map((t) => groupDigits(t / 1e8, 1)) },
          ],
          legend: { show: false },
          series: [{}, { label: '수납액', fill: '#2b4a6fcc', stroke: '#0b2545', paths: U.paths.bars!({ size: [0.6, 40] }), points: { show: false } }],
        },
        [weeks.map((_, i) => i), weeks.map((w) => w.amount)],
        el,
      ),
    [JSON.stringify(weeks)],
  );
  return <div ref={box} className="sale-chart" aria-hidden="true" data-points={weeks.length} />;
}
