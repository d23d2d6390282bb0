import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { findPage, isAdminPath, PRIVATE_PAGES, redirectFor, type PageMatch, type PageRoute } from '../shared/routes';
import { FormEchoProvider } from './form-echo';
import { buildHead } from '../shared/seo';
import type { AppState } from '../shared/app-state';
import { MenuFlagsProvider, SiteProvider, useSite } from './site-context';
import { FormIdProvider } from './form-id';
import { PageDataProvider } from './page-data';
import { FormStepProvider } from './form-step';
import { PopupProvider } from './popup';
import { InterestPopup } from './components/InterestPopup';
import { Header } from './components/Header';
import { Footer } from './components/Footer';
import { FloatingBar } from './components/FloatingBar';
import { KEPT_STORAGE_KEY } from './kept-key';
import { usePageComponent } from './pages';
import './styles/global.css';

export function App({ state }: { state: AppState }) {
  // Marks the document once the page is interactive (browser tests wait for it).
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  // Administrator pages bring their own tool frame: no visitor header, footer or popups.
  const { pathname } = useLocation();
  const admin = isAdminPath(pathname);
  // Private pages (reservation, opt-out, result) carry no registration popup or floating bar.
  const page = findPage(pathname, state.site.sites)?.route.page;
  const isPrivate = !!page && PRIVATE_PAGES.has(page);
  if (admin) {
    return (
      <SiteProvider site={state.site}>
        <PageDataProvider initial={state.data}>
          {/* The desk frame (AdminLayout) holds its own skip link, header and <main>. */}
          <div className="admin-main">
            <CurrentPage />
          </div>
        </PageDataProvider>
      </SiteProvider>
    );
  }
  return (
    <SiteProvider site={state.site}>
      <MenuFlagsProvider flags={state.menu}>
      <FormIdProvider value={state.formId ?? ''}>
      <PageDataProvider initial={state.data}>
      <FormEchoProvider echo={state.form}>
      <FormStepProvider step={state.formStep}>
      <PopupProvider enabled={!isPrivate}>
      <a className="skip-link" href="#main">
        본문 바로가기
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <CurrentPage />
      </main>
      <Footer />
      {!isPrivate && <FloatingBar />}
      {!isPrivate && <InterestPopup />}
      <KeptLeadsLoader />
      </PopupProvider>
      </FormStepProvider>
      </FormEchoProvider>
      </PageDataProvider>
      </FormIdProvider>
      </MenuFlagsProvider>
    </SiteProvider>
  );
}

/** Registrations kept on this device wait for a page view: the sender is loaded only when there are some. */
function KeptLeadsLoader() {
  const { pathname } = useLocation();
  const [Notice, setNotice] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (Notice) return;
    let kept = false;
    try {
      kept = !!localStorage.getItem(KEPT_STORAGE_KEY);
    } catch {
      // storage unavailable: nothing can have been kept
    }
    if (kept) void import('./components/KeptLeads').then((m) => setNotice(() => m.KeptLeads));
  }, [pathname, Notice]);
  return Notice ? <Notice /> : null;
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

const notFoundRoute: PageRoute = { path: '', page: 'not-found', title: 'Not Found', description: '', noindex: true };

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
