import { useRef, useState, type FormEvent } from 'react';
import type { AdminMediaData, MediaListItem, MediaListPage } from '../../../shared/media-desk';
import { MEDIA_UPLOAD_HINT } from '../../../shared/media-desk';
import { usePageData } from '../../page-data';
import { api, ApiError } from '../../api';
import type { PageProps } from '../../pages/types';
import { AdminGate } from '../shell/AdminGate';
import { useCsrfToken } from '../shell/useAdminSession';
import { formatDateTime } from '../ui/format';
import { DeskField, DeskSearchField, DeskFilters, DeskList } from '../ui/DeskList';
import { LabelOptions } from '../ui/LabelOptions';

const LIST = '/admin/content/media';
const KINDS = { image: '이미지', pdf: 'PDF' } as const;
const KIND_KEYS = Object.keys(KINDS) as (keyof typeof KINDS)[];

/** The media library: upload an image (with its alt text) or a PDF (with its title), see where each file is used, delete unused ones. */
export function AdminMedia(props: PageProps) {
  const data = usePageData('admin-media', props.match.canonicalPath);
  return <AdminGate {...props} data={data}>{() => <MediaLibrary data={data!} />}</AdminGate>;
}

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)}MB` : `${Math.max(1, Math.round(bytes / 1024))}KB`);

function MediaLibrary({ data }: { data: AdminMediaData }) {
  const csrf = useCsrfToken();
  const [list, setList] = useState<MediaListPage>(data);
  const { items, filter } = list;
  const [notice, setNotice] = useState<{ text: string; error?: boolean }>({ text: '' });
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  // The list's address holds its filters and page (a GET form and links); the same query reads the API.
  const query = (page: number) => {
    const q = new URLSearchParams(Object.entries({ ...filter, page: page > 1 ? String(page) : '' }).filter((e): e is [string, string] => !!e[1]));
    return q.size ? `?${q}` : '';
  };
  const reload = async () => setList(await api<MediaListPage>(`/api/admin/media${query(list.page)}`));

  async function upload(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const body = new FormData(e.currentTarget);
    const file = body.get('file');
    if (!(file instanceof File) || !file.size) return setNotice({ text: '올릴 파일을 선택해 주세요.', error: true });
    // One description field on the form: it is the alt text of an image, the title of a PDF.
    const text = String(body.get('text') ?? '').trim();
    body.delete('text');
    body.set(file.type === 'application/pdf' || /\.pdf$/i.test(file.name) ? 'title' : 'alt', text);
    setBusy(true);
    setNotice({ text: '올리는 중입니다…' });
    try {
      const res = await api<{ duplicate?: boolean }>('/api/admin/media', { method: 'POST', body, csrf });
      setNotice({ text: res.duplicate ? '이미 라이브러리에 있는 파일입니다. 기존 파일을 그대로 사용합니다.' : '파일을 올렸습니다.' });
      form.current?.reset();
      await reload();
    } catch (err) {
      setNotice({ text: err instanceof ApiError ? err.message : '업로드하지 못했습니다. 잠시 후 다시 시도해 주세요.', error: true });
    } finally {
      setBusy(false);
    }
  }

  async function describe(item: MediaListItem) {
    const label = item.kind === 'image' ? '대체 텍스트(이미지를 설명하는 한국어 문장)' : '문서 제목';
    const value = window.prompt(label, (item.kind === 'image' ? item.alt : item.title) ?? '');
    if (value === null) return;
    try {
      await api(`/api/admin/media/${item.id}`, { method: 'PATCH', json: item.kind === 'image' ? { alt: value } : { title: value }, csrf });
      setNotice({ text: '저장했습니다.' });
      await reload();
    } catch (err) {
      setNotice({ text: err instanceof ApiError ? err.message : '저장하지 못했습니다.', error: true });
    }
  }

  async function remove(item: MediaListItem) {
    if (!window.confirm(`${item.alt ?? item.title ?? item.fileName} 파일을 삭제할까요?`)) return;
    try {
      await api(`/api/admin/media/${item.id}`, { method: 'DELETE', csrf });
      setNotice({ text: '삭제했습니다.' });
      await reload();
    } catch (err) {
      setNotice({ text: err instanceof ApiError ? err.message : '삭제하지 못했습니다.', error: true });
    }
  }

  return (
    <>
      <form ref={form} className="admin-filter media-upload" onSubmit={upload} aria-label="파일 올리기">
        <div className="admin-field">
          <label htmlFor="m-file">파일</label>
          <input id="m-file" name="file" type="file" accept="image/jpeg,image/png,image/webp,image/avif,application/pdf" required aria-describedby="m-file-hint" />
          <small id="m-file-hint">{MEDIA_UPLOAD_HINT}</small>
        </div>
        <div className="admin-field admin-field-grow">
          <label htmlFor="m-text">대체 텍스트 또는 문서 제목</label>
          <input id="m-text" name="text" type="text" maxLength={300} aria-describedby="m-text-hint" />
          <small id="m-text-hint">이미지는 내용을 설명하는 문장(예: 견본주택 외관 야경), PDF는 문서 제목을 입력해 주세요. 없으면 사이트에 쓸 수 없습니다.</small>
        </div>
        <button type="submit" className="admin-btn admin-btn-primary" disabled={busy}>
          올리기
        </button>
      </form>
      <p className={`admin-notice${notice.error ? ' is-error' : ''}`} role="status" aria-live="polite">
        {notice.text}
      </p>
      <DeskList<MediaListItem>
        label="미디어 라이브러리"
        tableClassName="media-table"
        filters={
          <DeskFilters action={LIST} label="미디어 검색" reset={filter.q || filter.kind ? LIST : undefined}>
            <DeskSearchField id="m-q" label="설명·파일 이름" value={filter.q} maxLength={100} />
            <DeskField id="m-kind" label="종류">
              <select id="m-kind" name="kind" defaultValue={filter.kind ?? ''}>
                <LabelOptions keys={KIND_KEYS} labels={KINDS} all />
              </select>
            </DeskField>
          </DeskFilters>
        }
        summary={<p className="inbox-count">파일 {list.total}개{list.pages > 1 ? ` · ${list.page}/${list.pages}쪽` : ''} · 최신순</p>}
        rows={items}
        rowKey={(m) => m.id}
        empty={filter.q || filter.kind ? '조건에 맞는 파일이 없습니다.' : '아직 올린 파일이 없습니다.'}
        pager={{ page: list.page, pages: list.pages, href: (p) => `${LIST}${query(p)}` }}
        columns={[
          {
            header: '미리보기',
            card: 'inline',
            className: 'media-thumb',
            cell: (m) =>
              m.kind === 'image' && m.thumb ? (
                <img src={m.thumb} alt="" width={96} height={Math.round((96 * (m.height ?? 1)) / (m.width ?? 1))} loading="lazy" style={{ background: m.placeholder }} />
              ) : (
                <span className="media-pdf" aria-hidden="true">PDF</span>
              ),
          },
          {
            header: '설명',
            card: 'name',
            cell: (m) => (
              <>
                <a href={m.url} target="_blank" rel="noopener">
                  {(m.kind === 'image' ? m.alt : m.title) ?? <span className="media-missing">{m.kind === 'image' ? '대체 텍스트 필요' : '제목 필요'}</span>}
                </a>
                <small className="admin-muted media-file">{m.kind === 'pdf' ? m.fileName : `${m.width}×${m.height}`}</small>
              </>
            ),
          },
          { header: '크기', card: 'inline', className: 'nowrap', cell: (m) => size(m.bytes) },
          {
            header: '사용처',
            card: 'line',
            label: '사용처',
            cell: (m) =>
              m.uses.length ? (
                <ul className="media-uses">
                  {m.uses.map((u, i) => (
                    <li key={i}>{u.href ? <a href={u.href}>{u.label}</a> : u.label}</li>
                  ))}
                </ul>
              ) : (
                <span className="admin-muted">사용 안 함</span>
              ),
          },
          { header: '올린 날', card: 'inline', className: 'nowrap', cell: (m) => formatDateTime(m.createdAt) },
          {
            header: '관리',
            card: 'line',
            cell: (m) => (
              <div className="row-actions">
                <button type="button" className="admin-btn admin-btn-small" onClick={() => describe(m)}>
                  {m.kind === 'image' ? '대체 텍스트' : '제목'} 수정
                </button>
                <button
                  type="button"
                  className="admin-btn admin-btn-small admin-btn-danger"
                  onClick={() => remove(m)}
                  disabled={m.uses.length > 0}
                  title={m.uses.length ? '사용 중인 파일은 삭제할 수 없습니다.' : undefined}
                >
                  삭제
                </button>
              </div>
            ),
          },
        ]}
      />
    </>
  );
}
