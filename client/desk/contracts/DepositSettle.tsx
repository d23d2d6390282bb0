import { useState, type FormEvent } from 'react';
import { api } from '../../api';
import type { AdminDeposit } from '../../../shared/deposits';

/** 보류 or 반환 (with the day and the bank's reference) of a deposit no contract was found for. */
export function DepositSettle({ deposit, csrf, onDone }: { deposit: AdminDeposit; csrf: string; onDone: (message: string) => void }) {
  const [error, setError] = useState('');
  const [returning, setReturning] = useState(false);
  const call = async (path: 'hold' | 'return', json: object) => {
    setError('');
    try {
      onDone((await api<{ message: string }>(`/api/admin/contracts/deposits/${deposit.id}/${path}`, { method: 'POST', csrf, json })).message);
    } catch (err) {
      setError((err as Error).message);
    }
  };
  const submitReturn = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    void call('return', { day: form.get('day'), reference: form.get('reference') });
  };
  return (
    <div className="deposit-settle">
      {deposit.state === 'unmatched' && (
        <button type="button" className="admin-btn admin-btn-ghost admin-btn-small" disabled={!csrf} onClick={() => void call('hold', { note: '' })}>보류</button>
      )}
      {returning ? (
        <form onSubmit={submitReturn} aria-label={`${deposit.depositor} 반환 기록`}>
          <input name="day" type="date" required aria-label="반환일" />
          <input name="reference" required maxLength={60} placeholder="은행 거래번호" aria-label="은행 거래번호" />
          <button type="submit" className="admin-btn admin-btn-small" disabled={!csrf}>반환 기록</button>
        </form>
      ) : (
        <button type="button" className="admin-btn admin-btn-ghost admin-btn-small" onClick={() => setReturning(true)}>반환</button>
      )}
      {error && <span className="form-message is-failure" role="alert">{error}</span>}
    </div>
  );
}
