import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import type { AppState } from '../shared/app-state';
import type { DataPageKey, PageDataByKey } from '../shared/page-data';

type Initial = AppState['data'];
const PageDataContext = createContext<{ current: Initial }>({ current: undefined });

/**
 * Holds the data the server loaded for the first page. It serves only that page's first visit:
 * once the visitor navigates elsewhere in the desk it is dropped, so coming back loads fresh data.
 */
export function PageDataProvider({ initial, pathname, children }: { initial: Initial; pathname: string; children: ReactNode }) {
  const ref = useRef<Initial>(initial);
  useEffect(() => {
    if (ref.current && ref.current.path !== pathname) ref.current = undefined;
  }, [pathname]);
  return <PageDataContext.Provider value={ref}>{children}</PageDataContext.Provider>;
}

/**
 * The server-loaded data of page `page` at `path`, if this is its server-rendered visit: typed by
 * the page key (shared/page-data.ts), the same type its server loader returns.
 */
export function usePageData<K extends DataPageKey>(page: K, path: string): PageDataByKey[K] | undefined {
  const ref = useContext(PageDataContext);
  const data = ref.current;
  // The state holds what this very page's server loader returned (ssr.ts).
  return data?.page === page && data.path === path ? (data.value as PageDataByKey[K]) : undefined;
}
