import { useState } from 'react';
import { usePageData } from '../../page-data';
import { DELIVERY_LABELS, OUTBOX_STATES, OUTBOX_STATE_LABELS, type AdminMessage } from '../../../shared/outbox';
import { LABELS } from '../../../shared/labels';
import { formatDateTime } from '../../../shared/press';
import type { AdminMessagesData } from '../../../shared/page-data';
import type { PageProps } from '../../pages/types';
import { api } from '../../api';
import { AdminGate } from '../shell/AdminGate';
import { MessageCosts } from './MessageCosts';
import { useCsrfToken } from '../shell/useAdminSession';
import { SmsBudgetBanner } from './SmsBudgetBanner';
import { DeskField, DeskFilters, DeskList } from '../ui/DeskList';

/** 알림톡, SMS or LMS, or 웹훅. */
function route(m: AdminMessage): string {
  if (m.channel !== 'sms') return '웹훅';
  return m.via === 'alimtalk' ? '알림톡' : (m.smsType ?? 'SMS');
}

/**
 * Everything the site sent or will send, newest first: the words of each text, its kind in Korean,
 * why a cancelled one was cancelled, filters by phone, kind and state (a GET form), page after
 * page with no limit, and sending an informational text again.
 */
export function AdminMessages(props: PageProps) {
  const data = usePageData('admin-messages', props.match.canonicalPath);
  return <AdminGate {...props} data={data}>{() => <MessageList data={data!} />}</AdminGate>;
}

function query(data: AdminMessagesData, cursor?: string) {
  const q = new URLSearchParams();
  if (data.phone) q.set('phone', data.phone);
  if (data.kind) q.set('kind', data.kind);
  if (data.state) q.set('state', data.state);
  if (cursor) q.set('cursor', cursor);
  return `/admin/messages?${q}`;
}

function MessageList({ data }: { data: AdminMessagesData }) {
  const csrf = useCsrfToken();
  const [notice, setNotice] = useState<{ text: string; error?: boolean }>({ text: '' });
  const [resent, setResent] = useState<AdminMessage[]>([]);

  const resend = async (m: AdminMessage) => {
    if (!window.confirm(`${m.recipient}(으)로 '${m.label}' 문자를 다시 보낼까요?`)) return;
    try {
      const { message } = await api<{ message: AdminMessage }>(`/api/admin/messages/${m.id}/resend`, { method: 'POST', csrf, json: {} });
      setResent((list) => [message, ...list]);
      setNotice({ text: `${m.recipient}(으)로 '${m.label}' 문자를 다시 보냈습니다.` });
    } catch (err) {
      setNotice({ text: (err as Error).message, error: true });
    }
  };
  const items = [...resent, ...data.items];

  return (
    <div className="admin-messages">
      <SmsBudgetBanner budget={data.smsBudget} />
      {data.costs && <MessageCosts costs={data.costs} state={data.state} />}
      <DeskList<AdminMessage>
        label="발송 메시지 목록"
        look="board"
        framed={false}
        tableClassName="inbox-table message-table"
        filters={
          <DeskFilters action="/admin/messages" label="발송 메시지 검색" reset={data.phone || data.kind || data.state ? '/admin/messages' : undefined} resetLabel="조건 지우기">
            <DeskField id="m-phone" label="연락처">
              <input id="m-phone" name="phone" type="search" inputMode="tel" placeholder="010-1234-5678" defaultValue={data.phone ?? ''} />
            </DeskField>
            <DeskField id="m-kind" label="종류">
              <select id="m-kind" name="kind" defaultValue={data.kind ?? ''}>
                <option value="">전체</option>
                {Object.entries(LABELS.messageKind).map(([k, label]) => (
                  <option key={k} value={k}>
                    {label}
                  </option>
                ))}
              </select>
            </DeskField>
            <DeskField id="m-state" label="상태">
              <select id="m-state" name="state" defaultValue={data.state ?? ''}>
                <option value="">전체</option>
                {OUTBOX_STATES.map((s) => (
                  <option key={s} value={s}>
                    {OUTBOX_STATE_LABELS[s]}
                  </option>
                ))}
              </select>
            </DeskField>
          </DeskFilters>
        }
        summary={
          <>
            <p className="inbox-count">이 페이지 {items.length.toLocaleString('ko-KR')}건 (최신순)</p>
            <p className="admin-notice" role={notice.error ? 'alert' : 'status'}>
              {notice.text}
            </p>
          </>
        }
        rows={items}
        rowKey={(m) => m.id}
        empty="조건에 맞는 메시지가 없습니다."
        pager={{ next: data.nextCursor ? query(data, data.nextCursor) : null, nextLabel: '이전 메시지 더 보기 ›' }}
        columns={[
          {
            header: '받는 곳',
            card: 'name',
            className: 'nowrap',
            cell: (m) => (
              <>
                {m.channel === 'sms' ? (
                  <a href={`/admin/messages?phone=${encodeURIComponent(m.recipient)}`} title="이 번호로 보낸 메시지만 보기">
                    {m.recipient}
                  </a>
                ) : (
                  <span className="message-recipient">{m.recipient}</span>
                )}
                <div className="admin-muted">{route(m)}</div>
              </>
            ),
          },
          {
            header: '상태',
            card: 'status',
            cell: (m) => (
              <>
                {OUTBOX_STATE_LABELS[m.state]}
                {m.attempts > 1 && <div className="admin-muted">{m.attempts}회 시도</div>}
              </>
            ),
          },
          {
            header: '종류',
            card: 'inline',
            cell: (m) => (
              <>
                {m.label}
                {m.test && <span className="status-badge"> 시험</span>}
                {m.resendOf && <span className="status-badge"> 재발송</span>}
              </>
            ),
          },
          { header: '등록일시', card: 'inline', cell: (m) => formatDateTime(m.createdAt) },
          { header: '내용', card: 'line', className: 'message-cell', cell: (m) => (m.text ? <p className="message-text">{m.text}</p> : <span className="admin-muted">(웹훅 전송)</span>) },
          {
            header: '전달 결과',
            card: 'line',
            label: '전달 결과',
            cell: (m) => (
              <>
                {m.delivery ? DELIVERY_LABELS[m.delivery] : m.via === 'sms' && m.fallbackReason ? `${m.smsType ?? 'SMS'} 발송` : ''}
                {m.fallbackReason && <small className="fallback-reason">{m.fallbackReason}</small>}
              </>
            ),
          },
          { header: '발송(예정) 일시', card: 'line', label: '발송', cell: (m) => (m.sentAt ? formatDateTime(m.sentAt) : m.state === 'pending' ? `${formatDateTime(m.scheduledAt)} 예정` : '') },
          { header: '취소 사유', card: 'line', label: '취소 사유', cell: (m) => m.cancelReason ?? '' },
          { header: '마지막 오류', card: 'line', label: '오류', className: 'inbox-message', cell: (m) => m.lastError ?? '' },
          {
            header: '처리',
            card: 'line',
            cell: (m) =>
              m.channel === 'sms' && !m.advertising && !/verif/.test(m.kind) ? (
                <button type="button" className="btn btn-outline btn-sm" disabled={!csrf} onClick={() => void resend(m)}>
                  다시 보내기
                </button>
              ) : null,
          },
        ]}
      />
    </div>
  );
}
