// The page module of a press article: the article as one island, hydrated at once for a signed-in administrator.
import { island } from '../../islands/Island';
import { usePageData } from '../../page-data';
import type { PageProps } from '../types';
import { PressDetail } from './PressDetail';

const PressDetailBoundary = island('page-press-detail', PressDetail);

/**
 * The whole page content is one island (decision 0027): for a reader it hydrates on the first
 * touch; for a signed-in administrator at once, so the edit controls are there.
 */
export function PressDetailIsland({ match }: PageProps) {
  const data = usePageData('press-detail', match.canonicalPath);
  return <PressDetailBoundary match={match} {...(data?.admin ? { hydrate: 'idle' as const } : {})} />;
}
