import { useEffect, useState, type FormEvent } from 'react';
import { api } from '../../api';
import { useCsrfToken } from '../shell/useAdminSession';
import { useSaveStatus } from '../ui/SaveBar';

/**
 * 유상옵션 선택 기간: the days contract holders may request options on /my (the deadline included, Korea
 * time); after it a request answers 409. Read and saved through /api/admin/option-period.
 */
export function OptionPeriodForm() {
  const csrf = useCsrfToken();
  const [start, setStart] = useState('');
  const [deadline, setDeadline] = useState('');
  const { busy, status: message, setStatus: setMessage, run } = useSaveStatus();

  useEffect(() => {
    api<{ start: string | null; deadline: string | null }>('/api/admin/option-period')
      // What the desk already typed is kept: the saved period fills only empty fields.
      .then((p) => {
        setStart((typed) => typed || p.start || '');
        setDeadline((typed) => typed || p.deadline || '');
      })
      .catch(() => setMessage({ ok: false, text: '옵션 선택 기간을 불러오지 못했습니다.' }));
  }, [setMessage]); // a state setter: runs once

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      await api('/api/admin/option-period', { method: 'PUT', csrf, json: { start, deadline } });
      return `옵션 선택 기간을 ${start} ~ ${deadline}로 저장했습니다.`;
    });
  };

  return (
    <section className="admin-card" aria-labelledby="c-option-period">
      <h2 id="c-option-period" className="admin-card-title">
        유상옵션 선택 기간
      </h2>
      <form onSubmit={submit}>
        <p className="admin-muted">계약자는 이 기간에 계약자 페이지에서 옵션을 하나씩 신청할 수 있으며, 신청은 옵션 계약 때 계약 상세에서 확정합니다.</p>
        <div className="field">
          <label htmlFor="c-op-start">시작일</label>
          <input id="c-op-start" type="date" required value={start} onChange={(e) => setStart(e.currentTarget.value)} />
        </div>
        <div className="field">
          <label htmlFor="c-op-deadline">마감일 (당일 포함)</label>
          <input id="c-op-deadline" type="date" required value={deadline} onChange={(e) => setDeadline(e.currentTarget.value)} />
        </div>
        <button type="submit" className="btn btn-primary" disabled={busy || !csrf || !start || !deadline}>
          기간 저장
        </button>
      </form>
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'admin-notice' : 'admin-notice is-error'}>
          {message.text}
        </p>
      )}
    </section>
  );
}
