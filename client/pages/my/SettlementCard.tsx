import { useEffect, useState } from 'react';
import { api, ApiError } from '../../api';
import { day, won, type PayTo } from './types';
import { settlementSplit, type Settlement } from '../../../shared/settlement';

/**
 * 입주 정산서 on /my (issue 66): every line the household owes at move-in on a day of the
 * 입주지정기간 (today by default, or the day they plan to pay), the total, the account to pay into,
 * and the PDF to print for the bank's 잔금대출. The figures are the server's; nothing is computed here.
 */
export function SettlementCard({ id }: { id: string }) {
  const [on, setOn] = useState('');
  const [s, setS] = useState<(Settlement & { payTo: PayTo | null }) | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    api<Settlement & { payTo: PayTo | null }>(`/api/my/contracts/${id}/settlement${on ? `?on=${on}` : ''}`)
      .then((r) => {
        setS(r);
        setError('');
      })
      .catch((err: unknown) => setError(err instanceof ApiError ? err.message : '입주 정산서를 불러오지 못했습니다.'));
  }, [id, on]);
  if (!s) return error ? <p className="form-message is-failure" role="alert">{error}</p> : null;
  const split = settlementSplit(s);
  return (
    <section className="my-section my-settlement" aria-labelledby="my-settlement-title">
      <h3 id="my-settlement-title">입주 잔금 정산서</h3>
      <label className="my-party">
        정산 기준일
        <input type="date" value={on || s.on} onChange={(e) => setOn(e.target.value)} />
      </label>
      {error && <p className="form-message is-failure" role="alert">{error}</p>}
      <table className="my-settlement-table">
        <caption className="sr-only">{day(s.on)} 기준 입주 정산 내역</caption>
        <tbody>
          {s.lines.map((l) => (
            <tr key={l.label}>
              <th scope="row">{l.label}<small>{l.note}</small></th>
              <td>{won(l.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className={s.total > 0 ? 'is-due' : ''}>
            <th scope="row">{s.total > 0 ? `${day(s.on)}에 납부하실 금액` : '정산 결과'}</th>
            <td>{s.total > 0 ? won(s.total) : s.total === 0 ? '완납' : `환불 ${won(-s.total)}`}</td>
          </tr>
        </tfoot>
      </table>
      {s.total > 0 && split.deposit > 0 && (
        <p className="my-note">
          관리비 예치금 {won(split.deposit)}은 입주하실 때 관리사무소에 내시고, {split.toAccount > 0 ? `나머지 ${won(split.toAccount)}은 아래 계좌로 내 주세요.` : '분양대금 계좌로 내실 금액은 없습니다.'}
        </p>
      )}
      {s.payTo && split.toAccount > 0 && (
        <p className="my-account">
          입금 계좌: <strong>{s.payTo.bank} {s.payTo.number}</strong> (예금주 {s.payTo.holder})
        </p>
      )}
      <p className="my-note">연체료와 중도금 후불이자는 정산 기준일까지 하루 단위로 계산합니다. 기준일을 바꾸면 그날 납부하실 금액이 나옵니다.</p>
      <a className="btn btn-outline" href={`/api/my/contracts/${id}/settlement.pdf?on=${s.on}`} download>정산서 인쇄용 PDF</a>
    </section>
  );
}
