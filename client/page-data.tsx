import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import type { AppState } from '../shared/app-state';

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

/** The server-loaded data of the page at `path`, if this is its server-rendered visit. */
export function useInitialData<T>(path: string): T | undefined {
  const ref = useContext(PageDataContext);
  return ref.current?.path === path ? (ref.current.value as T) : undefined;
}
