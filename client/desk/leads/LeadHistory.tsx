import { CALL_OUTCOME_LABELS, LEAD_STATUS_LABELS, type LeadHistoryEntry } from '../../../shared/leads';
import { formatDateTime } from '../ui/format';

/** Who did it, for the entries made by the site itself rather than a desk account. */
const BY_SYSTEM: Record<string, string> = {
  'system:round-robin': '자동 배정(순번)',
  'system:repeat': '자동 배정(재등록 고객)',
  'system:reservation': '방문 예약',
  'system:visit': '방문 처리',
  visitor: '고객',
};

/** One entry of a lead's 메모·이력: a note, a call, an event, an assignment or a change of status. */
export function HistoryItem({ entry }: { entry: LeadHistoryEntry }) {
  return (
    <li className={`history-item history-${entry.kind}`}>
      <p className="history-meta">
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · {BY_SYSTEM[entry.by] ?? entry.by}
      </p>
      {entry.kind === 'note' ? (
        <p className="history-text">{entry.text}</p>
      ) : entry.kind === 'call' ? (
        <p>
          통화: <strong>{CALL_OUTCOME_LABELS[entry.outcome!]}</strong>
          {entry.nextCallAt && <> · 재통화 {formatDateTime(entry.nextCallAt)}</>}
          {entry.text && <span className="history-text"> — {entry.text}</span>}
        </p>
      ) : entry.kind === 'event' ? (
        <p className="history-event">{entry.text}</p>
      ) : entry.kind === 'assign' ? (
        <p>
          담당 배정: {entry.fromAssignee?.name ?? '미배정'} → <strong>{entry.toAssignee?.name ?? '미배정'}</strong>
        </p>
      ) : (
        <p>
          {entry.text ? `${entry.text} · ` : ''}상태 변경: {LEAD_STATUS_LABELS[entry.from!]} → <strong>{LEAD_STATUS_LABELS[entry.to!]}</strong>
        </p>
      )}
    </li>
  );
}
