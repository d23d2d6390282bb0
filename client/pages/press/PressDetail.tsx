import { useEffect, useState } from 'react';
import { Link, useNavigate } from '../../nav';
import { SubPage } from '../../components/SubPage';
import { formatDateTime, PRESS_AUTHOR, PRESS_IMAGE_LINE, type PressArticle } from '../../../shared/press';
import { MediaPicture } from '../../components/MediaPicture';
import { api, ApiError } from '../../api';

import { usePageData } from '../../page-data';
import type { PageProps } from '../types';
import { ArticleAdmin } from './ArticleAdmin';
import { groupDigits } from '../../../shared/korean-format';

/** The article column: the phone's width, else at most 860 px. */
const ARTICLE_SIZES = '(max-width: 900px) calc(100vw - 40px), 860px';

// One request per visit (article id): a repeated effect (React StrictMode) must not count a second view.
const opening = new Map<string, Promise<PressArticle>>();

export function PressDetail({ match }: PageProps) {
  const { site, id } = match.params as { site: string; id: string };
  const initial = usePageData('press-detail', match.canonicalPath);
  const [article, setArticle] = useState<PressArticle | undefined>(initial?.article);
  const [error, setError] = useState('');
  const navigate = useNavigate();

  useEffect(() => {
    if (initial) return; // server-rendered: the server counted this view
    let live = true;
    const key = id;
    if (!opening.has(key)) opening.set(key, api<PressArticle>(`/api/press/${encodeURIComponent(id)}`));
    opening
      .get(key)!
      .then((a) => live && setArticle(a))
      .catch((err) => {
        if (!live) return;
        if (err instanceof ApiError && (err.status === 404 || err.status === 400)) navigate('/Promotion/Press', { replace: true });
        else setError((err as Error).message);
      });
    return () => {
      live = false;
    };
  }, [id, initial, navigate]);

  useEffect(() => {
    if (article) document.title = document.title.replace(/^[^|]*/, `${article.title} `);
  }, [article]);

  return (
    <SubPage match={match} title={article?.title ?? '보도자료'}>
      {article ? (
        <article className="press-article">
          <dl className="press-meta">
            <div><dt>작성자</dt><dd>{PRESS_AUTHOR}</dd></div>
            <div><dt>작성일</dt><dd><time dateTime={article.date}>{formatDateTime(article.date)}</time></dd></div>
            {article.updatedAt && (
              <div><dt>수정일</dt><dd><time dateTime={article.updatedAt} className="press-updated">{formatDateTime(article.updatedAt)}</time></dd></div>
            )}
            <div><dt>조회수</dt><dd className="press-views">{groupDigits(article.views)}</dd></div>
          </dl>
          <p className="press-summary">{article.summary}</p>
          {article.cover && <MediaPicture image={article.cover} sizes={ARTICLE_SIZES} className="press-cover" priority />}
          <div className="press-body">
            {article.content
              .split('\n')
              .filter((line) => line.trim() !== '')
              .map((line, i) => {
                // A `[[image:id]]` line places a library image; one no longer usable is left out.
                const id = PRESS_IMAGE_LINE.exec(line.trim())?.[1];
                if (id) return article.images?.[id] ? <MediaPicture key={i} image={article.images[id]} sizes={ARTICLE_SIZES} className="press-image" /> : null;
                return <p key={i}>{line}</p>;
              })}
          </div>
        </article>
      ) : (
        <p className="board-empty" role="status">{error || '보도자료를 불러오는 중입니다…'}</p>
      )}
      {article && (
        <ArticleAdmin
          article={article}
          onSaved={(a) => setArticle(a)}
          onDeleted={() => navigate(`/${site}/press`, { replace: true })}
        />
      )}
      <div className="center-actions">
        <Link to={`/${site}/press`} className="btn btn-outline">
          목록으로 돌아가기
        </Link>
      </div>
    </SubPage>
  );
}
