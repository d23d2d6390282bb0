import { useState } from 'react';
import { api, ApiError } from '../../api';

/** 입금 확인 문자 on or off, for this holder's phone (PUT /api/my/contracts/:id/deposit-texts). */
export function DepositTexts({ id, on }: { id: string; on: boolean }) {
  const [checked, setChecked] = useState(on);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const change = async (next: boolean) => {
    setBusy(true);
    try {
      const r = await api<{ depositTexts: boolean; message: string }>(`/api/my/contracts/${id}/deposit-texts`, { method: 'PUT', json: { on: next } });
      setChecked(r.depositTexts);
      setMessage({ text: r.message, ok: true });
    } catch (err) {
      setMessage({ text: err instanceof ApiError ? err.message : '바꾸지 못했습니다. 잠시 후 다시 시도해 주세요.', ok: false });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="my-deposit-texts">
      <label>
        <input type="checkbox" checked={checked} disabled={busy} onChange={(e) => void change(e.target.checked)} /> 입금이 확인되면 문자(알림톡)로 알려 주세요
      </label>
      {message && <p className={`form-message ${message.ok ? 'is-success' : 'is-failure'}`} role="status">{message.text}</p>}
    </div>
  );
}
