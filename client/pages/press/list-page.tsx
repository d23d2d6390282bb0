// The page module of 보도자료: the list as one island, hydrated at once for anyone signed in.
import { island } from '../../islands/Island';
import { usePageData } from '../../page-data';
import type { PageProps } from '../types';
import { PressList } from './PressList';

const PressListBoundary = island('page-press-list', PressList);

/**
 * The whole page content is one island (decision 0027): for a reader it hydrates on the first
 * touch; for anyone signed in at once, so the staff tools (or the sign-out) work.
 */
export function PressListIsland({ match }: PageProps) {
  const data = usePageData('press-list', match.canonicalPath);
  // Anyone signed in (staff tools, or only the sign-out) gets a live panel without waiting for a touch.
  return <PressListBoundary match={match} {...(data?.admin ? { hydrate: 'idle' as const } : {})} />;
}
