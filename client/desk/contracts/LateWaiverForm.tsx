import type { FormEvent } from 'react';
import { api } from '../../api';
import { won } from '../../../shared/payment';
import type { AdminInstalmentView } from '../../../shared/contract-ledger';
import { useCsrfToken } from '../shell/useAdminSession';
import { useSaveStatus } from '../ui/SaveBar';
import { FormStatus } from '../ui/FormStatus';

/**
 * 연체료 면제 (owners and managers): one instalment's 연체료, all of what it owes today or a part, taken
 * off with a reason. The server keeps who, when and why in the contract's history and refuses more
 * than is owed; the page reloads to show the figures and the history line.
 */
export function LateWaiverForm({ contractId, instalments }: { contractId: string; instalments: AdminInstalmentView[] }) {
  const csrf = useCsrfToken();
  const { busy, status, setStatus, run } = useSaveStatus();
  const charged = instalments.filter((i) => (i.late ?? 0) > 0);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const raw = String(f.get('amount') ?? '').replace(/[,\s원]/g, '');
    if (raw && !/^\d{1,13}$/.test(raw)) return setStatus({ ok: false, text: '면제 금액을 원 단위 숫자로 입력해 주세요.' });
    void run(async () => {
      const r = await api<{ label: string; waived: number; owed: number }>(`/api/admin/contracts/${contractId}/late-waivers`, {
        method: 'POST',
        csrf,
        // The choice is the row's place in the list: instalment keys stay out of the page.
        json: { key: charged[Number(f.get('key'))]?.key, reason: String(f.get('reason') ?? ''), ...(raw ? { amount: Number(raw) } : {}) },
      });
      window.setTimeout(() => window.location.reload(), 1500);
      return `${r.label} 연체료 ${won(r.waived)}을 면제했습니다. 남은 연체료 ${won(r.owed)}. 변경 이력에 남았습니다.`;
    });
  };
  return (
    <section className="admin-card" aria-labelledby="c-waiver">
      <h2 id="c-waiver" className="admin-card-title">연체료 면제</h2>
      {charged.length === 0 ? (
        <p className="admin-muted">면제할 연체료가 없습니다.</p>
      ) : (
        <form className="life-form" onSubmit={submit}>
          <div className="admin-field">
            <label htmlFor="w-key">회차</label>
            <select id="w-key" name="key" required disabled={busy}>
              {charged.map((i, n) => (
                <option key={i.key} value={n}>{`${i.label} · 연체료 ${won(i.late ?? 0)}`}</option>
              ))}
            </select>
          </div>
          <div className="admin-field">
            <label htmlFor="w-amount">면제 금액(원, 비우면 그 회차의 연체료 전부)</label>
            <input id="w-amount" name="amount" inputMode="numeric" disabled={busy} />
          </div>
          <div className="admin-field">
            <label htmlFor="w-reason">면제 사유</label>
            <input id="w-reason" name="reason" required minLength={2} maxLength={200} placeholder="예: 납부 안내문 발송 누락" disabled={busy} />
          </div>
          <button type="submit" className="admin-btn" disabled={busy || !csrf}>
            연체료 면제
          </button>
        </form>
      )}
      <FormStatus status={status} />
    </section>
  );
}
