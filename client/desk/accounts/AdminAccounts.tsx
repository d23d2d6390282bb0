import { useState, type FormEvent } from 'react';
import type { AdminAccountsData } from '../../../shared/page-data';
import type { AccountView } from '../../../shared/desk';
import { ROLES, ROLE_LABELS, type Role } from '../../../shared/permissions';
import type { AssignmentMode } from '../../../shared/leads';
import { api } from '../../api';
import { usePageData } from '../../page-data';
import type { PageProps } from '../../pages/types';
import { AdminGate } from '../shell/AdminGate';
import { Notice } from '../shell/AdminLayout';
import { useCsrfToken } from '../shell/useAdminSession';
import { formatDateTime } from '../ui/format';
import { ColumnHeads, ScrollTable } from '../ui/ScrollTable';

/** The owner's accounts page: one account per person, roles, leave, deactivation, setup links, the assignment mode. */
export function AdminAccounts(props: PageProps) {
  const data = usePageData('admin-accounts', props.match.canonicalPath);
  return <AdminGate {...props} data={data}>{() => <Accounts data={data!} />}</AdminGate>;
}

const MODE_LABELS: Record<AssignmentMode, string> = { 'round-robin': '순번 자동 배정', pool: '공동 대기함 (상담사가 직접 맡기)' };

function Accounts({ data }: { data: AdminAccountsData }) {
  const csrf = useCsrfToken();
  const [accounts, setAccounts] = useState(data.accounts);
  const [mode, setMode] = useState(data.mode);
  const [link, setLink] = useState<{ email: string; url: string } | null>(null);
  const [notice, setNotice] = useState<{ text: string; error?: boolean }>({ text: '' });
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>, done: string) => {
    setBusy(true);
    try {
      await action();
      setAccounts((await api<{ items: AccountView[] }>('/api/admin/accounts')).items);
      setNotice({ text: done });
    } catch (err) {
      setNotice({ text: (err as Error).message, error: true });
    } finally {
      setBusy(false);
    }
  };
  const change = (a: AccountView, json: Partial<Pick<AccountView, 'role' | 'active' | 'away'>>, done: string) =>
    run(async () => void (await api(`/api/admin/accounts/${a.id}`, { method: 'PATCH', csrf, json })), done);

  const create = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    const json = { email: f.get('email'), name: f.get('name'), role: f.get('role') };
    await run(async () => {
      const res = await api<{ id: string; setupUrl: string }>('/api/admin/accounts', { method: 'POST', csrf, json });
      setLink({ email: String(json.email), url: res.setupUrl });
      form.reset();
    }, '계정을 만들었습니다. 아래 설정 링크를 본인에게 전달해 주세요.');
  };
  const reset = (a: AccountView) =>
    window.confirm(`${a.name}님의 비밀번호를 초기화하고 새 설정 링크를 만듭니다. 지금 로그인 중이면 바로 로그아웃됩니다. 계속할까요?`) &&
    run(async () => {
      const res = await api<{ setupUrl: string }>(`/api/admin/accounts/${a.id}/setup-link`, { method: 'POST', csrf });
      setLink({ email: a.email, url: res.setupUrl });
    }, '새 설정 링크를 만들었습니다.');
  const switchMode = (next: AssignmentMode) =>
    run(async () => {
      await api('/api/admin/settings/assignment', { method: 'PUT', csrf, json: { mode: next } });
      setMode(next);
    }, `배정 방식을 '${MODE_LABELS[next]}'(으)로 바꿨습니다.`);

  return (
    <div className="accounts">
      <Notice text={notice.text} error={notice.error} />
      {link && (
        <section className="admin-card setup-link" aria-labelledby="link-title">
          <h2 id="link-title" className="admin-card-title">{link.email} 설정 링크 (24시간 유효, 한 번만 표시)</h2>
          <p className="admin-muted">이 링크를 본인에게 직접 전달해 주세요. 링크를 연 사람이 비밀번호를 정합니다.</p>
          <input className="setup-link-url" readOnly value={link.url} aria-label="설정 링크" onFocus={(e) => e.currentTarget.select()} />
        </section>
      )}
      <section className="admin-card" aria-labelledby="accounts-title">
        <h2 id="accounts-title" className="admin-card-title">상담 계정 {accounts.length}개</h2>
        <ScrollTable
          label="계정 목록"
          className="admin-table accounts-table"
          head={<ColumnHeads labels={['이름', '이메일', '역할', '상태', '2단계 인증', '최근 로그인', '관리']} />}
        >
          {accounts.map((a) => (
            <tr key={a.id} className={a.active ? undefined : 'is-inactive'}>
              <td className="nowrap"><strong>{a.name}</strong></td>
              <td>{a.email}</td>
              <td>
                <select aria-label={`${a.name} 역할`} value={a.role} disabled={busy || !csrf} onChange={(e) => change(a, { role: e.target.value as Role }, '역할을 바꿨습니다. 해당 계정은 다시 로그인해야 합니다.')}>
                  {ROLES.map((r) => (
                    <option key={r} value={r}>{ROLE_LABELS[r]}</option>
                  ))}
                </select>
              </td>
              <td className="nowrap">
                {!a.active ? <span className="state-pill is-off">비활성</span> : a.setupPending ? <span className="state-pill">설정 대기</span> : a.away ? <span className="state-pill is-away">휴무</span> : <span className="state-pill is-on">근무</span>}
              </td>
              <td>{a.twoFactor ? '사용' : '—'}</td>
              <td className="nowrap">{a.lastLoginAt ? formatDateTime(a.lastLoginAt) : '—'}</td>
              <td className="row-actions">
                {a.active && (
                  <button type="button" className="admin-btn" disabled={busy || !csrf} onClick={() => change(a, { away: !a.away }, a.away ? '근무로 바꿨습니다.' : '휴무로 바꿨습니다. 자동 배정에서 빠집니다.')}>
                    {a.away ? '근무로' : '휴무로'}
                  </button>
                )}
                <button type="button" className="admin-btn" disabled={busy || !csrf} onClick={() => reset(a)}>
                  설정 링크 재발급
                </button>
                <button
                  type="button"
                  className={`admin-btn${a.active ? ' admin-btn-danger' : ''}`}
                  disabled={busy || !csrf}
                  onClick={() => change(a, { active: !a.active }, a.active ? '비활성화했습니다. 열린 세션도 바로 끝났습니다.' : '다시 활성화했습니다.')}
                >
                  {a.active ? '비활성화' : '활성화'}
                </button>
              </td>
            </tr>
          ))}
        </ScrollTable>
      </section>
      <div className="accounts-side">
        <section className="admin-card" aria-labelledby="new-title">
          <h2 id="new-title" className="admin-card-title">새 계정 만들기</h2>
          <form className="admin-filter" onSubmit={create}>
            <div className="admin-field">
              <label htmlFor="new-name">이름</label>
              <input id="new-name" name="name" required maxLength={50} placeholder="김상담" />
            </div>
            <div className="admin-field admin-field-grow">
              <label htmlFor="new-email">이메일</label>
              <input id="new-email" name="email" type="email" required maxLength={254} placeholder="counselor@example.com" />
            </div>
            <div className="admin-field">
              <label htmlFor="new-role">역할</label>
              <select id="new-role" name="role" defaultValue="counselor">
                {ROLES.map((r) => (
                  <option key={r} value={r}>{ROLE_LABELS[r]}</option>
                ))}
              </select>
            </div>
            <button type="submit" className="admin-btn admin-btn-primary" disabled={busy || !csrf}>
              계정 만들기
            </button>
          </form>
        </section>
        <section className="admin-card" aria-labelledby="mode-title">
          <h2 id="mode-title" className="admin-card-title">새 신청 배정 방식</h2>
          <div className="status-steps" role="group" aria-labelledby="mode-title">
            {(['round-robin', 'pool'] as const).map((m) => (
              <button key={m} type="button" className="admin-btn" aria-pressed={mode === m} disabled={busy || !csrf || mode === m} onClick={() => switchMode(m)}>
                {MODE_LABELS[m]}
              </button>
            ))}
          </div>
          <p className="admin-muted">순번 배정은 근무 중인 상담사에게 차례로 나누고, 재등록 고객은 기존 담당자에게 보냅니다.</p>
        </section>
      </div>
    </div>
  );
}
