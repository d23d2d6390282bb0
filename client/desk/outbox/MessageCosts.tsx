import type { MessageCosts as Costs } from '../../../shared/outbox';
import { DateRangeFields } from '../ui/DateRangeFields';
import { ColumnHeads, ScrollTable } from '../ui/ScrollTable';

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

/** Texts sent in a period per channel (알림톡, SMS, LMS) with the estimated cost; the period is a GET form. */
export function MessageCosts({ costs, state }: { costs: Costs; state?: string }) {
  return (
    <section className="admin-card message-costs" aria-labelledby="costs-title">
      <h2 id="costs-title" className="admin-card-title">
        채널별 발송 건수와 예상 비용
      </h2>
      <form className="inbox-filter" method="get" action="/admin/messages">
        {state && <input type="hidden" name="state" value={state} />}
        <DateRangeFields idPrefix="c" from={costs.from} to={costs.to} fieldClassName="field" />
        <button type="submit" className="btn btn-primary">
          기간 조회
        </button>
      </form>
      <ScrollTable
        className="board-table"
        caption={
          <caption className="sr-only">
            {costs.from}~{costs.to} 채널별 발송 건수와 예상 비용
          </caption>
        }
        head={<ColumnHeads labels={['채널', '발송 건수', '건당 단가', '예상 비용']} />}
        foot={
          <tr>
            <th scope="row">합계</th>
            <td>{costs.rows.reduce((n, r) => n + r.count, 0).toLocaleString('ko-KR')}건</td>
            <td></td>
            <td>{won(costs.total)}</td>
          </tr>
        }
      >
        {costs.rows.map((r) => (
          <tr key={r.channel}>
            <th scope="row">{r.label}</th>
            <td>{r.count.toLocaleString('ko-KR')}건</td>
            <td>{won(r.unitPrice)}</td>
            <td>{won(r.cost)}</td>
          </tr>
        ))}
      </ScrollTable>
      <p className="admin-muted">대체 발송된 알림톡은 SMS·LMS로 셉니다. 단가는 사이트 설정의 추정치이며 실제 청구액은 발송 대행사 정산을 따릅니다.</p>
    </section>
  );
}
