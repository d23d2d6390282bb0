import { useState, type FormEvent } from 'react';
import type { AdminDocumentsData, MediaListItem } from '../../../shared/media-desk';
import type { DocumentListItem } from '../../../shared/documents';
import { usePageData } from '../../page-data';
import { api, ApiError } from '../../api';
import type { PageProps } from '../../pages/types';
import { AdminGate } from '../shell/AdminGate';
import { useCsrfToken } from '../shell/useAdminSession';
import { formatDateTime } from '../ui/format';
import { DeskList } from '../ui/DeskList';
import { LibrarySearchBar, PICKER_PAGE, useLibrarySearch } from '../ui/LibraryPicker';

/** Documents with a stable address: choose which library PDF `/docs/{slug}.pdf` serves; every earlier version stays listed. */
export function AdminDocuments(props: PageProps) {
  const data = usePageData('admin-documents', props.match.canonicalPath);
  return <AdminGate {...props} data={data}>{() => <Documents data={data!} />}</AdminGate>;
}

function Documents({ data }: { data: AdminDocumentsData }) {
  const csrf = useCsrfToken();
  const [items, setItems] = useState(data.items);
  const [notice, setNotice] = useState<{ text: string; error?: boolean }>({ text: '' });

  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const slug = String(f.get('slug') ?? '').trim();
    try {
      await api(`/api/admin/documents/${encodeURIComponent(slug)}`, { method: 'PUT', json: { mediaId: f.get('mediaId'), note: String(f.get('note') ?? '').trim() || undefined }, csrf });
      setItems((await api<{ items: DocumentListItem[] }>('/api/admin/documents')).items);
      setNotice({ text: `/docs/${slug}.pdf 주소의 문서를 바꿨습니다. 검색엔진에도 알립니다.` });
    } catch (err) {
      setNotice({ text: err instanceof ApiError ? err.message : '저장하지 못했습니다.', error: true });
    }
  }

  return (
    <>
      <form className="admin-filter doc-form" onSubmit={save} aria-label="문서 지정">
        <div className="admin-field">
          <label htmlFor="d-slug">문서 주소</label>
          <input id="d-slug" name="slug" list="d-slugs" required pattern="[a-z0-9]([a-z0-9\-]*[a-z0-9])?" maxLength={60} defaultValue="announcement" aria-describedby="d-slug-hint" />
          <datalist id="d-slugs">
            <option value="announcement">입주자모집공고</option>
            <option value="brochure">분양 안내 책자</option>
          </datalist>
          <small id="d-slug-hint">/docs/주소.pdf · 영문 소문자, 숫자, 하이픈. announcement는 입주자모집공고입니다.</small>
        </div>
        <PdfPicker initial={data.pdfs} />
        <div className="admin-field admin-field-grow">
          <label htmlFor="d-note">변경 내용 (정정 사유)</label>
          <input id="d-note" name="note" maxLength={200} placeholder="예: 특별공급 접수일 정정" />
        </div>
        <button type="submit" className="admin-btn admin-btn-primary">
          현재 문서로 지정
        </button>
      </form>
      <p className={`admin-notice${notice.error ? ' is-error' : ''}`} role="status" aria-live="polite">
        {notice.text}
      </p>
      <DeskList<DocumentListItem>
        label="고정 주소 문서"
        summary={<p className="inbox-count">문서 {items.length}개 · PDF는 먼저 미디어 라이브러리에 제목과 함께 올려 주세요.</p>}
        rows={items}
        rowKey={(d) => d.slug}
        empty="아직 지정한 문서가 없습니다. 입주자모집공고 페이지는 사이트에 포함된 PDF를 연결하고 있습니다."
        columns={[
          {
            header: '주소',
            card: 'name',
            cell: (d) => (
              <>
                <a href={d.url} target="_blank" rel="noopener">
                  {d.url}
                </a>
                {d.label && <small className="admin-muted media-file">{d.label}</small>}
              </>
            ),
          },
          {
            header: '현재 문서',
            card: 'line',
            label: '현재',
            cell: ({ versions: [current] }) => (
              <>
                {current?.url ? <a href={current.url}>{current.title}</a> : current?.title}
                {current?.note && <small className="admin-muted media-file">{current.note}</small>}
              </>
            ),
          },
          { header: '바뀐 때', card: 'inline', className: 'nowrap', cell: (d) => formatDateTime(d.updatedAt) },
          {
            header: '이전 판',
            card: 'line',
            label: '이전 판',
            cell: ({ versions: [, ...older] }) =>
              older.length ? (
                <ol className="doc-versions-desk">
                  {older.map((v) => (
                    <li key={v.at}>
                      {v.day} · {v.url ? <a href={v.url}>{v.title}</a> : v.title}
                      {v.note ? ` · ${v.note}` : ''}
                    </li>
                  ))}
                </ol>
              ) : (
                <span className="admin-muted">없음</span>
              ),
          },
        ]}
      />
    </>
  );
}

type PdfChoice = AdminDocumentsData['pdfs'][number];
const asListed = (p: PdfChoice): MediaListItem => ({ ...p, kind: 'pdf', url: '', bytes: 0, uses: [] });

/**
 * The library's titled PDFs to choose from: the newest first, a page at a time, and a search by
 * title or file name, so no PDF is out of reach (the same search and pager as every picker).
 */
function PdfPicker({ initial }: { initial: PdfChoice[] }) {
  const lib = useLibrarySearch('pdf', initial.slice(0, PICKER_PAGE).map(asListed));
  return (
    <>
      <LibrarySearchBar id="d-find" lib={lib} hint="최근 PDF가 목록에 있습니다. 이전 파일은 제목으로 찾거나 다음 쪽에서 골라 주세요." />
      <div className="admin-field">
        <label htmlFor="d-media">PDF (미디어 라이브러리)</label>
        <select id="d-media" name="mediaId" required defaultValue="">
          <option value="" disabled>
            PDF를 선택해 주세요
          </option>
          {(lib.items ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.title} ({p.fileName})
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
