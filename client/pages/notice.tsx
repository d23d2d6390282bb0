/**
 * The notice board (공지사항) and a notice, in the 분양안내 menu. Plain server-rendered HTML with no
 * island (decision 0027): the pager is links, attachments are links, the body is HTML the server
 * has sanitised at render (server/notices/render.ts).
 */
import { SubPage } from '../components/SubPage';
import { formatDate, formatDateTime } from '../../shared/press';
import { NOTICE_AUTHOR, NOTICE_BOARD_PATH, noticeUrl, type NoticeView } from '../../shared/notices';
import { usePageData } from '../page-data';
import type { PageProps } from './types';
import './notice.css';
import { groupDigits } from '../../shared/korean-format';

const pageHref = (page: number) => (page <= 1 ? NOTICE_BOARD_PATH : `${NOTICE_BOARD_PATH}?page=${page}`);

export function NoticeBoard({ match }: PageProps) {
  const data = usePageData('notice-board', match.canonicalPath);
  const items = data?.items ?? [];
  const page = data?.page ?? 1;
  const pages = data?.pages ?? 1;
  // Numbers count down from the newest across pages; a pinned notice reads 공지 instead.
  const first = (data?.total ?? 0) - (page - 1) * 10;
  let n = first + 1;
  return (
    <SubPage match={match}>
      <p className="board-feed">
        <a href={`${NOTICE_BOARD_PATH}/rss.xml`} type="application/rss+xml">
          RSS 구독
        </a>
        <span className="board-feed-hint">새 공지사항을 RSS 리더에서 받아 보실 수 있습니다.</span>
      </p>
      <table className="board-table notice-table">
        <caption className="sr-only">공지사항 목록 ({page} / {pages} 페이지)</caption>
        <thead>
          <tr>
            <th scope="col" className="col-no">번호</th>
            <th scope="col">제목</th>
            <th scope="col" className="col-author">작성자</th>
            <th scope="col" className="col-date">게시일</th>
            <th scope="col" className="col-views">첨부</th>
          </tr>
        </thead>
        <tbody>
          {items.map((row) => {
            n -= 1;
            return (
              <tr key={row.id} className={row.pinned ? 'is-pinned' : undefined}>
                <td>{row.pinned ? <span className="notice-badge">공지</span> : n}</td>
                <td className="board-title">
                  <a href={noticeUrl(row.id)}>{row.title}</a>
                  {row.files > 0 && <span className="notice-files"> (첨부 {row.files})</span>}
                </td>
                <td>{NOTICE_AUTHOR}</td>
                <td><time dateTime={row.publishAt}>{formatDate(row.publishAt)}</time></td>
                <td>{row.files > 0 ? `${row.files}개` : '-'}</td>
              </tr>
            );
          })}
          {items.length === 0 && (
            <tr>
              <td colSpan={5} className="board-empty">
                등록된 공지사항이 없습니다.
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {pages > 1 && (
        <nav className="notice-pager" aria-label="공지사항 페이지">
          {page > 1 && <a href={pageHref(page - 1)} rel="prev">‹ 이전</a>}
          {Array.from({ length: pages }, (_, i) => i + 1).map((p) =>
            p === page ? (
              <span key={p} aria-current="page">{p}</span>
            ) : (
              <a key={p} href={pageHref(p)}>{p}</a>
            ),
          )}
          {page < pages && <a href={pageHref(page + 1)} rel="next">다음 ›</a>}
        </nav>
      )}
    </SubPage>
  );
}

function Attachments({ notice }: { notice: NoticeView }) {
  if (!notice.attachments.length) return null;
  return (
    <section className="notice-attachments" aria-labelledby="notice-files-title">
      <h2 id="notice-files-title">첨부 파일</h2>
      <ul>
        {notice.attachments.map((f) =>
          f.kind === 'pdf' ? (
            <li key={f.id}>
              <a href={f.url} target="_blank" rel="noopener">
                {f.title} <span className="notice-file-meta">(PDF, {groupDigits(Math.max(1, Math.round(f.bytes / 1024)))}KB)</span>
              </a>
            </li>
          ) : (
            <li key={f.id}>
              <a href={f.src} target="_blank" rel="noopener">
                {f.alt} <span className="notice-file-meta">(이미지)</span>
              </a>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}

export function NoticeDetail({ match }: PageProps) {
  const data = usePageData('notice-detail', match.canonicalPath);
  const notice = data?.notice;
  return (
    <SubPage match={match} title={notice?.title ?? '공지사항'}>
      {notice ? (
        <article className="press-article notice-article">
          <dl className="press-meta">
            <div><dt>작성자</dt><dd>{NOTICE_AUTHOR}</dd></div>
            <div><dt>게시일</dt><dd><time dateTime={notice.publishAt}>{formatDateTime(notice.publishAt)}</time></dd></div>
            {notice.updatedAt && (
              <div><dt>수정일</dt><dd><time dateTime={notice.updatedAt}>{formatDateTime(notice.updatedAt)}</time></dd></div>
            )}
          </dl>
          <Attachments notice={notice} />
          {/* Sanitised by the server's allow-list when saved and again for this render. */}
          <div className="notice-body" dangerouslySetInnerHTML={{ __html: notice.html }} />
        </article>
      ) : (
        <p className="board-empty" role="status">공지사항을 찾을 수 없습니다. 삭제되었거나 아직 게시되지 않은 공지입니다.</p>
      )}
      {(data?.prev || data?.next) && (
        <nav className="notice-around" aria-label="이전·다음 공지">
          {data.next && <p><span>다음 글</span><a href={noticeUrl(data.next.id)}>{data.next.title}</a></p>}
          {data.prev && <p><span>이전 글</span><a href={noticeUrl(data.prev.id)}>{data.prev.title}</a></p>}
        </nav>
      )}
      <div className="center-actions">
        <a href={NOTICE_BOARD_PATH} className="btn btn-outline">
          목록으로 돌아가기
        </a>
      </div>
    </SubPage>
  );
}
