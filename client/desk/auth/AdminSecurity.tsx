import { useState, type FormEvent } from 'react';
import type { AdminSecurityData } from '../../../shared/page-data';
import { api } from '../../api';
import { usePageData } from '../../page-data';
import type { PageProps } from '../../pages/types';
import { AdminGate } from '../shell/AdminGate';
import { Notice } from '../shell/AdminLayout';
import { useCsrfToken } from '../shell/useAdminSession';

/** One's own second factor: turn on TOTP (an authenticator app), keep the recovery codes, or turn it off. */
export function AdminSecurity(props: PageProps) {
  const data = usePageData('admin-security', props.match.canonicalPath);
  return <AdminGate {...props} data={data}>{() => <Security data={data!} />}</AdminGate>;
}

function Security({ data }: { data: AdminSecurityData }) {
  const csrf = useCsrfToken();
  const [on, setOn] = useState(data.twoFactor);
  const [pending, setPending] = useState<{ secret: string; uri: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<{ text: string; error?: boolean }>({ text: '' });

  const begin = async () => {
    try {
      setPending(await api('/api/admin/security/totp', { method: 'POST', csrf }));
    } catch (err) {
      setNotice({ text: (err as Error).message, error: true });
    }
  };
  const confirm = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const code = String(new FormData(e.currentTarget).get('code') ?? '');
    try {
      const res = await api<{ recoveryCodes: string[] }>('/api/admin/security/totp/confirm', { method: 'POST', csrf, json: { code } });
      setCodes(res.recoveryCodes);
      setPending(null);
      setOn(true);
      setNotice({ text: '2단계 인증을 켰습니다. 다음 로그인부터 인증 코드를 입력합니다.' });
    } catch (err) {
      setNotice({ text: (err as Error).message, error: true });
    }
  };
  const disable = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const code = String(form.get('code') ?? '');
    const password = String(form.get('password') ?? '');
    try {
      await api('/api/admin/security/totp/disable', { method: 'POST', csrf, json: { password, code } });
      setOn(false);
      setNotice({ text: '2단계 인증을 껐습니다.' });
    } catch (err) {
      setNotice({ text: (err as Error).message, error: true });
    }
  };

  return (
    <section className="admin-card security" aria-labelledby="totp-title">
      <h2 id="totp-title" className="admin-card-title">2단계 인증 (인증 앱)</h2>
      {data.required && !on && <p className="admin-notice is-error">이 사이트는 2단계 인증이 필수입니다. 설정을 마쳐야 다른 메뉴를 쓸 수 있습니다.</p>}
      <p>
        상태: <strong>{on ? '사용 중' : '사용 안 함'}</strong>
        {on && !codes && ` · 남은 복구 코드 ${data.recoveryCodesLeft}개`}
      </p>
      {!on && !pending && (
        <button type="button" className="admin-btn admin-btn-primary" disabled={!csrf} onClick={begin}>
          2단계 인증 켜기
        </button>
      )}
      {pending && (
        <form className="admin-filter" onSubmit={confirm}>
          <p>
            Google Authenticator 등 인증 앱에서 &lsquo;설정 키 입력&rsquo;을 고르고 아래 키를 입력한 뒤, 앱에 표시된 6자리 숫자를 넣어 주세요.
          </p>
          <code className="totp-secret">{pending.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
          <div className="admin-field">
            <label htmlFor="totp-code">인증 코드</label>
            <input id="totp-code" name="code" inputMode="numeric" autoComplete="one-time-code" pattern="\d{6}" required />
          </div>
          <button type="submit" className="admin-btn admin-btn-primary">확인</button>
        </form>
      )}
      {codes && (
        <div className="recovery-codes">
          <p><strong>복구 코드 (한 번만 표시)</strong> — 휴대폰을 잃어버렸을 때 각 코드를 한 번씩 쓸 수 있습니다. 안전한 곳에 적어 두세요.</p>
          <ul>
            {codes.map((c) => (
              <li key={c}><code>{c}</code></li>
            ))}
          </ul>
        </div>
      )}
      {on && !data.required && !codes && (
        <form className="admin-filter" onSubmit={disable}>
          <div className="admin-field">
            <label htmlFor="totp-off-password">비밀번호</label>
            <input id="totp-off-password" name="password" type="password" autoComplete="current-password" required />
          </div>
          <div className="admin-field">
            <label htmlFor="totp-off">인증 코드</label>
            <input id="totp-off" name="code" autoComplete="one-time-code" required />
          </div>
          <button type="submit" className="admin-btn">2단계 인증 끄기</button>
        </form>
      )}
      <Notice text={notice.text} error={notice.error} />
    </section>
  );
}
