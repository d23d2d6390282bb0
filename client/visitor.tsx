/**
 * A visitor page as the server renders it (decision 0027): the whole page, from the same
 * components as ever, with the interactive parts wrapped in islands. It never runs in the browser:
 * there each island hydrates on its own (islands/boot.ts) and the rest stays HTML.
 */
import type { ComponentType } from 'react';
import { findPage, PRIVATE_PAGES } from '../shared/routes';
import type { AppState } from '../shared/app-state';
import { PlaceProvider } from './nav';
import { IslandFrame } from './islands/frame';
import { island } from './islands/Island';
import { Header } from './components/Header';
import { InterestPopup } from './components/InterestPopup';
import { Footer } from './components/Footer';
import { FloatingBar } from './components/FloatingBar';
import { notFoundRoute } from './App';
import { usePageComponent } from './pages';
import type { PageProps } from './pages/types';
import './styles/global.css';

const HeaderIsland = island('header', Header);
const PopupIsland = island('popup', InterestPopup);

export function VisitorPage({ state, url }: { state: AppState; url: string }) {
  const [pathname, search = ''] = url.split('?') as [string, string?];
  const match = findPage(pathname, state.site.sites);
  // Private pages (reservation, opt-out, result) carry no registration popup or floating bar.
  const popup = !(match && PRIVATE_PAGES.has(match.route.page));
  // The contract holder's page is theirs, not a sales page: no 관심고객 등록 bar over it.
  const salesBar = popup && match?.route.page !== 'my';
  return (
    <PlaceProvider place={{ pathname, search: search ? `?${search}` : '' }}>
      <IslandFrame state={state} pathname={pathname} popup={popup}>
        <a className="skip-link" href="#main">
          본문 바로가기
        </a>
        <HeaderIsland />
        <main id="main" tabIndex={-1}>
          <Content match={match} />
        </main>
        <Footer />
        {salesBar && <FloatingBar />}
        {popup && <PopupIsland />}
      </IslandFrame>
    </PlaceProvider>
  );
}

function Content({ match }: { match: ReturnType<typeof findPage> }) {
  const key = match?.route.page ?? 'not-found';
  const Page: ComponentType<PageProps> = usePageComponent(key);
  if (!match) return <Page match={{ route: notFoundRoute, params: {}, canonicalPath: '' }} />;
  return <Page match={match} />;
}
