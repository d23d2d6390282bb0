import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { PRESS_MESSAGES } from '../../../shared/press';
import { api } from '../../api';

interface Session {
  email: string | null;
  csrfToken: string;
}

interface Props {
  site: string;
  initialAdmin: string | null;
  initialLoginFailed: boolean;
  onCreated: () => void;
}

/** Below the press list: the login form, or for the administrator a welcome bar and the write form. */
/** The administrator's pages, from the press board where they sign in. */
const ADMIN_LINKS = [
  { href: '/admin', label: '현황판' },
  { href: '/admin/leads', label: '상담 신청 관리' },
  { href: '/admin/visits', label: '방문 예약 관리' },
  { href: '/admin/messages', label: '문자 발송 내역' },
  { href: '/admin/announcements', label: '안내 문자 발송' },
];

export function AdminPanel({ site, initialAdmin, initialLoginFailed, onCreated }: Props) {
  const { pathname } = useLocation();
  const [session, setSession] = useState<Session>({ email: initialAdmin, csrfToken: '' });
  const [loginError, setLoginError] = useState(initialLoginFailed ? PRESS_MESSAGES.loginFailed + PRESS_MESSAGES.badCredentials : '');
  const [busy, setBusy] = useState(false);

  const refresh = () => api<Session>('/api/auth/session').then(setSession).catch(() => {});
  useEffect(() => {
    void refresh();
  }, []);

  const login = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setLoginError('');
    try {
      await api('/api/auth/login', { method: 'POST', json: { email: form.get('email'), password: form.get('password') } });
      await refresh();
    } catch (err) {
      const msg = (err as Error).message;
      setLoginError(msg.startsWith(PRESS_MESSAGES.loginFailed) ? msg : PRESS_MESSAGES.loginFailed + msg);
    } finally {
      setBusy(false);
    }
  };

  const logout = async () => {
    await api('/api/auth/logout', { method: 'POST', csrf: session.csrfToken }).catch(() => {});
    await refresh();
  };

  const write = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const formEl = e.currentTarget;
    const form = new FormData(formEl);
    const title = String(form.get('title') ?? '').trim();
    const summary = String(form.get('summary') ?? '').trim();
    if (!title || !summary) {
      window.alert(PRESS_MESSAGES.required);
      return;
    }
    setBusy(true);
    try {
      await api('/api/press', { method: 'POST', csrf: session.csrfToken, json: { site, title, summary, content: String(form.get('content') ?? '') } });
      formEl.reset();
      onCreated();
    } catch (err) {
      window.alert((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  if (!session.email) {
    return (
      <section className="admin-box" aria-labelledby="admin-login-title">
        <h3 id="admin-login-title">관리자 로그인</h3>
        <form className="login-form" method="post" action="/api/auth/login" onSubmit={login}>
          <input type="hidden" name="returnTo" value={pathname} />
          <div className="field">
            <label htmlFor="login-email">이메일</label>
            <input id="login-email" name="email" type="email" autoComplete="username" />
          </div>
          <div className="field">
            <label htmlFor="login-password">비밀번호</label>
            <input id="login-password" name="password" type="password" autoComplete="current-password" />
          </div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            로그인
          </button>
          {loginError && (
            <p className="form-message is-error" role="alert">
              {loginError}
            </p>
          )}
        </form>
      </section>
    );
  }

  return (
    <section className="admin-box admin-box-wide" aria-labelledby="admin-write-title">
      <div className="admin-bar">
        <p>
          <strong>{session.email}</strong>님 환영합니다
        </p>
        {ADMIN_LINKS.map((l) => (
          <a key={l.href} href={l.href} className="btn btn-outline">
            {l.label}
          </a>
        ))}
        <button type="button" className="btn btn-outline" onClick={logout}>
          로그아웃
        </button>
      </div>
      <h3 id="admin-write-title">보도자료 작성</h3>
      <form className="lead-form" onSubmit={write} noValidate>
        <div className="field">
          <label htmlFor="press-title">
            제목 <span className="required" aria-hidden="true">*</span>
          </label>
          <input id="press-title" name="title" type="text" maxLength={200} />
        </div>
        <div className="field">
          <label htmlFor="press-summary">
            요약 <span className="required" aria-hidden="true">*</span>
          </label>
          <input id="press-summary" name="summary" type="text" maxLength={500} />
        </div>
        <div className="field">
          <label htmlFor="press-content">본문</label>
          <textarea id="press-content" name="content" rows={10} maxLength={20000} />
        </div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? '등록 중…' : '등록하기'}
        </button>
      </form>
    </section>
  );
}
