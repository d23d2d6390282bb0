import { useEffect, useState, type ReactNode } from 'react';
import { api } from '../../api';
import { useSite } from '../../site-context';
import './admin.css';

interface Props {
  /** Signed-in administrator, or null (the page then asks to sign in). */
  email: string | null;
  title: string;
  /** Which tab of the admin navigation is current. */
  current: AdminTab;
  actions?: ReactNode;
  children: ReactNode;
}

const NAV = [
  { key: 'dashboard', href: '/admin', label: '현황판' },
  { key: 'leads', href: '/admin/leads', label: '상담 신청' },
  { key: 'visits', href: '/admin/visits', label: '방문 예약' },
  { key: 'messages', href: '/admin/messages', label: '문자 발송 내역' },
  { key: 'announcements', href: '/admin/announcements', label: '안내 문자' },
  { key: 'winners', href: '/admin/winners', label: '당첨자' },
  { key: 'schedule', href: '/admin/schedule', label: '청약 일정' },
] as const;

export type AdminTab = (typeof NAV)[number]['key'];

/**
 * The frame of the administrator pages: a dense tool bar instead of the visitor header, banner
 * and footer. Links are ordinary page loads, so every admin page is fresh server data.
 */
export function AdminLayout({ email, title, current, actions, children }: Props) {
  const site = useSite();
  const session = useAdminSession(!!email);
  const logout = async () => {
    await api('/api/auth/logout', { method: 'POST', csrf: session?.csrfToken }).catch(() => {});
    window.location.assign(`/${site.defaultSite}/press`);
  };
  return (
    <div className="admin">
      <header className="admin-top">
        <a className="admin-brand" href="/admin">
          {site.projectName} <span>분양 상담 관리</span>
        </a>
        {email && (
          <nav aria-label="관리자 메뉴" className="admin-nav">
            {NAV.map((n) => (
              <a key={n.key} href={n.href} aria-current={n.key === current ? 'page' : undefined}>
                {n.label}
              </a>
            ))}
            <a href={`/${site.defaultSite}/press`}>보도자료</a>
          </nav>
        )}
        {email && (
          <div className="admin-user">
            <span>{email}</span>
            <button type="button" className="admin-btn admin-btn-ghost" onClick={logout}>
              로그아웃
            </button>
          </div>
        )}
      </header>
      <div className="admin-body">
        <div className="admin-head">
          <h1>{title}</h1>
          {email && actions}
        </div>
        {email ? (
          children
        ) : (
          <div className="admin-card admin-signin">
            <p>관리자 로그인이 필요합니다.</p>
            <a className="admin-btn admin-btn-primary" href={`/${site.defaultSite}/press`}>
              관리자 로그인하러 가기
            </a>
          </div>
        )}
      </div>
    </div>
  );
}

export interface AdminSession {
  email: string | null;
  csrfToken: string;
}

/** The CSRF token for admin writes, fetched once the page is interactive. */
export function useAdminSession(enabled = true): AdminSession | null {
  const [session, setSession] = useState<AdminSession | null>(null);
  useEffect(() => {
    if (enabled) api<AdminSession>('/api/auth/session').then(setSession).catch(() => {});
  }, [enabled]);
  return session;
}

/** Reached by in-app navigation (no server data): load the server-rendered page instead. */
export function useServerPage(hasData: boolean) {
  useEffect(() => {
    if (!hasData) window.location.reload();
  }, [hasData]);
}

/** A polite live region that announces the outcome of the last action. */
export function Notice({ text, error }: { text: string; error?: boolean }) {
  return (
    <p className={`admin-notice${error ? ' is-error' : ''}`} role={error ? 'alert' : 'status'}>
      {text}
    </p>
  );
}
