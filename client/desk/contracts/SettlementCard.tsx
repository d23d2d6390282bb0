import { useEffect, useState, type FormEvent } from 'react';
import { api } from '../../api';
import { won } from '../../../shared/payment';
import { koreanDate } from '../../../shared/kst';
import { settlementSplit, type Settlement } from '../../../shared/settlement';
import { ScrollTable } from '../ui/ScrollTable';
import { FormStatus, type SaveStatus } from '../ui/FormStatus';

/** Under the total: where it is paid (the 관리비 예치금 at the management office, the rest into the contract's account). */
function footNote(s: Settlement): string {
  if (s.total < 0) return '돌려드릴 금액이 있습니다';
  const { deposit, toAccount } = settlementSplit(s);
  if (toAccount <= 0) return deposit > 0 ? `분양대금 완납: 입주증과 열쇠를 드릴 수 있습니다 (관리비 예치금 ${won(deposit)}은 관리사무소에)` : '완납: 입주증과 열쇠를 드릴 수 있습니다';
  return `${deposit > 0 ? `관리비 예치금 ${won(deposit)}은 관리사무소에, ${won(toAccount)}은 ` : ''}입금 계좌: ${s.account ?? '가상계좌 미지정'}`;
}

/**
 * The desk's 입주 정산서 of one contract (owners and managers), the same lines /my shows: any day of the
 * 입주지정기간 may be asked (the server refuses another in words), and the A4 PDF of that day is one
 * link away for the bank or the buyer at the counter. Read from the API when the card opens.
 */
export function SettlementCard({ contractId }: { contractId: string }) {
  const [on, setOn] = useState('');
  const [s, setS] = useState<Settlement | null>(null);
  const [status, setStatus] = useState<SaveStatus>(null);
  const load = (day: string) => {
    setStatus(null);
    api<Settlement>(`/api/admin/contracts/${contractId}/settlement${day ? `?on=${day}` : ''}`)
      .then((next) => {
        setS(next);
        setOn(next.on);
      })
      .catch((err: Error) => setStatus({ ok: false, text: err.message }));
  };
  useEffect(() => load(''), [contractId]); // eslint-disable-line react-hooks/exhaustive-deps
  const ask = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    load(String(new FormData(e.currentTarget).get('on') ?? ''));
  };
  return (
    <section className="admin-card settlement-card" aria-labelledby="c-settlement">
      <h2 id="c-settlement" className="admin-card-title">입주 정산서</h2>
      <form className="settlement-day" onSubmit={ask}>
        <label htmlFor="c-settlement-on">정산 기준일 (입주지정기간 중)</label>
        <input id="c-settlement-on" name="on" type="date" required value={on} onChange={(e) => setOn(e.currentTarget.value)} />
        <button type="submit" className="admin-btn">조회</button>
        {s && (
          <a className="admin-btn admin-btn-ghost" href={`/api/admin/contracts/${contractId}/settlement.pdf?on=${s.on}`} target="_blank" rel="noreferrer">
            PDF 인쇄 (A4)
          </a>
        )}
      </form>
      <FormStatus status={status} />
      {s ? (
        <ScrollTable
          label={`입주 정산서 ${koreanDate(s.on)} 기준`}
          className="admin-table settlement-table"
          caption={<caption className="sr-only">{`${s.dong}동 ${s.ho}호 입주 정산서, ${koreanDate(s.on)} 기준`}</caption>}
          head={
            <>
              <th scope="col">항목</th>
              <th scope="col" className="num">금액</th>
              <th scope="col">내용</th>
            </>
          }
          foot={
            <tr>
              <th scope="row">{s.total > 0 ? '납부하실 금액' : '정산 결과'}</th>
              <td className="num nowrap">
                <strong>{won(s.total)}</strong>
              </td>
              <td>{footNote(s)}</td>
            </tr>
          }
        >
          {s.lines.map((l) => (
            <tr key={l.label}>
              <th scope="row">{l.label}</th>
              <td className="num nowrap">{won(l.amount)}</td>
              <td>{l.note}</td>
            </tr>
          ))}
        </ScrollTable>
      ) : (
        !status && <p className="admin-muted">불러오는 중입니다…</p>
      )}
    </section>
  );
}
