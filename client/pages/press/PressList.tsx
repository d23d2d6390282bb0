import { useCallback, useEffect, useState } from 'react';
import { Link } from '../../nav';
import { SubPage } from '../../components/SubPage';
import { formatDate, PRESS_AUTHOR, type PressListItem, type PressPage } from '../../../shared/press';
import { api } from '../../api';

import { usePageData } from '../../page-data';
import type { PageProps } from '../types';
import { AdminPanel } from './AdminPanel';
import { useSite } from '../../site-context';
import { pressFeedPath } from '../../../shared/seo';
import { MediaPicture } from '../../components/MediaPicture';
import { groupDigits } from '../../../shared/korean-format';

export function PressList({ match }: PageProps) {
  const site = match.params.site!;
  const config = useSite();
  const initial = usePageData('press-list', match.canonicalPath);
  const [rows, setRows] = useState<PressListItem[]>(initial?.page.items ?? []);
  const [cursor, setCursor] = useState<string | null>(initial?.page.nextCursor ?? null);
  const [loading, setLoading] = useState(!initial);
  const [error, setError] = useState('');

  const load = useCallback(
    async (from: string | null, append: boolean) => {
      setLoading(true);
      setError('');
      try {
        const qs = new URLSearchParams({ site, ...(from ? { cursor: from } : {}) });
        const page = await api<PressPage>(`/api/press?${qs}`);
        setRows((prev) => (append ? [...prev, ...page.items] : page.items));
        setCursor(page.nextCursor);
      } catch (err) {
        setError((err as Error).message);
      } finally {
        setLoading(false);
      }
    },
    [site],
  );

  // Server-rendered visits already have the first page; in-app visits load it here.
  useEffect(() => {
    if (!initial) void load(null, false);
  }, [initial, load]);

  return (
    <SubPage match={match}>
      {/* The board's RSS feed: readers and Naver's Search Advisor subscribe to it (a file, not a page of the app). */}
      <p className="board-feed">
        <a href={pressFeedPath(site, config)} type="application/rss+xml">
          RSS 구독
        </a>
        <span className="board-feed-hint">새 보도자료를 RSS 리더에서 받아 보실 수 있습니다.</span>
      </p>
      <table className="board-table">
        <caption className="sr-only">보도자료 목록</caption>
        <thead>
          <tr>
            <th scope="col" className="col-no">NO</th>
            <th scope="col">제목</th>
            <th scope="col" className="col-author">작성자</th>
            <th scope="col" className="col-date">작성일</th>
            <th scope="col" className="col-views">조회수</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={row.id}>
              <td>{rows.length - i}</td>
              <td className="board-title">
                <Link to={`/${site}/press/${row.id}`} className={row.cover ? 'board-title-thumb' : undefined}>
                  {row.cover && <MediaPicture image={row.cover} sizes="96px" className="press-thumb" decorative />}
                  <span>{row.title}</span>
                </Link>
              </td>
              <td>{PRESS_AUTHOR}</td>
              <td>{formatDate(row.date)}</td>
              <td>{groupDigits(row.views)}</td>
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={5} className="board-empty">
                {loading ? '보도자료를 불러오는 중입니다…' : '등록된 보도자료가 없습니다.'}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {error && (
        <p className="form-message is-error" role="alert">
          {error}
        </p>
      )}
      {cursor && (
        <div className="center-actions">
          <button type="button" className="btn btn-outline" disabled={loading} onClick={() => load(cursor, true)}>
            {loading ? '불러오는 중…' : '더보기'}
          </button>
        </div>
      )}
      <AdminPanel
        site={site}
        initialAdmin={initial?.admin ?? null}
        initialRole={initial?.role ?? null}
        initialLoginFailed={initial?.loginFailed ?? false}
        onCreated={() => load(null, false)}
      />
    </SubPage>
  );
}
