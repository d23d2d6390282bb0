import { useState, type FormEvent } from 'react';
import { PRESS_MESSAGES } from '../../../shared/press';
import { api } from '../../api';
import { PressImageFields } from './PressImageFields';

interface Props {
  site: string;
  email: string;
  csrfToken: string;
  onLogout: () => void;
  onCreated: () => void;
}

/** The administrator's pages, from the press board where they sign in. */
const ADMIN_LINKS = [
  { href: '/admin', label: '현황판' },
  { href: '/admin/leads', label: '상담 신청 관리' },
  { href: '/admin/visits', label: '방문 예약 관리' },
  { href: '/admin/messages', label: '문자 발송 내역' },
  { href: '/admin/announcements', label: '안내 문자 발송' },
];

/** The administrator's bar and press write form (its own chunk: visitors never download it). */
export function AdminWriteForm({ site, email, csrfToken, onLogout, onCreated }: Props) {
  const [busy, setBusy] = useState(false);

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
      await api('/api/press', { method: 'POST', csrf: csrfToken, json: { site, title, summary, content: String(form.get('content') ?? ''), ...(form.get('coverId') ? { coverId: String(form.get('coverId')) } : {}) } });
      formEl.reset();
      onCreated();
    } catch (err) {
      window.alert((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="admin-box admin-box-wide" aria-labelledby="admin-write-title">
      <div className="admin-bar">
        <p>
          <strong>{email}</strong>님 환영합니다
        </p>
        {ADMIN_LINKS.map((l) => (
          <a key={l.href} href={l.href} className="btn btn-outline">
            {l.label}
          </a>
        ))}
        <button type="button" className="btn btn-outline" onClick={onLogout}>
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
        <PressImageFields bodyId="press-content" />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? '등록 중…' : '등록하기'}
        </button>
      </form>
    </section>
  );
}
