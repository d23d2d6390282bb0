// The page module: the page's stylesheet with its island (whose own code carries none, decision 0027).
import { createElement } from 'react';
import './my.css';
import { island } from '../islands/Island';
import { usePageData } from '../page-data';
import { MyPage } from './my/MyPage';
import type { PageProps } from './types';

const MyPageShell = island('page-my', MyPage);

/**
 * The whole page content is one island that reads /api/my with the buyer's session. Without a sign-in
 * cookie it is the sign-in form in the HTML, live on the first touch (no script until then, as the
 * other form pages; a number typed before is handed over). With a live session the HTML holds the 납부
 * section, live on the first touch too (a tab tapped before is replayed; an address naming another
 * section wakes it at once: islands/boot.ts); only a session the server could not read goes live once painted.
 */
export function MyPageIsland(props: PageProps) {
  const data = usePageData('my', props.match.canonicalPath);
  const loadsItself = (data?.signedIn ?? true) && !data?.first;
  return createElement(MyPageShell, { ...props, hydrate: loadsItself ? 'idle' : 'interaction' });
}
