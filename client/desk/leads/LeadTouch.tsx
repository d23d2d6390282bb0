import type { Touch } from '../../../shared/attribution';
import { sourceLabel } from '../../../shared/labels';
import { formatDateTime } from '../ui/format';

/** A campaign touch of the lead (its first or latest arrival): where from, which campaign, which page. */
export function TouchTable({ label, touch }: { label: string; touch: Touch | null }) {
  return (
    <table className="touch-table">
      <caption>{label}</caption>
      <tbody>
        {touch ? (
          <>
            <tr><th scope="row">소스</th><td>{sourceLabel(touch.source)}</td></tr>
            <tr><th scope="row">매체</th><td>{touch.medium ?? '—'}</td></tr>
            <tr><th scope="row">캠페인</th><td>{touch.campaign ?? '—'}</td></tr>
            {touch.term && <tr><th scope="row">키워드</th><td>{touch.term}</td></tr>}
            {touch.content && <tr><th scope="row">콘텐츠</th><td>{touch.content}</td></tr>}
            <tr><th scope="row">참조 사이트</th><td>{touch.referrer ?? '—'}</td></tr>
            <tr><th scope="row">첫 페이지</th><td>{touch.landing ?? '—'}</td></tr>
            <tr><th scope="row">시각</th><td>{formatDateTime(touch.at)}</td></tr>
          </>
        ) : (
          <tr><td>기록 없음</td></tr>
        )}
      </tbody>
    </table>
  );
}
