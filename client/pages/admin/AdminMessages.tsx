import { useInitialData } from '../../page-data';
import { OUTBOX_STATES, OUTBOX_STATE_LABELS } from '../../../shared/outbox';
import { formatDateTime } from '../../../shared/press';
import type { AdminMessagesData } from '../../../shared/page-data';
import type { PageProps } from '../types';
import { AdminGate } from './AdminGate';
import { SmsBudgetBanner } from './SmsBudgetBanner';

const KIND_LABELS: Record<string, string> = {
  'visit-confirmed': '예약 확정',
  'visit-cancelled': '예약 취소',
  'visit-reminder': '방문 전날 안내',
  'visit-request': '방문 신청 안내',
  lead: '상담 신청 전달',
  'phone-verification': '휴대폰 인증번호',
};

/** Everything the site sent or will send, newest first, with a filter by state (a GET form). */
export function AdminMessages(props: PageProps) {
  const data = useInitialData<AdminMessagesData>(props.match.canonicalPath);
  return (
    <AdminGate {...props} data={data}>
      {() => (
        <div className="admin-messages">
          <SmsBudgetBanner budget={data!.smsBudget} />
          <form className="inbox-filter" method="get" action="/admin/messages">
            <div className="field">
              <label htmlFor="m-state">상태</label>
              <select id="m-state" name="state" defaultValue={data!.state ?? ''}>
                <option value="">전체</option>
                {OUTBOX_STATES.map((s) => (
                  <option key={s} value={s}>
                    {OUTBOX_STATE_LABELS[s]}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="btn btn-primary">
              조회
            </button>
          </form>
          <p className="inbox-count">{data!.items.length.toLocaleString('ko-KR')}건 (최신순, 최대 500건 표시)</p>
          <div className="table-scroll">
            <table className="board-table inbox-table">
              <caption className="sr-only">발송 메시지 목록</caption>
              <thead>
                <tr>
                  <th scope="col">등록일시</th>
                  <th scope="col">종류</th>
                  <th scope="col">받는 곳</th>
                  <th scope="col">형식</th>
                  <th scope="col">상태</th>
                  <th scope="col">시도</th>
                  <th scope="col">마지막 오류</th>
                  <th scope="col">발송(예정) 일시</th>
                </tr>
              </thead>
              <tbody>
                {data!.items.map((m) => (
                  <tr key={m.id}>
                    <td>{formatDateTime(m.createdAt)}</td>
                    <td>{KIND_LABELS[m.kind] ?? m.kind}</td>
                    <td>{m.recipient}</td>
                    <td>{m.channel === 'sms' ? m.smsType : '웹훅'}</td>
                    <td>{OUTBOX_STATE_LABELS[m.state]}</td>
                    <td>{m.attempts}</td>
                    <td className="inbox-message">{m.lastError ?? ''}</td>
                    <td>{m.sentAt ? formatDateTime(m.sentAt) : m.state === 'pending' ? `${formatDateTime(m.scheduledAt)} 예정` : ''}</td>
                  </tr>
                ))}
                {data!.items.length === 0 && (
                  <tr>
                    <td colSpan={8} className="board-empty">
                      조건에 맞는 메시지가 없습니다.
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </AdminGate>
  );
}
