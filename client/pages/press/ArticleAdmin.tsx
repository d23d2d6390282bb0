import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { PRESS_MESSAGES, type PressArticle } from '../../../shared/press';
import { api } from '../../api';
import { can, type Role } from '../../../shared/permissions';

/** The library picker is desk code: an article page fetches it only when an edit begins. */
const PressImageFields = lazy(() => import('./PressImageFields').then((m) => ({ default: m.PressImageFields })));

interface Session {
  email: string | null;
  role: Role | null;
  csrfToken: string;
}

interface Props {
  article: PressArticle;
  onSaved: (a: PressArticle) => void;
  onDeleted: () => void;
}

/** Under an article, only for a signed-in role that may edit press (the permission table): edit (title, summary, body) and delete. */
export function ArticleAdmin({ article, onSaved, onDeleted }: Props) {
  const [session, setSession] = useState<Session | null>(null);
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    api<Session>('/api/auth/session').then(setSession).catch(() => {});
  }, []);
  if (!session?.email || !can(session.role, 'press')) return null;

  const save = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const title = String(form.get('title') ?? '').trim();
    const summary = String(form.get('summary') ?? '').trim();
    if (!title || !summary) return setError(PRESS_MESSAGES.required);
    setBusy(true);
    setError('');
    try {
      const saved = await api<PressArticle>(`/api/press/${article.id}`, {
        method: 'PATCH',
        csrf: session.csrfToken,
        json: { title, summary, content: String(form.get('content') ?? ''), coverId: String(form.get('coverId') ?? '') || null },
      });
      onSaved(saved);
      setEditing(false);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!window.confirm(PRESS_MESSAGES.confirmDelete)) return;
    setBusy(true);
    try {
      await api(`/api/press/${article.id}`, { method: 'DELETE', csrf: session.csrfToken });
      onDeleted();
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  };

  return (
    <section className="admin-box admin-box-wide article-admin" aria-labelledby="article-admin-title">
      <h3 id="article-admin-title">관리자 · 이 보도자료</h3>
      {editing ? (
        <form className="lead-form" onSubmit={save} noValidate>
          <div className="field">
            <label htmlFor="edit-title">
              제목 <span className="required" aria-hidden="true">*</span>
            </label>
            <input id="edit-title" name="title" type="text" maxLength={200} defaultValue={article.title} />
          </div>
          <div className="field">
            <label htmlFor="edit-summary">
              요약 <span className="required" aria-hidden="true">*</span>
            </label>
            <input id="edit-summary" name="summary" type="text" maxLength={500} defaultValue={article.summary} />
          </div>
          <div className="field">
            <label htmlFor="edit-content">본문</label>
            <textarea id="edit-content" name="content" rows={10} maxLength={20000} defaultValue={article.content} />
          </div>
          <Suspense fallback={<p className="admin-muted">이미지 목록을 불러오는 중입니다…</p>}>
            <PressImageFields bodyId="edit-content" coverId={article.coverId} />
          </Suspense>
          <div className="admin-actions">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? '저장 중…' : '수정 저장'}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setEditing(false)} disabled={busy}>
              취소
            </button>
          </div>
        </form>
      ) : (
        <div className="admin-actions">
          <button type="button" className="btn btn-primary" onClick={() => setEditing(true)}>
            수정
          </button>
          <button type="button" className="btn btn-outline btn-danger" onClick={remove} disabled={busy}>
            삭제
          </button>
        </div>
      )}
      {error && (
        <p className="form-message is-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
