import { EXPORT_REASON_REQUIRED } from '../../../shared/access-log';

/**
 * A CSV download that says why: an ordinary GET form (works without JavaScript), so the reason
 * goes to the server with the filter and is kept in the access record with the row count.
 */
export function ExportForm({ action, params, id }: { action: string; params: Record<string, string | undefined>; id: string }) {
  return (
    <form className="export-form" method="get" action={action}>
      {Object.entries(params)
        .filter(([, v]) => v)
        .map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
      <label htmlFor={id}>내려받는 사유</label>
      <input id={id} name="reason" required minLength={2} maxLength={200} placeholder="예: 주간 방문 예약 확인" title={EXPORT_REASON_REQUIRED} />
      <button className="admin-btn" type="submit">
        CSV 내려받기
      </button>
    </form>
  );
}
