import { useEffect, useLayoutEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { findPage, redirectFor, type PageMatch, type PageRoute } from '../shared/routes';
import { buildHead } from '../shared/seo';
import type { AppState } from '../shared/app-state';
import { SiteProvider, useSite } from './site-context';
import { PageDataProvider } from './page-data';
import { DeskTokenProvider } from './desk/shell/useAdminSession';
import { usePageComponent } from './pages';
import './styles/global.css';

/**
 * The desk (/admin/...): a client-routed React app, hydrated whole. Visitor pages are rendered by
 * VisitorPage (visitor.tsx) and hydrate only their islands.
 */
export function App({ state }: { state: AppState }) {
  // Marks the document once the page is interactive (browser tests wait for it).
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  const { pathname } = useLocation();
  return (
    <SiteProvider site={state.site}>
      <PageDataProvider initial={state.data} pathname={pathname}>
        <DeskTokenProvider token={state.deskToken}>
          {/* The desk frame (AdminLayout) holds its own skip link, header and <main>. */}
          <div className="admin-main">
            <CurrentPage />
          </div>
        </DeskTokenProvider>
      </PageDataProvider>
    </SiteProvider>
  );
}

/** Matches the location against the shared route table (the same function the server uses). */
function CurrentPage() {
  const site = useSite();
  const { pathname } = useLocation();
  const match = findPage(pathname, site.sites);
  useRouteChangeEffects(match ? buildHead(match, site).title : 'Not Found');

  const redirect = redirectFor(pathname, site.defaultSite);
  if (redirect) return <Navigate to={redirect} replace />;
  return <PageView match={match} />;
}

function PageView({ match }: { match: PageMatch | null }) {
  const Page = usePageComponent(match?.route.page ?? 'not-found');
  if (!match) return <Page match={{ route: notFoundRoute, params: {}, canonicalPath: '' }} />;
  // key: a new page (even of the same component) starts with fresh state.
  return <Page key={match.canonicalPath} match={match} />;
}

export const notFoundRoute: PageRoute = { path: '', page: 'not-found', title: 'Not Found', description: '', noindex: true };

/** On in-app navigation: scroll to the top and keep the document title in step. */
function useRouteChangeEffects(title: string) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) return;
    window.scrollTo(0, 0);
  }, [pathname]);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.title = title;
  }, [title]);
}
