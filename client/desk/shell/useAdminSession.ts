import { createContext, createElement, useContext, useEffect, useState, type ReactNode } from 'react';
import { api } from '../../api';

// The token the server rendered the desk page with (AppState.deskToken), when signed in.
const DeskTokenContext = createContext<string | undefined>(undefined);

export function DeskTokenProvider({ token, children }: { token: string | undefined; children: ReactNode }) {
  return createElement(DeskTokenContext.Provider, { value: token }, children);
}

/**
 * The administrator's CSRF token for state-changing requests. A server-rendered desk page carries
 * it, so its buttons are usable from the first paint (and never flip from enabled to disabled when
 * a part of the page mounts again); otherwise it is fetched once the page is shown.
 */
export function useCsrfToken(): string {
  const rendered = useContext(DeskTokenContext);
  const [token, setToken] = useState(rendered ?? '');
  useEffect(() => {
    if (rendered) return;
    api<{ csrfToken: string }>('/api/auth/session')
      .then((s) => setToken(s.csrfToken))
      .catch(() => {});
  }, [rendered]);
  return token;
}
