/**
 * How the visits desk acts: one request at a time (the buttons wait while it runs), then a reload
 * that shows the result, with the outcome's sentence kept across the reload; a refusal is shown
 * where it happened and the desk stays as it was.
 */
import { useEffect, useState } from 'react';
import { api } from '../../api';
import { useCsrfToken } from '../shell/useAdminSession';

export const NOTICE_KEY = 'admin-visits-notice';

export type Act = (path: string, method: 'POST' | 'PATCH' | 'DELETE', json: unknown, confirmText?: string, done?: string) => Promise<void>;
/** Slots a booking can move to: open, not full, in the week shown. */
export type Target = { id: string; label: string };

export function useVisitActions() {
  const csrf = useCsrfToken();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');

  // The outcome of the last action survives the reload that shows its result.
  useEffect(() => {
    const saved = window.sessionStorage.getItem(NOTICE_KEY);
    if (saved) {
      setNotice(saved);
      window.sessionStorage.removeItem(NOTICE_KEY);
    }
  }, []);

  const act: Act = async (path, method, json, confirmText, done) => {
    if (confirmText && !window.confirm(confirmText)) return;
    setBusy(true);
    setError('');
    try {
      const res = await api<{ message?: string }>(path, { method, csrf, json: method === 'DELETE' ? undefined : json });
      const text = done ?? res?.message;
      if (text) window.sessionStorage.setItem(NOTICE_KEY, text);
      window.location.reload();
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  };

  return { csrf, busy, setBusy, error, setError, notice, act };
}
