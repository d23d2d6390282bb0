import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { api } from '../../api';
import { useSite } from '../../site-context';
import { homeFor, ROLE_LABELS, type Role } from '../../../shared/permissions';
import { menuGroupsFor, type AdminTab } from '../../../shared/desk-menu';
import { SkipToMain } from './SkipToMain';
import './admin.css';
import '../ui/desk-screens.css';

interface Props {
  /** Signed-in administrator, or null (the page then asks to sign in). */
  email: string | null;
  /** Their role: the menu shows what it may use (shared/permissions.ts). */
  role?: Role | null;
  title: string;
  /** Which tab of the admin navigation is current. */
  current: AdminTab;
  actions?: ReactNode;
  children: ReactNode;
}

export type { AdminTab };

/**
 * The frame of the administrator pages: a skip link, a slim top bar (the account and sign-out),
 * the menu grouped by what people do (a side navigation from 1024 px, a 메뉴 button below), and
 * the page as <main>. Links are ordinary page loads, so every admin page is fresh server data.
 */
export function AdminLayout({ email, role, title, current, actions, children }: Props) {
  const site = useSite();
  const session = useAdminSession(!!email);
  const logout = async () => {
    await api('/api/auth/logout', { method: 'POST', csrf: session?.csrfToken }).catch(() => {});
    window.location.assign(`/${site.defaultSite}/press`);
  };
  return (
    <div className="admin">
      <SkipToMain />
      <header className="admin-top">
        <a className="admin-brand" href={homeFor(role)}>
          {site.projectName} <span>분양 상담 관리</span>
        </a>
        {email && <DeskMenu role={role ?? 'owner'} current={current} pressSite={site.defaultSite} />}
        {email && (
          <div className="admin-user">
            <span className="admin-who" title={email}>
              {email}
              {role && <em className="admin-role"> · {ROLE_LABELS[role]}</em>}
            </span>
            <a className="admin-btn admin-btn-ghost" href="/admin/security" aria-current={current === 'security' ? 'page' : undefined}>
              보안 설정
            </a>
            <button type="button" className="admin-btn admin-btn-ghost" onClick={logout}>
              로그아웃
            </button>
          </div>
        )}
      </header>
      <main id="main" tabIndex={-1} className="admin-body">
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
      </main>
    </div>
  );
}

/**
 * The desk's links in their groups, only those the role may open (shared/permissions.ts). From
 * 1024 px it is a side navigation, always open; below, the 메뉴 button discloses it, and Escape or
 * a click elsewhere closes it again with focus back on the button.
 */
function DeskMenu({ role, current, pressSite }: { role: Role; current: AdminTab; pressSite: string }) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const away = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    e.preventDefault();
    setOpen(false);
    toggle.current?.focus();
  };
  const groups = menuGroupsFor(role);
  return (
    <div className="admin-menu" ref={box} onKeyDown={onKeyDown}>
      <button ref={toggle} type="button" className="admin-menu-toggle" aria-expanded={open} aria-controls="admin-nav" onClick={() => setOpen((o) => !o)}>
        <span className="admin-menu-icon" aria-hidden="true" />
        메뉴
      </button>
      <nav id="admin-nav" aria-label="관리자 메뉴" className={`admin-nav${open ? ' is-open' : ''}`}>
        {groups.map((g) => (
          <div key={g.key} className="admin-nav-group">
            <p className="admin-nav-label" id={`admin-nav-${g.key}`}>
              {g.label}
            </p>
            <ul aria-labelledby={`admin-nav-${g.key}`}>
              {g.items.map((n) => (
                <li key={n.key}>
                  <a href={n.href.replace(':site', pressSite)} aria-current={n.key === current ? 'page' : undefined}>
                    {n.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
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
