import { useState } from 'react';
import { api } from '../../api';
import { useCsrfToken } from '../shell/useAdminSession';

/**
 * 옵션 계약 확정: the holder's requested options are confirmed at the option contract; their own
 * instalments then join the contract's payments (the page reloads to show them).
 */
export function ConfirmOptions({ contractId, requested }: { contractId: string; requested: number }) {
  const csrf = useCsrfToken();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  if (requested === 0) return null;
  const confirm = async () => {
    setBusy(true);
    setError('');
    try {
      await api(`/api/admin/contracts/${contractId}/options/confirm`, { method: 'POST', csrf, json: {} });
      window.location.reload();
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="btn btn-primary" disabled={busy || !csrf} onClick={() => void confirm()}>
        신청 옵션 {requested}개 옵션 계약 확정
      </button>
      {error && (
        <p role="alert" className="admin-notice is-error">
          {error}
        </p>
      )}
    </>
  );
}
