import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SubPage } from '../../components/SubPage';
import { useSite } from '../../site-context';
import type { PageProps } from '../types';

/**
 * Administrator pages are rendered on the server per request. Reached by in-app navigation
 * (no server data), the page reloads; signed out, it asks to sign in.
 */
export function AdminGate({ match, data, children }: PageProps & { data: { email: string | null } | undefined; children: () => ReactNode }) {
  const site = useSite();
  useEffect(() => {
    if (!data) window.location.reload();
  }, [data]);
  if (!data) return <SubPage match={match}><p className="board-empty">불러오는 중입니다…</p></SubPage>;
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
  return <SubPage match={match}>{children()}</SubPage>;
}

/** Links between the administrator's pages. */
export function AdminNav() {
  return (
    <nav className="admin-nav" aria-label="관리자 메뉴">
      <a href="/admin/leads">상담 신청 관리</a>
      <a href="/admin/visits">방문 예약 관리</a>
      <a href="/admin/messages">문자 발송 내역</a>
    </nav>
  );
}
