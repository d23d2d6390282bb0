/** The dashboard's leads per Korean day, by type, as a stacked bar chart. */
import { LEAD_TYPES, LEAD_TYPE_LABELS, type LeadStats, type LeadType } from '../../../shared/leads';
import { shortDay } from '../ui/format';

const TYPE_COLORS: Record<LeadType, string> = { interest: '#2b4a6f', 'visit-request': '#c8893b', reservation: '#4e8f83', 'schedule-reminder': '#7a5c99' };
/** A day's submissions of every type. */
export const submissions = (d: LeadStats['days'][number]) => LEAD_TYPES.reduce((n, t) => n + d[t], 0);

/** A stacked bar chart drawn as SVG on the server; the table beside it holds the same numbers. */
export function DailyChart({ stats }: { stats: LeadStats }) {
  const W = 720;
  const H = 260;
  const pad = { l: 36, r: 8, t: 12, b: 28 };
  const plotW = W - pad.l - pad.r;
  const plotH = H - pad.t - pad.b;
  const max = Math.max(1, ...stats.days.map(submissions));
  const step = niceStep(max);
  const top = Math.ceil(max / step) * step;
  const n = stats.days.length;
  const slot = plotW / n;
  const barW = Math.max(2, Math.min(28, slot * 0.7));
  const y = (v: number) => pad.t + plotH - (v / top) * plotH;
  const labelEvery = Math.ceil(n / 10);
  const ticks = Array.from({ length: top / step + 1 }, (_, i) => i * step);
  return (
    <figure className="chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="daily-title" aria-describedby="daily-table" className="chart-svg">
        {ticks.map((t) => (
          <g key={t}>
            <line x1={pad.l} x2={W - pad.r} y1={y(t)} y2={y(t)} className="chart-grid-line" />
            <text x={pad.l - 6} y={y(t) + 4} textAnchor="end" className="chart-axis">
              {t}
            </text>
          </g>
        ))}
        {stats.days.map((d, i) => {
          const x = pad.l + i * slot + (slot - barW) / 2;
          let acc = 0;
          return (
            <g key={d.date}>
              <title>{`${d.date}: ${LEAD_TYPES.map((t) => `${LEAD_TYPE_LABELS[t]} ${d[t]}`).join(', ')}`}</title>
              {LEAD_TYPES.map((t) => {
                const v = d[t];
                if (!v) return null;
                const rect = <rect key={t} x={x} y={y(acc + v)} width={barW} height={y(acc) - y(acc + v)} fill={TYPE_COLORS[t]} />;
                acc += v;
                return rect;
              })}
              {(i % labelEvery === 0 || i === n - 1) && (
                <text x={x + barW / 2} y={H - 8} textAnchor="middle" className="chart-axis">
                  {shortDay(d.date)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="chart-legend">
        {LEAD_TYPES.map((t) => (
          <span key={t}>
            <i style={{ background: TYPE_COLORS[t] }} aria-hidden="true" />
            {LEAD_TYPE_LABELS[t]}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

function niceStep(max: number): number {
  const raw = max / 5;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const n = raw / mag;
  return Math.max(1, (n <= 1 ? 1 : n <= 2 ? 2 : n <= 5 ? 5 : 10) * mag);
}
