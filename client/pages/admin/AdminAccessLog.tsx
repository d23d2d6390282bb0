import type { AdminAccessLogData } from '../../../shared/page-data';
import { ACCESS_ACTIONS, ACCESS_ACTION_LABELS, DAILY_EXPORT_FLAG, type AccessAction } from '../../../shared/access-log';
import { usePageData } from '../../page-data';
import type { PageProps } from '../types';
import { AdminGate } from './AdminGate';
import { formatDateTime } from './format';

/** The owner's review of the access record (접속기록): filters, heavy downloads flagged, CSV. */
export function AdminAccessLog(props: PageProps) {
  const data = usePageData('admin-access-log', props.match.canonicalPath);
  return <AdminGate {...props} data={data}>{() => <AccessLog data={data!} />}</AdminGate>;
}

function AccessLog({ data }: { data: AdminAccessLogData }) {
  const { filter, page } = data;
  const qs = new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => !!e[1])).toString();
  return (
    <>
      {!!page?.flagged.length && (
        <section className="admin-card flag-card" aria-labelledby="flag-title" role="alert">
          <h2 id="flag-title" className="admin-card-title">하루 {DAILY_EXPORT_FLAG.toLocaleString('ko-KR')}건 넘게 내려받은 계정</h2>
          <ul>
            {page.flagged.map((f) => (
              <li key={`${f.account}-${f.day}`}>
                {f.day} · {f.email ?? '(알 수 없음)'} · <strong>{f.rows.toLocaleString('ko-KR')}건</strong>
              </li>
            ))}
          </ul>
        </section>
      )}
      <form className="admin-filter" method="get" action="/admin/access-log" role="search" aria-label="접속기록 검색">
        <div className="admin-field admin-field-grow">
          <label htmlFor="a-account">계정 (이메일)</label>
          <input id="a-account" name="account" type="search" defaultValue={filter.account ?? ''} maxLength={254} />
        </div>
        <div className="admin-field">
          <label htmlFor="a-term">검색어 (이름·연락처)</label>
          <input id="a-term" name="term" type="search" defaultValue={filter.term ?? ''} maxLength={50} aria-describedby="a-term-hint" />
          <small id="a-term-hint">검색어는 알아볼 수 없는 기호(#…)로 기록됩니다. 같은 이름이나 번호를 입력하면 찾을 수 있습니다.</small>
        </div>
        <div className="admin-field">
          <label htmlFor="a-action">행위</label>
          <select id="a-action" name="action" defaultValue={filter.action ?? ''}>
            <option value="">전체</option>
            {ACCESS_ACTIONS.map((a) => (
              <option key={a} value={a}>{ACCESS_ACTION_LABELS[a]}</option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="a-from">시작일</label>
          <input id="a-from" name="from" type="date" defaultValue={filter.from ?? ''} />
        </div>
        <div className="admin-field">
          <label htmlFor="a-to">종료일</label>
          <input id="a-to" name="to" type="date" defaultValue={filter.to ?? ''} />
        </div>
        <button type="submit" className="admin-btn admin-btn-primary">조회</button>
        <a className="admin-btn" href={`/api/admin/access-log.csv${qs ? `?${qs}` : ''}`} download>
          CSV 내려받기
        </a>
      </form>
      <div className="admin-card">
        <p className="inbox-count">최근 {page?.items.length ?? 0}건 · 최신순 (보관 기간이 지나면 자동 삭제)</p>
        <div className="table-scroll" tabIndex={0} role="region" aria-label="접속기록">
          <table className="admin-table desk-cards">
            <thead>
              <tr>
                <th scope="col">계정</th>
                <th scope="col">행위</th>
                <th scope="col">일시</th>
                <th scope="col">IP</th>
                <th scope="col">대상</th>
                <th scope="col" className="num">건수</th>
                <th scope="col">사유</th>
              </tr>
            </thead>
            <tbody>
              {page?.items.map((e) => (
                <tr key={e.id}>
                  <td className="card-name">{e.email ?? '—'}</td>
                  <td className="nowrap card-status">{ACCESS_ACTION_LABELS[e.action as AccessAction]}</td>
                  <td className="nowrap card-inline">{formatDateTime(e.at)}</td>
                  <td className="nowrap card-inline">{e.ip}</td>
                  <td className="access-subject card-line" data-label="대상">{e.subject}</td>
                  <td className="num card-line" data-label="건수">{e.count ?? ''}</td>
                  <td className="card-line" data-label="사유">{e.reason ?? ''}</td>
                </tr>
              ))}
              {!page?.items.length && (
                <tr>
                  <td colSpan={7} className="admin-empty">조건에 맞는 기록이 없습니다.</td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      </div>
    </>
  );
}
