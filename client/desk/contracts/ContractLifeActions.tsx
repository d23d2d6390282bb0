import { useState, type FormEvent, type ReactNode } from 'react';
import { api } from '../../api';
import { won } from '../../../shared/payment';
import type { AdminContractDetail } from '../../../shared/contract-ledger';
import { RESALE_EXCEPTIONS, RESALE_RULE, TRANSFER_DOCUMENTS, TRANSFER_REASONS } from '../../../shared/contract-life';
import { useCsrfToken } from '../shell/useAdminSession';
import { FormStatus, type SaveStatus } from '../ui/FormStatus';

/**
 * A contract's life on the desk (owners and managers): a live contract is handed over (명의변경, with
 * its reason, the documents checked and, within the 전매제한, the 시행령 제73조제4항 ground); an ended
 * one shows what its 해약 leaves and records each refund. The server decides every rule; its words
 * are shown as they come.
 */
export function ContractLifeActions({ c }: { c: AdminContractDetail }) {
  const csrf = useCsrfToken();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<SaveStatus>(null);
  const post = (path: string, json: unknown, done: string) => {
    setBusy(true);
    setStatus(null);
    api(`/api/admin/contracts/${c.id}/${path}`, { method: 'POST', csrf, json })
      .then(() => {
        setStatus({ ok: true, text: done });
        window.setTimeout(() => window.location.reload(), 1500);
      })
      .catch((err: Error) => {
        setStatus({ ok: false, text: err.message });
        setBusy(false);
      });
  };
  const transfer = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const holders = [0, 1].map((i) => ({ name: String(f.get(`name${i}`) ?? '').trim(), phone: String(f.get(`phone${i}`) ?? '').trim() })).filter((h) => h.name || h.phone);
    const exception = String(f.get('exception') ?? '');
    const note = String(f.get('note') ?? '').trim();
    post('transfer', { holders, on: f.get('on'), reason: f.get('reason'), documents: f.getAll('documents'), ...(exception ? { exception } : {}), ...(note ? { note } : {}) }, '명의변경을 기록했습니다.');
  };
  const refund = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const amount = Number(String(f.get('amount') ?? '').replace(/[,\s원]/g, ''));
    post('refunds', { amount, on: f.get('on'), reference: String(f.get('reference') ?? '').trim() }, '환불을 기록했습니다.');
  };
  const field = (id: string, label: string, control: ReactNode) => (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {control}
    </div>
  );
  return (
    <section className="admin-card" aria-labelledby="c-life">
      <h2 id="c-life" className="admin-card-title">{c.ended ? '해약 정산' : '명의변경'}</h2>
      {c.ended ? (
        <>
          <dl className="life-money">
            <dt>납부하신 금액</dt>
            <dd>{won(c.ended.paid)}</dd>
            <dt>위약금</dt>
            <dd>{won(c.ended.penalty)}</dd>
            <dt>환불한 금액</dt>
            <dd>{won(c.ended.refunded)}</dd>
            <dt>환불할 금액</dt>
            <dd className={c.ended.refundDue ? 'is-overdue-figure' : undefined}>{won(c.ended.refundDue)}</dd>
          </dl>
          {c.ended.refunds.length > 0 && (
            <ul className="life-refunds">
              {c.ended.refunds.map((r, i) => (
                <li key={i}>{`${r.on} ${won(r.amount)} (참조번호 ${r.reference})`}</li>
              ))}
            </ul>
          )}
          {c.ended.refundDue > 0 && (
            <form className="life-form" onSubmit={refund}>
              {field('r-amount', '환불 금액(원)', <input id="r-amount" name="amount" inputMode="numeric" required defaultValue={String(c.ended.refundDue)} disabled={busy} />)}
              {field('r-on', '환불일', <input id="r-on" name="on" type="date" required defaultValue={c.today} min={c.cancelledOn} max={c.today} disabled={busy} />)}
              {field('r-ref', '은행 거래 참조번호', <input id="r-ref" name="reference" required minLength={2} maxLength={60} disabled={busy} />)}
              <button type="submit" className="admin-btn" disabled={busy || !csrf}>
                환불 기록
              </button>
            </form>
          )}
        </>
      ) : (
        <form className="life-form" onSubmit={transfer}>
          <p className="admin-muted">{`새 계약자 (지금: ${c.holders.map((h) => h.name).join(', ')}) — 공동명의는 두 분까지 입력합니다.`}</p>
          {[0, 1].map((i) => (
            <div key={i} className="life-holder">
              {field(`t-name${i}`, i ? '공동명의자 이름' : '새 계약자 이름', <input id={`t-name${i}`} name={`name${i}`} required={!i} maxLength={50} autoComplete="off" disabled={busy} />)}
              {field(`t-phone${i}`, i ? '공동명의자 휴대폰' : '새 계약자 휴대폰', <input id={`t-phone${i}`} name={`phone${i}`} required={!i} type="tel" inputMode="tel" autoComplete="off" disabled={busy} />)}
            </div>
          ))}
          {field('t-on', '명의변경일', <input id="t-on" name="on" type="date" required defaultValue={c.today} max={c.today} disabled={busy} />)}
          {field(
            't-reason',
            '사유',
            <select id="t-reason" name="reason" required defaultValue="전매" disabled={busy}>
              {TRANSFER_REASONS.map((r) => (
                <option key={r}>{r}</option>
              ))}
            </select>,
          )}
          <fieldset className="life-docs" disabled={busy}>
            <legend>확인한 서류</legend>
            {TRANSFER_DOCUMENTS.map((d) => (
              <label key={d}>
                <input type="checkbox" name="documents" value={d} /> {d}
              </label>
            ))}
          </fieldset>
          {field(
            't-exception',
            `전매제한 기간 중 예외 사유 (${RESALE_RULE.source})`,
            <select id="t-exception" name="exception" defaultValue="" disabled={busy}>
              <option value="">해당 없음</option>
              {RESALE_EXCEPTIONS.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.label}
                </option>
              ))}
            </select>,
          )}
          {field('t-note', '메모 (예외라면 동의서 번호 등 근거)', <input id="t-note" name="note" maxLength={500} disabled={busy} />)}
          <button type="submit" className="admin-btn" disabled={busy || !csrf}>
            명의변경 기록
          </button>
        </form>
      )}
      <FormStatus status={status} />
    </section>
  );
}
