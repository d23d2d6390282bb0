import { useState, type FormEvent } from 'react';
import { api } from '../../api';
import { won } from '../../../shared/payment';
import type { RepriceResult } from '../../../shared/contract-ledger';
import { useCsrfToken } from '../shell/useAdminSession';
import { groupDigits } from '../../../shared/korean-format';
import { defaultPenalty } from '../../../shared/contract-life';
import { siteConfig } from '../../../shared/site.config';

/**
 * What only the desk (owners and managers) changes on a contract: its counselor (never taken from a
 * lead's phone) and its price once money is paid, which allots the payments again and shows any
 * 초과 납부; and a 해약, recorded once with its day and reason after a confirmation in words. Each
 * answer is shown before the page reloads with the new figures and history.
 */
export function ContractDeskActions(p: { contractId: string; unit: string; price?: number; counselorId: string | null; assignable: { id: string; name: string }[]; cancelledOn?: string; today?: string }) {
  const { contractId, price, counselorId, assignable } = p;
  const csrf = useCsrfToken();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const run = async (call: () => Promise<string>) => {
    setBusy(true);
    setMessage(null);
    try {
      setMessage({ text: await call(), error: false });
      window.setTimeout(() => window.location.reload(), 1500);
    } catch (err) {
      setMessage({ text: (err as Error).message, error: true });
      setBusy(false);
    }
  };
  const assign = (id: string) =>
    run(async () => {
      await api(`/api/admin/contracts/${contractId}/counselor`, { method: 'PUT', csrf, json: { counselorId: id || null } });
      return id ? '담당 상담사를 지정했습니다.' : '담당 상담사를 비웠습니다.';
    });
  const reprice = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const raw = String(new FormData(e.currentTarget).get('price') ?? '').replace(/[,\s원]/g, '');
    const next = /^\d{1,13}$/.test(raw) ? Number(raw) : NaN;
    if (!next) return setMessage({ text: '분양가를 원 단위 숫자로 입력해 주세요.', error: true });
    void run(async () => {
      const r = await api<RepriceResult>(`/api/admin/contracts/${contractId}/price`, { method: 'POST', csrf, json: { price: next } });
      return `분양가를 ${won(r.price)}으로 바꾸고 납부액 ${won(r.paid)}을 다시 배분했습니다. 남은 금액 ${won(r.outstanding)}${r.surplus ? `, 초과 납부(과오납) ${won(r.surplus)}` : ''}.`;
    });
  };
  const cancel = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const on = String(form.get('on') ?? '');
    const reason = String(form.get('reason') ?? '').trim();
    const rawPenalty = String(form.get('penalty') ?? '').replace(/[,\s원]/g, '');
    if (!window.confirm(`${p.unit} 계약을 ${on || '(날짜 없음)'}자로 해약 처리합니다. 분양 실적에서 빠지고 남은 분양대금은 더 청구되지 않으며, 되돌릴 수 없습니다. 계속하시겠습니까?`)) return;
    void run(async () => {
      const r = await api<{ cancelledOn: string }>(`/api/admin/contracts/${contractId}/cancel`, { method: 'POST', csrf, json: { on, reason, ...(rawPenalty ? { penalty: Number(rawPenalty) } : {}) } });
      return `${p.unit} 계약을 ${r.cancelledOn}자로 해약 처리했습니다.`;
    });
  };
  return (
    <section className="admin-card" aria-labelledby="c-desk">
      <h2 id="c-desk" className="admin-card-title">계약 관리</h2>
      <div className="admin-field">
        <label htmlFor="c-counselor">담당 상담사</label>
        <select id="c-counselor" value={counselorId ?? ''} disabled={busy || !csrf} onChange={(e) => void assign(e.target.value)}>
          <option value="">지정 안 함</option>
          {assignable.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </select>
      </div>
      <form className="admin-field" onSubmit={reprice}>
        <label htmlFor="c-price">분양가 변경 (납부액은 다시 배분되고, 남는 금액은 초과 납부로 표시됩니다)</label>
        {/* With separators, as the price reads everywhere else on the page (the save strips them). */}
        <input id="c-price" name="price" inputMode="numeric" defaultValue={price === undefined ? '' : groupDigits(price)} disabled={busy} />
        <button type="submit" className="admin-btn" disabled={busy || !csrf}>
          분양가 변경
        </button>
      </form>
      {p.cancelledOn ? (
        <p className="admin-muted">{`이 계약은 ${p.cancelledOn}에 해약되었습니다.`}</p>
      ) : (
        <form className="admin-field" onSubmit={cancel}>
          <label htmlFor="c-cancel-on">해약 처리 (해약일과 사유, 되돌릴 수 없습니다)</label>
          <input id="c-cancel-on" name="on" type="date" required defaultValue={p.today} max={p.today} disabled={busy} />
          <label htmlFor="c-cancel-reason" className="sr-only">해약 사유</label>
          <input id="c-cancel-reason" name="reason" required minLength={2} maxLength={200} placeholder="해약 사유 (예: 계약자 요청에 따른 합의 해약)" disabled={busy} />
          <label htmlFor="c-cancel-penalty">{`위약금(원, 계약서의 금액: 분양가의 ${siteConfig.pricing.penaltyPercent ?? 0}%를 제안합니다)`}</label>
          <input id="c-cancel-penalty" name="penalty" inputMode="numeric" defaultValue={price === undefined ? '' : groupDigits(defaultPenalty(price, siteConfig.pricing.penaltyPercent))} disabled={busy} />
          <button type="submit" className="admin-btn" disabled={busy || !csrf}>
            해약 처리
          </button>
        </form>
      )}
      {message && (
        <p role={message.error ? 'alert' : 'status'} className={`admin-notice${message.error ? ' is-error' : ''}`}>
          {message.text}
        </p>
      )}
    </section>
  );
}
