import { useEffect, useState } from 'react';
import { api } from '../../api';

/** The administrator's CSRF token for state-changing requests (fetched once the page is shown). */
export function useCsrfToken(): string {
  const [token, setToken] = useState('');
  useEffect(() => {
    api<{ csrfToken: string }>('/api/auth/session')
      .then((s) => setToken(s.csrfToken))
      .catch(() => {});
  }, []);
  return token;
}
