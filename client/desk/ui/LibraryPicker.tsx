/**
 * Choosing a file of the media library inside a desk form: one search (alt text, title or file
 * name) and one pager for every picker — the documents' PDF, the popups' and slides' images, the
 * notice editor's images and the press article's pictures. Each picker draws its own choices (a
 * select, a row of thumbnails); the paging and the search are these. Only files a page can use are
 * offered (GET /api/admin/media?ready=1: images with alt text, PDFs with a title).
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { MediaListItem, MediaListPage } from '../../../shared/media-desk';
import { api, ApiError } from '../../api';
import { DeskPager } from './DeskList';

/** Files on a picker's page: enough to choose from at a glance, few enough to load at once. */
export const PICKER_PAGE = 24;

/** Every library file a picker has shown in this tab, by id (previews read them). */
const seen = new Map<string, MediaListItem>();
let seenVersion = 0;
const listeners = new Set<() => void>();
function remember(items: MediaListItem[]) {
  for (const m of items) seen.set(m.id, m);
  seenVersion++;
  for (const l of listeners) l();
}
/** The library files pickers have loaded so far (re-renders when more arrive). */
export function useSeenFiles(): ReadonlyMap<string, MediaListItem> {
  useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => seenVersion,
    () => 0,
  );
  return seen;
}

export interface LibrarySearch {
  kind: 'image' | 'pdf';
  /** This page's files, or null before the first answer. */
  items: MediaListItem[] | null;
  page: number;
  pages: number;
  total: number;
  words: string;
  setWords: (w: string) => void;
  /** Looks for the words from the first page. */
  search: () => void;
  go: (page: number) => void;
  status: string;
  failed: boolean;
}

/** One library list a picker pages through; the first page loads at once (or comes with the page: `initial`). */
export function useLibrarySearch(kind: 'image' | 'pdf', initial?: MediaListItem[]): LibrarySearch {
  const [result, setResult] = useState<{ items: MediaListItem[] | null; page: number; pages: number; total: number }>({ items: initial ?? null, page: 1, pages: 1, total: initial?.length ?? 0 });
  const [words, setWords] = useState('');
  const [status, setStatus] = useState('');
  const [failed, setFailed] = useState(false);
  const asked = useRef(0);

  const load = useCallback(
    async (page: number, q: string, say: boolean) => {
      const ticket = ++asked.current;
      if (say) setStatus('찾는 중입니다…');
      try {
        const query = new URLSearchParams({ kind, ready: '1', per: String(PICKER_PAGE), page: String(page), ...(q ? { q } : {}) });
        const found = await api<MediaListPage>(`/api/admin/media?${query}`);
        if (ticket !== asked.current) return; // a later search already answered
        remember(found.items);
        setResult({ items: found.items, page: found.page, pages: found.pages, total: found.total });
        setFailed(false);
        const what = kind === 'pdf' ? 'PDF' : '이미지';
        setStatus(q ? (found.total ? `'${q}' ${what} ${found.total}개를 찾았습니다.` : `'${q}'에 맞는 ${what}가 없습니다.`) : say ? `${what} ${found.total}개가 있습니다.` : '');
      } catch (err) {
        if (ticket !== asked.current) return;
        setFailed(true);
        setStatus(err instanceof ApiError ? err.message : '자료실을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.');
      }
    },
    [kind],
  );

  useEffect(() => {
    if (initial) remember(initial);
    void load(1, '', false);
    // The first page once; later pages and searches are the desk user's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load]);

  return {
    kind,
    ...result,
    words,
    setWords,
    search: () => void load(1, words.trim(), true),
    go: (page: number) => void load(page, words.trim(), true),
    status,
    failed,
  };
}

/** The search field, its 찾기 button, what was found, and the pager: the same above every picker. */
export function LibrarySearchBar({ id, lib, hint }: { id: string; lib: LibrarySearch; hint: string }) {
  const what = lib.kind === 'pdf' ? 'PDF' : '이미지';
  return (
    <div className="admin-field library-search">
      <label htmlFor={id}>{what} 찾기</label>
      <span className="doc-find">
        <input
          id={id}
          type="search"
          value={lib.words}
          maxLength={100}
          placeholder={lib.kind === 'pdf' ? '제목 또는 파일 이름' : '대체 텍스트 또는 파일 이름'}
          onChange={(e) => lib.setWords(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault(); // Enter searches; it does not submit the form around the picker
            lib.search();
          }}
          aria-describedby={`${id}-status`}
        />
        <button type="button" className="admin-btn admin-btn-small" onClick={lib.search}>
          찾기
        </button>
      </span>
      <small id={`${id}-status`} role="status" aria-live="polite">
        {lib.status || hint}
      </small>
      <DeskPager page={lib.page} pages={lib.pages} onPage={lib.go} label={`${what} 목록 페이지`} />
    </div>
  );
}
