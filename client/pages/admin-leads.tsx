import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { SubPage } from '../components/SubPage';
import { FORWARD_STATE_LABELS, LEAD_TYPES, LEAD_TYPE_LABELS } from '../../shared/leads';
import { formatDateTime } from '../../shared/press';
import type { AdminLeadsData } from '../../shared/page-data';
import { useInitialData } from '../page-data';
import { useSite } from '../site-context';
import type { PageProps } from './types';

/**
 * The administrator's lead inbox, rendered on the server per request (filters are a GET form, so
 * it works without JavaScript). In-app visits reload the page to fetch fresh, private data.
 */
export function AdminLeads({ match }: PageProps) {
  const site = useSite();
  const data = useInitialData<AdminLeadsData>(match.canonicalPath);
  // Reached by in-app navigation: load the server-rendered inbox instead.
  useEffect(() => {
    if (!data) window.location.reload();
  }, [data]);

  if (!data) {
    return <SubPage match={match}><p className="board-empty">불러오는 중입니다…</p></SubPage>;
  }
  if (!data.email) {
    return (
      <SubPage match={match}>
        <p className="board-empty">관리자 로그인이 필요합니다.</p>
        <div className="center-actions">
          <Link to={`/${site.defaultSite}/press`} className="btn btn-primary">
            관리자 로그인하러 가기
          </Link>
        </div>
      </SubPage>
    );
  }
  const { filter, leads } = data;
  const query = new URLSearchParams(Object.entries(filter).filter(([, v]) => v) as [string, string][]).toString();

  return (
    <SubPage match={match}>
      <form className="inbox-filter" method="get" action="/admin/leads">
        <div className="field">
          <label htmlFor="f-type">유형</label>
          <select id="f-type" name="type" defaultValue={filter.type ?? ''}>
            <option value="">전체</option>
            {LEAD_TYPES.map((t) => (
              <option key={t} value={t}>
                {LEAD_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="f-from">시작일</label>
          <input id="f-from" name="from" type="date" defaultValue={filter.from ?? ''} />
        </div>
        <div className="field">
          <label htmlFor="f-to">종료일</label>
          <input id="f-to" name="to" type="date" defaultValue={filter.to ?? ''} />
        </div>
        <button type="submit" className="btn btn-primary">
          조회
        </button>
        <a className="btn btn-outline" href={`/api/admin/leads.csv${query ? `?${query}` : ''}`} download>
          CSV 내려받기
        </a>
      </form>
      <p className="inbox-count">{leads.length.toLocaleString('ko-KR')}건 (최신순, 최대 500건 표시)</p>
      <div className="table-scroll">
        <table className="board-table inbox-table">
          <caption className="sr-only">상담 신청 목록</caption>
          <thead>
            <tr>
              <th scope="col">접수일시</th>
              <th scope="col">유형</th>
              <th scope="col">이름</th>
              <th scope="col">연락처</th>
              <th scope="col">문의내용</th>
              <th scope="col">페이지</th>
              <th scope="col">전달 상태</th>
            </tr>
          </thead>
          <tbody>
            {leads.map((l) => (
              <tr key={l.id}>
                <td>{formatDateTime(l.createdAt)}</td>
                <td>{LEAD_TYPE_LABELS[l.type]}</td>
                <td>{l.name}</td>
                <td>
                  <a href={`tel:${l.phone.replace(/-/g, '')}`}>{l.phone}</a>
                </td>
                <td className="inbox-message">{l.message}</td>
                <td>{l.page ?? ''}</td>
                <td title={l.forward.lastError}>
                  {FORWARD_STATE_LABELS[l.forward.state]}
                  {l.forward.attempts > 1 ? ` (${l.forward.attempts}회)` : ''}
                </td>
              </tr>
            ))}
            {leads.length === 0 && (
              <tr>
                <td colSpan={7} className="board-empty">
                  조건에 맞는 상담 신청이 없습니다.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </SubPage>
  );
}
