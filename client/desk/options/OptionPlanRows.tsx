import { PLAN_WHEN, type OptionPlanRow } from '../../../shared/options';

/** One row of the plan as the desk edits it: 회차, 비율 and either a date or a time of payment. */
export interface PlanDraftRow {
  label: string;
  percent: string;
  /** '날짜' (then `date`), or one of PLAN_WHEN. */
  when: string;
  date: string;
}

export const DATE_WHEN = '날짜 지정';

export const planDraft = (rows: OptionPlanRow[]): PlanDraftRow[] =>
  rows.map((r) => ({ label: r.label, percent: String(r.percent), when: r.dueDate ? DATE_WHEN : (r.dueText ?? PLAN_WHEN[0]), date: r.dueDate ?? '' }));

export const planRows = (rows: PlanDraftRow[]): OptionPlanRow[] =>
  rows.map((r) => ({ label: r.label.trim(), percent: Number(r.percent), ...(r.when === DATE_WHEN ? { dueDate: r.date } : { dueText: r.when }) }));

/**
 * 납부 일정 as fields, not a typed syntax: a row per 회차 (이름, 비율 %, 날짜 또는 옵션 계약 시 · 입주지정기간 내),
 * rows added and removed with buttons, the sum shown as it is typed. No rows: the default plan.
 */
export function OptionPlanRows({ rows, onChange }: { rows: PlanDraftRow[]; onChange: (rows: PlanDraftRow[]) => void }) {
  const put = (i: number, patch: Partial<PlanDraftRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const sum = rows.reduce((s, r) => s + (Number(r.percent) || 0), 0);
  const whens = [...PLAN_WHEN, ...rows.map((r) => r.when).filter((w) => w !== DATE_WHEN && !(PLAN_WHEN as readonly string[]).includes(w))];
  return (
    <fieldset className="option-plan">
      <legend>납부 일정</legend>
      {rows.length === 0 ? (
        <p className="admin-muted">회차를 넣지 않으면 계약금 10% 옵션 계약 시 · 잔금 90% 입주지정기간 내로 납부합니다.</p>
      ) : (
        <ol className="option-plan-rows">
          {rows.map((r, i) => (
            <li key={i} className="content-row">
              <label>
                {i + 1}회차 이름
                <input value={r.label} required maxLength={20} placeholder={i === 0 ? '계약금' : '잔금'} onChange={(e) => put(i, { label: e.target.value })} />
              </label>
              <label>
                {i + 1}회차 비율(%)
                <input type="number" min={0.1} max={100} step={0.1} value={r.percent} required onChange={(e) => put(i, { percent: e.target.value })} />
              </label>
              <label>
                {i + 1}회차 납부 시기
                <select value={r.when} onChange={(e) => put(i, { when: e.target.value })}>
                  {[...whens, DATE_WHEN].map((w) => (
                    <option key={w} value={w}>
                      {w}
                    </option>
                  ))}
                </select>
              </label>
              {r.when === DATE_WHEN && (
                <label>
                  {i + 1}회차 납부일
                  <input type="date" value={r.date} required onChange={(e) => put(i, { date: e.target.value })} />
                </label>
              )}
              <button type="button" className="admin-btn admin-btn-small" onClick={() => onChange(rows.filter((_, j) => j !== i))} aria-label={`${i + 1}회차 삭제`}>
                삭제
              </button>
            </li>
          ))}
        </ol>
      )}
      <p className="option-plan-foot">
        <button type="button" className="admin-btn admin-btn-small" onClick={() => onChange([...rows, { label: '', percent: '', when: rows.length ? PLAN_WHEN[1] : PLAN_WHEN[0], date: '' }])}>
          회차 추가
        </button>{' '}
        {rows.length > 0 && <span aria-live="polite" className={sum === 100 ? undefined : 'is-failure'}>합계 {Math.round(sum * 10) / 10}%{sum === 100 ? '' : ' (100%가 되어야 합니다)'}</span>}
      </p>
    </fieldset>
  );
}
