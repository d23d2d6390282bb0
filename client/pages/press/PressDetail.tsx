import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { SubPage } from '../../components/SubPage';
import { formatDateTime, PRESS_AUTHOR, type PressArticle } from '../../../shared/press';
import { api, ApiError } from '../../api';
import type { PressDetailData } from '../../../shared/page-data';
import { useInitialData } from '../../page-data';
import type { PageProps } from '../types';
import { ArticleAdmin } from './ArticleAdmin';

// One request per visit (location key): a repeated effect (React StrictMode) must not count a second view.
const opening = new Map<string, Promise<PressArticle>>();

export function PressDetail({ match }: PageProps) {
  const { site, id } = match.params as { site: string; id: string };
  const initial = useInitialData<PressDetailData>(match.canonicalPath);
  const [article, setArticle] = useState<PressArticle | undefined>(initial?.article);
  const [error, setError] = useState('');
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (initial) return; // server-rendered: the server counted this view
    let live = true;
    const key = location.key;
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
  }, [id, initial, location.key, navigate]);

  useEffect(() => {
    if (article) document.title = document.title.replace(/^[^|]*/, `${article.title} `);
  }, [article]);

  const back = (e: React.MouseEvent) => {
    // With in-app history, go back to where the visitor came from; otherwise follow the link.
    if (window.history.state?.idx > 0) {
      e.preventDefault();
      navigate(-1);
    }
  };

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
            <div><dt>조회수</dt><dd className="press-views">{article.views.toLocaleString('ko-KR')}</dd></div>
          </dl>
          <p className="press-summary">{article.summary}</p>
          <div className="press-body">
            {article.content
              .split('\n')
              .filter((line) => line.trim() !== '')
              .map((line, i) => (
                <p key={i}>{line}</p>
              ))}
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
        <Link to={`/${site}/press`} className="btn btn-outline" onClick={back}>
          목록으로 돌아가기
        </Link>
      </div>
    </SubPage>
  );
}
