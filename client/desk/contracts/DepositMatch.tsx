import { useState, type FormEvent } from 'react';
import { api } from '../../api';
import type { AdminDeposit, DepositMatchPreview, DepositMatchResult } from '../../../shared/deposits';

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

/**
 * Links one waiting deposit to a contract in two steps: a suggested contract (from the 호 and the
 * name in the depositor's text) or a typed 동·호 gives a preview of whose contract and what each
 * instalment receives; only "연결하기" applies it, and the sentence of what was done is answered.
 */
export function DepositMatch({ deposit, csrf, onMatched }: { deposit: AdminDeposit; csrf: string; onMatched: (message: string) => void }) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<DepositMatchPreview | null>(null);
  const call = async <T,>(path: string, json: object): Promise<T | null> => {
    setBusy(true);
    setError('');
    try {
      return await api<T>(`/api/admin/contracts/deposits/${deposit.id}/${path}`, { method: 'POST', csrf, json });
    } catch (err) {
      setError((err as Error).message);
      return null;
    } finally {
      setBusy(false);
    }
  };
  const previewFor = async (target: object) => setPreview(await call<DepositMatchPreview>('preview', target));
  const typed = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    void previewFor({ dong: form.get('dong'), ho: form.get('ho') });
  };
  const confirm = async () => {
    const done = await call<DepositMatchResult>('match', { contractId: preview!.contractId });
    if (done) onMatched(done.message);
  };

  if (preview) {
    return (
      <div className="deposit-preview" role="group" aria-label={`${deposit.depositor} ${won(deposit.amount)} 연결 미리보기`}>
        <p>
          <strong>{preview.unit}</strong> 계약에 {won(preview.amount)}을 연결합니다.
        </p>
        <ul>
          {preview.parts.map((p) => (
            <li key={p.key}>{p.label} {won(p.amount)}</li>
          ))}
          {preview.surplus > 0 && <li>초과 납부 {won(preview.surplus)}</li>}
        </ul>
        <div className="deposit-preview-actions">
          <button type="button" className="admin-btn admin-btn-small" disabled={busy || !csrf} onClick={() => void confirm()}>연결하기</button>
          <button type="button" className="admin-btn admin-btn-ghost admin-btn-small" disabled={busy} onClick={() => setPreview(null)}>취소</button>
        </div>
        {error && <span className="form-message is-failure" role="alert">{error}</span>}
      </div>
    );
  }
  return (
    <div className="deposit-match-box">
      {!!deposit.suggestions?.length && (
        <p className="deposit-suggestions">
          <span className="admin-muted">입금자명으로 찾은 계약:</span>{' '}
          {deposit.suggestions.map((s) => (
            <button key={s.contractId} type="button" className="admin-btn admin-btn-ghost admin-btn-small" disabled={busy} onClick={() => void previewFor({ contractId: s.contractId })}>
              {s.unit}
            </button>
          ))}
        </p>
      )}
      <form className="deposit-match" onSubmit={typed} aria-label={`${deposit.depositor} ${won(deposit.amount)} 계약 연결`}>
        <input name="dong" required maxLength={20} placeholder="동" aria-label="동" inputMode="numeric" size={4} />
        <input name="ho" required maxLength={20} placeholder="호" aria-label="호" inputMode="numeric" size={5} />
        <button type="submit" className="admin-btn admin-btn-small" disabled={busy || !csrf}>미리보기</button>
      </form>
      {error && <span className="form-message is-failure" role="alert">{error}</span>}
    </div>
  );
}
