import type { FormEvent } from 'react';
import { api } from '../../api';
import { won } from '../../../shared/payment';
import type { AdminInstalmentView } from '../../../shared/contract-ledger';
import type { TossAccountView } from '../../../shared/deposits';
import { useCsrfToken } from '../shell/useAdminSession';
import { useSaveStatus } from '../ui/SaveBar';
import { FormStatus } from '../ui/FormStatus';
import { DeskList } from '../ui/DeskList';
import { formatDateTime } from '../ui/format';

/**
 * 토스페이먼츠 가상계좌 of one contract (owners and managers): the accounts issued so far, and, when
 * the site has Toss's key and the contract is live, a form that issues one for a payment still owed.
 * The account takes exactly its amount; a deposit into it arrives as Toss's notice and is applied
 * to the contract like a statement line (the 입금 내역 desk lists the notices).
 */
export function TossAccountCard(p: { contractId: string; unit: string; issuing: boolean; accounts: TossAccountView[]; instalments: AdminInstalmentView[] }) {
  const csrf = useCsrfToken();
  const { busy, status, setStatus, run } = useSaveStatus();
  // Sale money only: options are paid into their own account (pricing.accounts).
  const owed = p.instalments.filter((i) => i.kind === 'sale' && (i.outstanding ?? 0) > 0);
  if (!p.issuing && p.accounts.length === 0) return null;
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const chosen = owed[Number(f.get('payment'))];
    const raw = String(f.get('amount') ?? '').replace(/[,\s원]/g, '');
    if (!chosen) return setStatus({ ok: false, text: '가상계좌로 받을 회차를 골라 주세요.' });
    if (raw && !/^\d{1,13}$/.test(raw)) return setStatus({ ok: false, text: '금액을 원 단위 숫자로 입력해 주세요.' });
    const amount = raw ? Number(raw) : chosen.outstanding!;
    if (amount < 1 || amount > chosen.outstanding!) return setStatus({ ok: false, text: `금액은 1원부터 ${chosen.label}의 남은 금액 ${won(chosen.outstanding!)}까지입니다.` });
    void run(async () => {
      const r = await api<{ bank: string; accountNumber: string; amount: number }>(`/api/admin/contracts/${p.contractId}/toss-account`, {
        method: 'POST',
        csrf,
        json: { amount, orderName: `${p.unit} ${chosen.label}` },
      });
      window.setTimeout(() => window.location.reload(), 1500);
      return `${r.bank} ${r.accountNumber} 가상계좌를 ${won(r.amount)}으로 발급했습니다. 계약자께 안내해 주세요.`;
    });
  };
  return (
    <section className="admin-card" aria-labelledby="c-toss">
      <h2 id="c-toss" className="admin-card-title">토스페이먼츠 가상계좌</h2>
      {p.accounts.length > 0 && (
        <DeskList
          label="발급한 가상계좌"
          rows={p.accounts}
          rowKey={(a) => a.accountNumber}
          empty="발급한 가상계좌가 없습니다."
          columns={[
            { header: '내용', cell: (a) => a.orderName, card: 'name' },
            { header: '계좌', cell: (a) => `${a.bank} ${a.accountNumber}`.trim(), card: 'line', label: '계좌' },
            { header: '금액', cell: (a) => won(a.amount), card: 'inline', className: 'num' },
            { header: '발급', cell: (a) => formatDateTime(a.issuedAt), card: 'inline', className: 'nowrap' },
          ]}
        />
      )}
      {p.issuing && (owed.length === 0 ? (
        <p className="admin-muted">남은 납부가 없어 발급할 가상계좌가 없습니다.</p>
      ) : (
        <form className="life-form" onSubmit={submit}>
          <p className="admin-muted">계좌는 이 금액만 받습니다. 들어온 돈은 다른 입금처럼 앞 회차부터 차례로 반영됩니다.</p>
          <div className="admin-field">
            <label htmlFor="toss-payment">회차</label>
            <select id="toss-payment" name="payment" required disabled={busy}>
              {owed.map((i, n) => (
                <option key={i.key} value={n}>{`${i.label} · 남은 금액 ${won(i.outstanding ?? 0)}`}</option>
              ))}
            </select>
          </div>
          <div className="admin-field">
            <label htmlFor="toss-amount">금액(원, 비우면 그 회차의 남은 금액 전부)</label>
            <input id="toss-amount" name="amount" inputMode="numeric" disabled={busy} />
          </div>
          <button type="submit" className="admin-btn" disabled={busy || !csrf}>
            가상계좌 발급
          </button>
        </form>
      ))}
      <FormStatus status={status} />
    </section>
  );
}
