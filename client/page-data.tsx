import { createContext, useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';
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

/**
 * Drops the page's server data from memory at once (the HTML's data script is page-data-script.ts's:
 * this file is in the React chunk, which the boot script must not need). /my calls both on sign-out,
 * so the holder's account and figures do not stay in the tab until it moves on (decision 0050).
 */
export function useForgetPageData(): () => void {
  const ref = useContext(PageDataContext);
  return useCallback(() => {
    // The boot script's parsed state holds this very object: emptied, nothing keeps the value.
    if (ref.current) ref.current.value = undefined;
    ref.current = undefined;
  }, [ref]);
}
