import type { EndedMoney } from '../../../shared/contract-life';
import { day, won } from './types';

/**
 * A contract ended by 해약, as its former holder reads it: the day, what was paid, the 위약금 kept and
 * the refund due and made. Nothing is owed on it and nothing can be booked or filed for it.
 */
export function EndedCard({ ended }: { ended: EndedMoney }) {
  return (
    <section className="my-section my-ended" aria-labelledby="my-ended-title">
      <h3 id="my-ended-title">해약된 계약입니다</h3>
      <p>{`${day(ended.on)}에 해약되었습니다. 더 납부하실 금액은 없으며, 예약·옵션·하자 접수는 하실 수 없습니다.`}</p>
      <dl className="my-totals">
        <div><dt>납부하신 금액</dt><dd>{won(ended.paid)}</dd></div>
        <div><dt>위약금</dt><dd>{won(ended.penalty)}</dd></div>
        <div><dt>환불된 금액</dt><dd>{won(ended.refunded)}</dd></div>
        <div className={ended.refundDue > 0 ? 'is-due' : ''}><dt>환불 예정 금액</dt><dd>{won(ended.refundDue)}</dd></div>
      </dl>
      {ended.refunds.length > 0 && (
        <ul className="my-payments">
          {ended.refunds.map((r, i) => (
            <li key={i} className="is-paid">
              <p className="my-pay-head"><span>{`환불 ${day(r.on)}`}</span><span>{won(r.amount)}</span></p>
            </li>
          ))}
        </ul>
      )}
      <p className="my-note">환불은 분양사무소에서 계약자 명의 계좌로 보내 드립니다. 궁금하신 점은 분양사무소로 문의해 주세요.</p>
    </section>
  );
}
