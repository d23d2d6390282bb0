/**
 * The campaigns desk's charts, drawn with uPlot (decision 0035): about 50 KB, canvas, fast with
 * hundreds of points, and imported only here, when a desk page with a chart is opened, so visitors
 * never download it. Each chart has its numbers in a table beside it (the table is the accessible
 * reading; the canvas is hidden from screen readers).
 */
import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { CHANNEL_LABELS, CHANNELS, type Channel } from '../../../shared/channels';
import type { Traffic } from '../../../shared/campaigns';
import { shortDay } from '../ui/format';

export const CHANNEL_COLORS: Record<Channel, string> = {
  'naver-ads': '#03a94d',
  'naver-search': '#7bc96f',
  'naver-blog': '#2f7d5b',
  kakao: '#c9a400',
  meta: '#1877f2',
  'google-ads': '#d93025',
  'google-search': '#f29900',
  sms: '#7a5c99',
  direct: '#5f6670',
  other: '#a0a7b0',
};

/** Draws `make(width)` into the box once uPlot is loaded, and again at each width change. */
export function useChart(make: (U: typeof uPlot, width: number, el: HTMLElement) => uPlot | null, deps: unknown[]) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let chart: uPlot | null = null;
    let gone = false;
    const el = box.current!;
    let observer: ResizeObserver | undefined;
    void import('uplot').then(({ default: U }) => {
      if (gone) return;
      const draw = () => {
        chart?.destroy();
        chart = make(U, Math.max(260, el.clientWidth), el);
      };
      draw();
      observer = new ResizeObserver(() => chart && Math.abs(chart.width - el.clientWidth) > 8 && draw());
      observer.observe(el);
    });
    return () => {
      gone = true;
      observer?.disconnect();
      chart?.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return box;
}

const dayIndex = (days: string[]) => days.map((_, i) => i);

/** Steps a people axis may take: whole people only (uPlot would step by 0.2 of a visitor on a quiet week). */
const WHOLE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000];
const wholeLabels = (ticks: number[]) => ticks.map((t) => (Number.isInteger(t) ? t.toLocaleString('ko-KR') : ''));
/** An axis's labels, also written on the chart's box (`data-visitor-ticks`…): the canvas cannot be read. */
const countLabels = (el: HTMLElement, name: 'visitorTicks' | 'leadTicks') => (_u: uPlot, ticks: number[]) => {
  const labels = wholeLabels(ticks);
  el.dataset[name] = labels.join(' ');
  return labels;
};
/** A count scale from 0 to a whole number a little above the largest value (at least 4, so a quiet week has 0-4). */
const countRange = (headroom: number) => (_u: uPlot, _min: number, max: number): [number, number] => [0, Math.max(4, Math.ceil(max * headroom))];
const axisDays = (days: string[]) => (_u: uPlot, ticks: number[]) => ticks.map((t) => (Number.isInteger(t) && days[t] ? shortDay(days[t]) : ''));

/**
 * Visitors per channel per day (solid lines, left axis) and leads per channel per day (dashed, in the
 * channel's colour, on their own axis at the right: tens, not hundreds). Both axes count whole people.
 * The legend is the page's own: each channel's colour and name, and which line is which, at a glance
 * (uPlot's legend lists the cursor's values, blank until hovered). The table beside it holds the numbers.
 */
export function DailyChart({ traffic }: { traffic: Traffic }) {
  const days = traffic.days.map((d) => d.date);
  const seen = (ch: Channel, k: 'visitors' | 'leads') => traffic.byChannel.some((b) => b.channelKey === ch && b[k] > 0);
  const visitorChannels = CHANNELS.filter((c) => seen(c, 'visitors'));
  const leadChannels = CHANNELS.filter((c) => seen(c, 'leads'));
  const box = useChart(
    (U, width, el) => {
      const value = (ch: Channel, k: 'visitors' | 'leads') => days.map((d) => traffic.byChannel.find((b) => b.date === d && b.channelKey === ch)?.[k] ?? 0);
      return new U(
        {
          width,
          height: 260,
          scales: { x: { time: false }, y: { range: countRange(1.1) }, leads: { range: countRange(1.2) } },
          axes: [
            { values: axisDays(days), space: 40 },
            { label: '방문자(명)', size: 56, incrs: WHOLE_STEPS, values: countLabels(el, 'visitorTicks') },
            { scale: 'leads', side: 1, label: '관심고객(명, 점선)', grid: { show: false }, size: 56, incrs: WHOLE_STEPS, values: countLabels(el, 'leadTicks') },
          ],
          legend: { show: false },
          series: [
            {},
            ...visitorChannels.map((c) => ({ label: `${CHANNEL_LABELS[c]} 방문자`, stroke: CHANNEL_COLORS[c], width: 2 })),
            ...leadChannels.map((c) => ({ label: `${CHANNEL_LABELS[c]} 관심고객`, scale: 'leads', stroke: CHANNEL_COLORS[c], width: 2, dash: [6, 4] })),
          ],
        },
        [dayIndex(days), ...visitorChannels.map((c) => value(c, 'visitors')), ...leadChannels.map((c) => value(c, 'leads'))],
        el,
      );
    },
    [traffic],
  );
  const channels = CHANNELS.filter((c) => visitorChannels.includes(c) || leadChannels.includes(c));
  return (
    <div className="campaign-chart-box">
      <div ref={box} className="campaign-chart" aria-hidden="true" />
      {channels.length > 0 && (
        <ul className="chart-legend" aria-label="그래프 범례">
          {channels.map((c) => (
            <li key={c}>
              <span className="legend-swatch" style={{ background: CHANNEL_COLORS[c] }} aria-hidden="true" />
              {CHANNEL_LABELS[c]}
            </li>
          ))}
          <li className="legend-key">
            <span className="legend-line" aria-hidden="true" />
            방문자(왼쪽 눈금)
          </li>
          <li className="legend-key">
            <span className="legend-line dashed" aria-hidden="true" />
            관심고객(오른쪽 눈금)
          </li>
        </ul>
      )}
    </div>
  );
}

/** The funnel's steps as bars (log scale: visitors are thousands, contracts a handful). */
export function FunnelChart({ steps }: { steps: { label: string; short: string; value: number }[] }) {
  const box = useChart(
    (U, width, el) => {
      // A step's column narrower than its name (a phone): the short names, which do not run together.
      const narrow = (width - 60) / steps.length < 72;
      return new U(
        {
          width,
          height: 240,
          scales: { x: { time: false, range: [-0.5, steps.length - 0.5] }, y: { distr: 3, range: (_u, _min, max) => [0.8, Math.max(10, max * 1.3)] } },
          axes: [
            { values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? ((narrow ? steps[t]?.short : steps[t]?.label) ?? '') : '')), space: 30 },
            { label: '명(로그 눈금)', size: 60 },
          ],
          legend: { show: false },
          series: [{}, { label: '인원', fill: '#2b4a6fcc', stroke: '#0b2545', paths: U.paths.bars!({ size: [0.6, 80] }), points: { show: false } }],
        },
        [steps.map((_, i) => i), steps.map((s) => (s.value > 0 ? s.value : null))],
        el,
      );
    },
    [JSON.stringify(steps)],
  );
  return <div ref={box} className="campaign-chart" aria-hidden="true" />;
}
