import { STATEMENT_FIELD_LABELS, STATEMENT_FIELDS, type DepositImportResult, type DepositLineAnswer, type LayoutNeeded, type StatementField } from '../../../shared/deposits';
import { count } from '../ui/format';
import { groupDigits } from '../../../shared/korean-format';

const won = (n: number) => `${groupDigits(n)}원`;
const OUTCOME: Record<DepositLineAnswer['outcome'], string> = { applied: '반영', repeated: '이미 올림', unmatched: '연결 대기', skipped: '건너뜀' };

/**
 * What an uploaded statement did, line by line: the counts, the rows skipped in words, any break in
 * the running balance with the request to fetch the missing lines, and every line's answer.
 */
export function DepositUploadResult({ result }: { result: DepositImportResult }) {
  const waiting = result.unmatched.filter((u) => u.id).length;
  return (
    <div role="status" className="deposits-result">
      <p className="form-message is-success">
        반영 {count(result.matched)}건 · 연결 대기 {count(waiting)}건 · 이미 올린 줄 {count(result.repeated)}건. {result.skipped.words} 아래 목록에 반영했습니다.
      </p>
      {result.balanceGaps.length > 0 && (
        <div className="form-message is-failure" role="alert">
          <p>{result.balanceNotice}</p>
          <ul>
            {result.balanceGaps.map((g) => (
              <li key={`${g.afterRow}-${g.beforeRow}`}>{g.message} ({g.afterRow}번째 줄과 {g.beforeRow}번째 줄 사이)</li>
            ))}
          </ul>
        </div>
      )}
      <details className="deposits-lines">
        <summary>줄별 결과 {count(result.lines.length)}줄</summary>
        <table className="admin-table">
          <thead>
            <tr><th scope="col">줄</th><th scope="col">거래일시</th><th scope="col">입금자</th><th scope="col" className="num">금액</th><th scope="col">결과</th><th scope="col">내용</th></tr>
          </thead>
          <tbody>
            {result.lines.map((l) => (
              <tr key={l.row}>
                <td className="num">{l.row}</td>
                <td className="nowrap">{l.dealtAt ?? '—'}</td>
                <td>{l.payer ?? '—'}</td>
                <td className="num nowrap">{l.amount ? won(l.amount) : '—'}</td>
                <td className="nowrap">{OUTCOME[l.outcome]}</td>
                <td>
                  {l.contract ? `${l.contract.unit}: ${(l.paid ?? []).map((p) => `${p.label} ${won(p.amount)}`).join(', ')}${l.surplus ? ` · 초과 ${won(l.surplus)}` : ''}. ` : ''}
                  {l.reason}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}

/** The desk names the columns of a layout the site does not know, once: kept for the statement's account. */
export function DepositLayoutForm({ layout, busy, onMapped }: { layout: LayoutNeeded['layout']; busy: boolean; onMapped: (columns: Partial<Record<StatementField, string>>) => void }) {
  const headings = layout.headings.filter(Boolean);
  return (
    <form
      className="deposits-layout"
      aria-label="입금 내역 열 지정"
      onSubmit={(e) => {
        e.preventDefault();
        const form = new FormData(e.currentTarget);
        onMapped(Object.fromEntries(STATEMENT_FIELDS.map((f) => [f, String(form.get(f) ?? '')]).filter(([, v]) => v)));
      }}
    >
      <p className="admin-muted">
        {layout.row}번째 줄을 제목 줄로 읽었습니다. 각 열이 무엇인지 한 번만 지정해 주세요{layout.account ? ` (계좌 ${layout.account}의 다음 파일부터는 묻지 않습니다)` : ''}.
      </p>
      {STATEMENT_FIELDS.map((f) => (
        <div className="field" key={f}>
          <label htmlFor={`layout-${f}`}>{STATEMENT_FIELD_LABELS[f]}{f === 'day' || f === 'in' ? ' (필수)' : ''}</label>
          <select id={`layout-${f}`} name={f} required={f === 'day' || f === 'in'} defaultValue="">
            <option value="">없음</option>
            {headings.map((h) => (
              <option key={h} value={h}>{h}</option>
            ))}
          </select>
        </div>
      ))}
      <button type="submit" className="btn btn-primary" disabled={busy}>이 열로 읽고 반영하기</button>
    </form>
  );
}
