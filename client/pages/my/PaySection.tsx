import { useCallback, useEffect, useState } from 'react';
import { api, ApiError } from '../../api';
import { day, won, type Statement } from './types';
import { PayAccount, PaymentAccount } from './PayAccount';
import { DepositTexts } from './DepositTexts';
import { Notices } from './Notices';
import { SettlementCard } from './SettlementCard';
import { EndedCard } from './EndedCard';
import type { SectionProps } from './types';
import { INSTALMENT_STATUS_LABELS, MONEY_WORDS } from '../../../shared/payment-status';

/**
 * 납부, the section a holder lands on: the contract's payments (with 연체료), the account to pay into,
 * the 납부확인서, then the notices for contract holders (here, below what loads first, so that nothing
 * loading above them moves them). On a signed-in page's first view all of it is in the HTML (the page's data).
 */
export function PaySection({ id, onSignedOut, first }: SectionProps) {
  const shown = first?.pay?.id === id ? first : undefined;
  const [s, setS] = useState<Statement | null>(shown?.pay ?? null);
  const [error, setError] = useState('');
  const reload = useCallback(() => {
    api<Statement>(`/api/my/contracts/${id}`)
      .then(setS)
      .catch((err: unknown) => (err instanceof ApiError && err.status === 401 ? onSignedOut() : setError('계약 정보를 불러오지 못했습니다.')));
  }, [id, onSignedOut]);
  // What the HTML holds is read already (the server read it for this request).
  const fresh = !shown;
  useEffect(() => {
    if (fresh) reload();
  }, [fresh, reload]);
  if (error) return <p className="form-message is-failure" role="alert">{error}</p>;
  if (!s) return <p className="my-empty">불러오는 중입니다…</p>;
  if (s.ended) return (
    <>
      <EndedCard ended={s.ended} />
      <Notices first={shown?.notices} />
    </>
  );
  return (
    <>
      <section className="my-section" aria-labelledby="my-pay-title">
        <h3 id="my-pay-title">납부 현황</h3>
        <dl className="my-totals">
          <div><dt>분양대금 합계</dt><dd>{won(s.total)}</dd></div>
          <div><dt>{MONEY_WORDS.paid}</dt><dd>{won(s.paid)}</dd></div>
          <div><dt>{MONEY_WORDS.upcoming}</dt><dd>{won(s.upcoming)}</dd></div>
          {s.overdue > 0 && <div className="is-due"><dt>{MONEY_WORDS.overdue}</dt><dd>{won(s.overdue)}</dd></div>}
          {s.late > 0 && <div className="is-due"><dt>연체료 ({day(s.today)} 기준)</dt><dd>{won(s.late)}</dd></div>}
          <div className={s.payNow > 0 ? 'is-due' : ''}><dt>{MONEY_WORDS.payNow}</dt><dd>{won(s.payNow)}</dd></div>
          {!!s.surplus && <div><dt>초과 납부하신 금액 (분양사무소에서 정산 안내)</dt><dd>{won(s.surplus)}</dd></div>}
        </dl>
        <PayAccount to={s.payTo} />
        <ul className="my-payments">
          {s.payments.map((p) => (
            <li key={`${p.label}-${p.dueDate ?? p.dueText}`} className={p.status === 'overdue' ? 'is-late' : p.status === 'paid' ? 'is-paid' : ''}>
              <p className="my-pay-head"><span>{p.label}</span><span>{won(p.amount)}</span></p>
              <p className="my-pay-meta">
                납부기한 {p.dueDate ? day(p.dueDate) : p.dueBy ? day(p.dueBy) : (p.dueText ?? '-')} · <strong className="my-pay-status">{INSTALMENT_STATUS_LABELS[p.status]}</strong>
                {p.paidOn && ` · 납부일 ${day(p.paidOn)}`}
                {p.status !== 'paid' && p.paid > 0 && ` · 남은 금액 ${won(p.outstanding)}`}
                {p.late > 0 && ` · 연체료 ${won(p.late)}`}
              </p>
              {p.payTo && <PaymentAccount label={p.label} to={p.payTo} />}
            </li>
          ))}
        </ul>
        <p className="my-note">
          연체료는 입주자모집공고의 연체료율(
          {s.lateTerms ? s.lateTerms.tiers.map((t, i, all) => `${t.fromDay}${all[i + 1] ? `~${all[i + 1]!.fromDay - 1}` : ''}일${all[i + 1] ? '' : ' 이상'} 연 ${t.ratePercent}%`).join(', ') : `연 ${s.lateRatePercent}%`}
          )로 납부기한 다음 날부터 납부하신 날(남은 금액은 오늘, 한국 시간)까지 날짜 수만큼 계산하며, 원 미만은 버립니다. 늦게 납부하신 회차의 연체료는 납부 후에도 남아 입주 정산서에서 정산합니다. 잔금은 입주지정기간 마지막 날이 납부기한입니다. 실제 납부 시 금액은 분양사무소에서 확인해 드립니다.
        </p>
        <a className="btn btn-outline" href={`/api/my/contracts/${id}/receipt.pdf`} download>납부확인서 내려받기 (PDF)</a>
        {s.depositTexts !== undefined && <DepositTexts id={id} on={s.depositTexts} />}
      </section>
      <Notices first={shown?.notices} />
      {/* Below what the HTML put in place: the 정산서 loads with the code, and moves nothing above it. */}
      {s.payments.some((p) => p.dueBy) && <SettlementCard id={id} />}
    </>
  );
}
