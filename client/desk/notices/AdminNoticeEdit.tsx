import { lazy, Suspense, useEffect, useState } from 'react';
import { usePageData } from '../../page-data';
import type { PageProps } from '../../pages/types';
import { api } from '../../api';
import { AdminGate } from '../shell/AdminGate';
import { useCsrfToken } from '../shell/useAdminSession';
import { formatDateTime } from '../ui/format';
import { NOTICE_AUDIENCE_LABELS, NOTICE_STATE_LABELS, type AdminNotice, type AdminNoticeEditData, type NoticeAudience, type NoticeRevision } from '../../../shared/notices';
import { AttachmentPicker } from './NoticeAttachments';
import { FormStatus, type SaveStatus } from '../ui/FormStatus';
import './notices.css';

// The editor (Tiptap) is a chunk of its own, fetched by this page only once it is shown.
const NoticeEditor = lazy(() => import('./NoticeEditor'));
const LIST = '/admin/content/notices';

/** `2026-12-01T09:00` in Korea time, as a datetime-local field holds it. */
const kstLocal = (iso: string) => new Date(new Date(iso).getTime() + 9 * 3_600_000).toISOString().slice(0, 16);

/** Writing or editing a notice, with its revisions (who changed what, when) and a restore for each. */
export function AdminNoticeEdit(props: PageProps) {
  const data = usePageData('admin-notice-edit', props.match.canonicalPath);
  const missing = props.match.params.id !== 'new' && data?.email && !data.notice;
  return (
    <AdminGate {...props} data={data}>
      {() => (missing ? <p className="admin-card">공지사항을 찾을 수 없습니다. <a href={LIST}>목록으로</a></p> : <NoticeForm data={data!} />)}
    </AdminGate>
  );
}

type When = 'now' | 'later' | 'draft';

function NoticeForm({ data }: { data: AdminNoticeEditData }) {
  const csrf = useCsrfToken();
  const n = data.notice;
  const [title, setTitle] = useState(n?.title ?? '');
  const [body, setBody] = useState(n?.body ?? '');
  const [pinned, setPinned] = useState(n?.pinned ?? false);
  const [audience, setAudience] = useState<NoticeAudience>(n?.audience ?? 'public');
  const [when, setWhen] = useState<When>(!n ? 'now' : n.state === 'draft' ? 'draft' : n.state === 'scheduled' ? 'later' : 'now');
  const [at, setAt] = useState(n?.publishAt ? kstLocal(n.publishAt) : '');
  const [attachments, setAttachments] = useState<string[]>(n?.attachments ?? []);
  const [status, setStatus] = useState<SaveStatus>(null);
  const [busy, setBusy] = useState(false);
  // The editor mounts in the browser only (its chunk is not part of the server's render).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const save = async () => {
    setBusy(true);
    setStatus(null);
    // 바로 게시: a notice already out keeps its time; a draft or a scheduled one goes out now.
    const publishAt = when === 'draft' ? null : when === 'later' ? at : n?.state === 'published' ? n.publishAt : n ? new Date().toISOString() : undefined;
    const json = { title, body, pinned, audience, attachments, ...(publishAt !== undefined ? { publishAt } : {}) };
    try {
      if (!n) {
        const created = await api<{ id: string; url: string }>('/api/admin/notices', { method: 'POST', csrf, json });
        window.location.assign(`${LIST}/${created.id}?saved=1`);
        return;
      }
      await api<AdminNotice>(`/api/admin/notices/${n.id}`, { method: 'PATCH', csrf, json });
      window.location.assign(`${LIST}/${n.id}?saved=1`);
    } catch (err) {
      setStatus({ text: (err as Error).message, ok: false });
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!n || !window.confirm('이 공지사항을 삭제하시겠습니까? 삭제하면 수정 이력과 함께 되돌릴 수 없습니다.')) return;
    try {
      await api(`/api/admin/notices/${n.id}`, { method: 'DELETE', csrf });
      window.location.assign(LIST);
    } catch (err) {
      setStatus({ text: (err as Error).message, ok: false });
    }
  };
  const saved = typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('saved');

  return (
    <div className="notice-edit">
      <p className="admin-actions-row">
        <a href={LIST}>← 공지사항 목록</a>
        {n && (
          <span className="admin-muted">
            {NOTICE_STATE_LABELS[n.state]} · 작성 {n.createdBy} · 최근 수정 {formatDateTime(n.updatedAt)} {n.updatedBy}
            {n.state === 'published' && (
              <>
                {' · '}
                <a href={n.url} target="_blank" rel="noopener">사이트에서 보기</a>
              </>
            )}
          </span>
        )}
      </p>
      {saved && !status && <p className="form-message is-success" role="status">저장했습니다.</p>}
      <div className="admin-card notice-form">
        <div className="admin-field admin-field-grow">
          <label htmlFor="notice-title">제목</label>
          <input id="notice-title" value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} required />
        </div>
        <div className="admin-field admin-field-grow">
          <span className="admin-label" id="notice-body-label">본문</span>
          {mounted ? (
            <Suspense fallback={<p className="admin-muted">편집기를 불러오는 중입니다…</p>}>
              <NoticeEditor initial={body} onChange={setBody} label="공지 본문" />
            </Suspense>
          ) : (
            <p className="admin-muted">편집기를 불러오는 중입니다…</p>
          )}
        </div>
        <fieldset className="notice-when">
          <legend>게시</legend>
          <label><input type="radio" name="when" checked={when === 'now'} onChange={() => setWhen('now')} /> {n?.state === 'published' ? '게시 중 (시각 유지)' : '바로 게시'}</label>
          <label><input type="radio" name="when" checked={when === 'later'} onChange={() => setWhen('later')} /> 예약 게시</label>
          {when === 'later' && (
            <label className="notice-at">
              게시 시각 (한국 시간) <input type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} required />
            </label>
          )}
          <label><input type="radio" name="when" checked={when === 'draft'} onChange={() => setWhen('draft')} /> 임시저장 (게시 안 함)</label>
        </fieldset>
        <fieldset className="notice-when">
          <legend>공개 대상</legend>
          <label><input type="radio" name="audience" checked={audience === 'public'} onChange={() => setAudience('public')} /> {NOTICE_AUDIENCE_LABELS.public} (공지사항 게시판)</label>
          <label><input type="radio" name="audience" checked={audience === 'holders'} onChange={() => setAudience('holders')} /> {NOTICE_AUDIENCE_LABELS.holders} (계약자 페이지에만 표시, 게시판·RSS·검색엔진에 나오지 않음)</label>
        </fieldset>
        <label className="notice-pinned"><input type="checkbox" checked={pinned} onChange={(e) => setPinned(e.target.checked)} /> 목록 맨 위에 고정</label>
        <AttachmentPicker value={attachments} onChange={setAttachments} />
        <div className="admin-bar">
          <button type="button" className="admin-btn admin-btn-primary" onClick={save} disabled={busy || !csrf}>
            {n ? '수정 저장' : '공지 등록'}
          </button>
          {n && (
            <button type="button" className="admin-btn admin-btn-danger" onClick={remove} disabled={!csrf}>
              삭제
            </button>
          )}
        </div>
        <FormStatus status={status} />
      </div>
      {n && <Revisions id={n.id} items={data.revisions} csrf={csrf} />}
    </div>
  );
}

/** Earlier versions, newest first: who made each edit and when, what the notice said before it, and a restore. */
function Revisions({ id, items, csrf }: { id: string; items: NoticeRevision[]; csrf: string }) {
  const [error, setError] = useState('');
  const restore = async (r: NoticeRevision) => {
    if (!window.confirm(`${formatDateTime(r.at)} 수정 전의 내용으로 되돌릴까요? 지금 내용은 수정 이력에 남습니다.`)) return;
    try {
      await api(`/api/admin/notices/${id}/revisions/${r.rev}/restore`, { method: 'POST', csrf, json: {} });
      window.location.assign(`${LIST}/${id}?saved=1`);
    } catch (err) {
      setError((err as Error).message);
    }
  };
  return (
    <section className="admin-card notice-revisions" aria-labelledby="rev-title">
      <h2 id="rev-title" className="admin-card-title">수정 이력 ({items.length}건)</h2>
      {error && <p className="form-message is-failure" role="alert">{error}</p>}
      {items.length === 0 && <p className="admin-muted">아직 수정된 적이 없습니다.</p>}
      <ol className="notice-rev-list">
        {items.map((r) => (
          <li key={r.rev}>
            <details>
              <summary>
                <strong>#{r.rev}</strong> {formatDateTime(r.at)} · {r.by} 수정 · 수정 전 제목 「{r.title}」
              </summary>
              <dl className="notice-rev-meta">
                <div><dt>게시</dt><dd>{r.publishAt ? formatDateTime(r.publishAt) : '임시저장'}{r.pinned ? ' · 고정' : ''}</dd></div>
                <div><dt>첨부</dt><dd>{r.attachments.length}개</dd></div>
              </dl>
              <pre className="notice-rev-body">{r.body}</pre>
              <button type="button" className="admin-btn admin-btn-small" onClick={() => void restore(r)} disabled={!csrf}>
                이 버전으로 되돌리기
              </button>
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}
