import { useState, type FormEvent } from 'react';

import { api } from '../../api';
import { usePageData } from '../../page-data';
import { useSite } from '../../site-context';
import type { PageProps } from '../../pages/types';
import { SkipToMain } from '../shell/SkipToMain';
import '../shell/admin.css';
import '../ui/desk-screens.css';

/** The one-time link's page: the new account's person sets their password (12+ characters). */
export function AdminSetup({ match }: PageProps) {
  const data = usePageData('admin-setup', match.canonicalPath);
  const site = useSite();
  const [state, setState] = useState<{ done?: boolean; error?: string; busy?: boolean }>({});
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const password = String(f.get('password') ?? '');
    if (password !== String(f.get('confirm') ?? '')) return setState({ error: '두 비밀번호가 같지 않습니다.' });
    setState({ busy: true });
    try {
      await api('/api/auth/setup', { method: 'POST', json: { token: data?.token, password } });
      setState({ done: true });
    } catch (err) {
      setState({ error: (err as Error).message });
    }
  };
  return (
    <div className="admin">
      <SkipToMain />
      <header className="admin-top">
        <span className="admin-brand">
          {site.projectName} <span>분양 상담 관리</span>
        </span>
      </header>
      <main id="main" tabIndex={-1} className="admin-body">
        <div className="admin-card admin-signin">
          <h1 className="admin-card-title">계정 비밀번호 설정</h1>
          {!data?.valid ? (
            <p role="alert">설정 링크가 만료되었거나 이미 사용되었습니다. 관리자에게 새 링크를 요청해 주세요.</p>
          ) : state.done ? (
            <>
              <p role="status">비밀번호를 설정했습니다. 이제 로그인할 수 있습니다.</p>
              <a className="admin-btn admin-btn-primary" href={`/${site.defaultSite}/press`}>
                로그인하러 가기
              </a>
            </>
          ) : (
            <form className="setup-form" onSubmit={submit}>
              <div className="admin-field">
                <label htmlFor="setup-password">새 비밀번호 (12자 이상)</label>
                <input id="setup-password" name="password" type="password" autoComplete="new-password" minLength={12} required />
              </div>
              <div className="admin-field">
                <label htmlFor="setup-confirm">비밀번호 확인</label>
                <input id="setup-confirm" name="confirm" type="password" autoComplete="new-password" minLength={12} required />
              </div>
              <button type="submit" className="admin-btn admin-btn-primary" disabled={state.busy}>
                비밀번호 설정
              </button>
              {state.error && (
                <p className="admin-notice is-error" role="alert">
                  {state.error}
                </p>
              )}
            </form>
          )}
        </div>
      </main>
    </div>
  );
}
