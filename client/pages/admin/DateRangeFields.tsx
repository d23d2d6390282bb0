/**
 * A period's 시작일 and 종료일 in a desk GET form (lead list, access log, dashboard, campaigns, message
 * costs): two labelled date fields named `from` and `to`. Written once so every period reads alike.
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
