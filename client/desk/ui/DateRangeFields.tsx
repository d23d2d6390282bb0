/**
 * A period's 시작일 and 종료일 in a desk GET form (lead list, access log, dashboard, campaigns, message
 * costs): two labelled date fields named `from` and `to`; the period forms end with `PeriodButtons`.
 * Written once so every period reads alike.
 */
export function DateRangeFields({ idPrefix, from, to, fieldClassName = 'admin-field' }: { idPrefix: string; from: string; to: string; fieldClassName?: string }) {
  return (
    <>
      <div className={fieldClassName}>
        <label htmlFor={`${idPrefix}-from`}>시작일</label>
        <input id={`${idPrefix}-from`} name="from" type="date" defaultValue={from} />
      </div>
      <div className={fieldClassName}>
        <label htmlFor={`${idPrefix}-to`}>종료일</label>
        <input id={`${idPrefix}-to`} name="to" type="date" defaultValue={to} />
      </div>
    </>
  );
}

/** A period form's 조회, then the link back to its default period (최근 7일, 최근 30일). */
export function PeriodButtons({ reset, resetLabel }: { reset: string; resetLabel: string }) {
  return (
    <>
      <button type="submit" className="admin-btn admin-btn-primary">
        조회
      </button>
      <a className="admin-btn admin-btn-ghost" href={reset}>
        {resetLabel}
      </a>
    </>
  );
}
