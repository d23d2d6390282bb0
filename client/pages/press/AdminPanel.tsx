import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useLocation } from '../../nav';
import { PRESS_MESSAGES } from '../../../shared/press';
import { api } from '../../api';
import { can, PERMISSIONS, ROLE_LABELS, type Role } from '../../../shared/permissions';

/** Who may publish, as the permission table says (대표 관리자·팀장). */
const PUBLISHERS = PERMISSIONS.press.map((r) => ROLE_LABELS[r]).join('·');

type WriteForm = typeof import('./AdminWriteForm').AdminWriteForm;
let loadedForm: WriteForm | undefined;
/** The write form's module; the server loads it before rendering (entry-server.tsx), the browser on sign-in. */
export const loadAdminWriteForm = () => import('./AdminWriteForm').then((m) => (loadedForm = m.AdminWriteForm));
const LazyWriteForm = lazy(() => loadAdminWriteForm().then((form) => ({ default: form })));

interface Session {
  email: string | null;
  role: Role | null;
  csrfToken: string;
}

interface Props {
  site: string;
  initialAdmin: string | null;
  initialRole: Role | null;
  initialLoginFailed: boolean;
  onCreated: () => void;
}

/**
 * Below the press list: the login form; for a role that may publish (the permission table, as the
 * API and the desk menu read it) a welcome bar and the write form; for anyone else signed in, only
 * who they are and the sign-out.
 */
export function AdminPanel({ site, initialAdmin, initialRole, initialLoginFailed, onCreated }: Props) {
  const { pathname } = useLocation();
  const [session, setSession] = useState<Session>({ email: initialAdmin, role: initialRole, csrfToken: '' });
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
      const code = String(form.get('code') ?? '').trim();
      await api('/api/auth/login', { method: 'POST', json: { email: form.get('email'), password: form.get('password'), ...(code ? { code } : {}) } });
      await refresh();
    } catch (err) {
      const msg = (err as Error).message;
      setLoginError(msg.startsWith(PRESS_MESSAGES.loginFailed) ? msg : PRESS_MESSAGES.loginFailed + msg);
    } finally {
      setBusy(false);
    }
  };

  const logout = async () => {
    // Pressed before the session's token arrived (just after the page went live): ask for it first.
    const csrf = session.csrfToken || (await api<Session>('/api/auth/session').catch(() => session)).csrfToken;
    await api('/api/auth/logout', { method: 'POST', csrf }).catch(() => {});
    await refresh();
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
          <div className="field">
            <label htmlFor="login-code">인증 코드 (2단계 인증 사용 시)</label>
            <input id="login-code" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={20} />
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

  if (!can(session.role, 'press')) {
    return (
      <section className="admin-box" aria-labelledby="admin-signed-in-title">
        <h3 id="admin-signed-in-title">로그인 중</h3>
        <div className="admin-bar">
          <p>
            <strong>{session.email}</strong>님, {session.role ? `${ROLE_LABELS[session.role]} 계정으로 ` : ''}로그인하셨습니다. 보도자료는 {PUBLISHERS} 계정으로
            작성할 수 있습니다.
          </p>
          <button type="button" className="btn btn-outline" onClick={logout}>
            로그아웃
          </button>
        </div>
      </section>
    );
  }

  // The write form is administrator code: its chunk loads only once someone has signed in. The
  // server has it loaded, so its HTML holds the form whole (a pending boundary would need an inline
  // script, which the CSP refuses); the browser hydrates it once its chunk arrives.
  const Form = typeof window === 'undefined' && loadedForm ? loadedForm : LazyWriteForm;
  return (
    <Suspense fallback={null}>
      <Form site={site} email={session.email} role={session.role!} csrfToken={session.csrfToken} onLogout={logout} onCreated={onCreated} />
    </Suspense>
  );
}
