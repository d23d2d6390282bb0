import { useEffect, useState, type FormEvent } from 'react';
import { api } from '../../api';
import { won } from '../../../shared/payment';
import { groupDigits } from '../../../shared/korean-format';
import type { AdminInstalmentView } from '../../../shared/contract-ledger';
import type { DeskLoan } from '../../../shared/settlement';
import { useCsrfToken } from '../shell/useAdminSession';
import { useSaveStatus } from '../ui/SaveBar';
import { FormStatus } from '../ui/FormStatus';
import { ScrollTable } from '../ui/ScrollTable';
import { EmptyRow } from '../ui/EmptyRow';

/**
 * A household's 중도금 집단대출 (owners and managers): the bank and its 이자후불제 rate, each 회차 the
 * bank executed (day, amount), and a 회차 typed in from the bank's notice. A 회차 pays its own 중도금
 * and its 후불이자 runs to the 정산서's day; the server refuses a 회차 recorded twice.
 */
export function LoanCard({ contractId, instalments }: { contractId: string; instalments: AdminInstalmentView[] }) {
  const csrf = useCsrfToken();
  const [loan, setLoan] = useState<DeskLoan | null | undefined>(undefined);
  const { busy, status, setStatus, run } = useSaveStatus();
  useEffect(() => {
    api<{ loan: DeskLoan | null }>(`/api/admin/contracts/${contractId}/loan`)
      .then((r) => setLoan(r.loan))
      .catch((err: Error) => setStatus({ ok: false, text: err.message }));
  }, [contractId]); // eslint-disable-line react-hooks/exhaustive-deps
  const rounds = instalments.filter((i) => i.kind === 'sale' && /^mid-/.test(i.key) && !loan?.draws.some((d) => d.key === i.key));
  const saveLoan = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const rate = Number(String(f.get('rate') ?? '').replace(/[%\s]/g, ''));
    void run(async () => {
      const r = await api<{ loan: DeskLoan }>(`/api/admin/contracts/${contractId}/loan`, { method: 'PUT', csrf, json: { bank: String(f.get('bank') ?? ''), ratePercent: rate } });
      setLoan(r.loan);
      return `중도금 대출을 저장했습니다 (${r.loan.bank}, 이자후불제 연 ${r.loan.ratePercent}%).`;
    });
  };
  const addDraw = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const amount = Number(String(f.get('amount') ?? '').replace(/[,\s원]/g, ''));
    void run(async () => {
      const r = await api<{ label: string; paid: number; surplus: number }>(`/api/admin/contracts/${contractId}/loan/draws`, { method: 'POST', csrf, json: { round: rounds[Number(f.get('round'))]?.label, day: f.get('day'), amount } });
      window.setTimeout(() => window.location.reload(), 1500);
      return `${r.label} 대출 실행을 기록했습니다. ${won(r.paid)}이 납부되었습니다${r.surplus ? `, 초과 납부 ${won(r.surplus)}` : ''}.`;
    });
  };
  return (
    <section className="admin-card" aria-labelledby="c-loan">
      <h2 id="c-loan" className="admin-card-title">중도금 대출 (이자후불제)</h2>
      {loan === undefined && !status ? <p className="admin-muted">불러오는 중입니다…</p> : null}
      {loan !== undefined && (
        <>
          <form className="life-form loan-form" onSubmit={saveLoan} aria-label="대출 은행과 금리">
            <div className="admin-field">
              <label htmlFor="l-bank">대출 은행</label>
              <input id="l-bank" name="bank" required maxLength={40} defaultValue={loan?.bank ?? ''} placeholder="예: 하나은행" disabled={busy} />
            </div>
            <div className="admin-field">
              <label htmlFor="l-rate">이자후불제 금리 (연 %)</label>
              <input id="l-rate" name="rate" required inputMode="decimal" defaultValue={loan ? String(loan.ratePercent) : ''} placeholder="예: 4.5" disabled={busy} />
            </div>
            <button type="submit" className="admin-btn" disabled={busy || !csrf}>
              {loan ? '은행·금리 저장' : '대출 등록'}
            </button>
          </form>
          <ScrollTable label="대출 실행 회차" className="admin-table" head={
              <>
                <th scope="col">회차</th>
                <th scope="col">실행일</th>
                <th scope="col" className="num">실행 금액</th>
              </>
            } foot={loan?.draws.length ? <tr><th scope="row" colSpan={2}>합계</th><td className="num nowrap">{won(loan.draws.reduce((t, d) => t + d.amount, 0))}</td></tr> : undefined}>
            {(loan?.draws ?? []).map((d) => (
              <tr key={d.key}>
                <th scope="row">{d.label}</th>
                <td className="nowrap">{d.day}</td>
                <td className="num nowrap">{won(d.amount)}</td>
              </tr>
            ))}
            {!loan?.draws.length && <EmptyRow cols={3} className="admin-empty">기록된 대출 실행이 없습니다.</EmptyRow>}
          </ScrollTable>
          {loan && rounds.length > 0 && (
            <form className="life-form loan-form" onSubmit={addDraw} aria-label="대출 실행 기록">
              <div className="admin-field">
                <label htmlFor="l-round">실행 회차</label>
                <select id="l-round" name="round" required disabled={busy}>
                  {rounds.map((i, n) => (
                    <option key={i.key} value={n}>{`${i.label}${i.dueDate ? ` (납부일 ${i.dueDate})` : ''}`}</option>
                  ))}
                </select>
              </div>
              <div className="admin-field">
                <label htmlFor="l-day">실행일</label>
                <input id="l-day" name="day" type="date" required disabled={busy} />
              </div>
              <div className="admin-field">
                <label htmlFor="l-amount">실행 금액(원)</label>
                <input id="l-amount" name="amount" required inputMode="numeric" defaultValue={rounds[0]?.amount ? groupDigits(rounds[0].amount) : ''} disabled={busy} />
              </div>
              <button type="submit" className="admin-btn" disabled={busy || !csrf}>
                대출 실행 기록
              </button>
            </form>
          )}
        </>
      )}
      <FormStatus status={status} />
    </section>
  );
}
