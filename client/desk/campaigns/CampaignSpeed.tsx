import { DEVICE_LABELS } from '../../../shared/channels';
import { FIELD_METRICS, METRIC_LABELS, RATING_LABELS, THRESHOLDS, type FieldMetric, type MetricP75, type SpeedRow } from '../../../shared/field-speed';
import { count } from '../ui/format';
import { EmptyRow } from '../ui/EmptyRow';
import { ScrollTable } from '../ui/ScrollTable';

const unit = (m: FieldMetric, v: number) => (m === 'cls' ? v.toFixed(3) : v >= 1000 ? `${(v / 1000).toFixed(2)}초` : `${v}ms`);
const deviceLabel = (d: string) => DEVICE_LABELS[d as keyof typeof DEVICE_LABELS] ?? d;

/**
 * 실사용자 속도: the chosen period's p75 per page and device class, as visitors' own browsers measured
 * it (decision 0038), each value rated in words against Google's thresholds, and the elements behind
 * poor values named by their selector.
 */
export function CampaignSpeed({ rows, from, to }: { rows: SpeedRow[]; from: string; to: string }) {
  return (
    <section className="admin-card field-speed" aria-labelledby="c-speed">
      <div className="admin-card-head">
        <h2 id="c-speed" className="admin-card-title">
          실사용자 속도 <span className="admin-muted">{from} ~ {to} · 방문자 기기에서 잰 75번째 백분위(p75)</span>
        </h2>
      </div>
      <ScrollTable
        label="페이지별 실사용자 속도 표"
        className="admin-table compact speed-table"
        caption={
          <caption className="admin-muted">
            기준(구글): {FIELD_METRICS.map((m) => `${METRIC_LABELS[m]} ${unit(m, THRESHOLDS[m][0])} 이하 좋음, ${unit(m, THRESHOLDS[m][1])} 초과 나쁨`).join(' · ')}
          </caption>
        }
        head={
          <>
            <th scope="col">페이지</th>
            <th scope="col">기기</th>
            <th scope="col" className="num">측정 수</th>
            {FIELD_METRICS.map((m) => (
              <th scope="col" key={m}>{METRIC_LABELS[m]}</th>
            ))}
            <th scope="col">느린 요소</th>
          </>
        }
      >
        {rows.length === 0 && <EmptyRow cols={8}>이 기간에 측정된 속도가 없습니다.</EmptyRow>}
        {rows.map((r) => (
          <tr key={`${r.path}|${r.device}`} data-path={r.path} data-device={r.device}>
            <th scope="row"><code>{r.path}</code></th>
            <td data-label="기기">{deviceLabel(r.device)}</td>
            <td className="num" data-label="측정 수">{count(r.samples)}</td>
            {FIELD_METRICS.map((m) => (
              <td key={m} data-metric={m} data-label={METRIC_LABELS[m]}>
                <Value metric={m} value={r[m]} />
              </td>
            ))}
            <td data-label="느린 요소">
              {r.worst.length === 0 ? (
                <span className="admin-muted">없음</span>
              ) : (
                <ul className="speed-worst">
                  {r.worst.map((w) => (
                    <li key={`${w.metric}|${w.selector}`}>
                      {METRIC_LABELS[w.metric]} <code>{w.selector}</code> {count(w.count)}회
                    </li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        ))}
      </ScrollTable>
    </section>
  );
}

function Value({ metric, value }: { metric: FieldMetric; value: MetricP75 }) {
  if (value.p75 === null || !value.rating) return <span className="admin-muted">—</span>;
  return (
    <span className={`speed-value speed-${value.rating}`} data-p75={value.p75}>
      <strong>{unit(metric, value.p75)}</strong> <span className="speed-rating">{RATING_LABELS[value.rating]}</span>
    </span>
  );
}
