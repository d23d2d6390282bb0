import { useState } from 'react';
import { api } from '../../api';
import { usePageData } from '../../page-data';
import { formatDateTime } from '../../../shared/press';
import type { AdminScheduleData, ScheduleStep } from '../../../shared/schedule';
import type { PageProps } from '../../pages/types';
import { AdminGate } from '../shell/AdminGate';
import { useCsrfToken } from '../shell/useAdminSession';
import { SaveBar, useSaveStatus } from '../ui/SaveBar';
import { ColumnHeads, ScrollTable } from '../ui/ScrollTable';
import { RemoveRowCell } from '../ui/RemoveRowCell';

const KIND_LABELS = { added: '추가', changed: '수정', removed: '삭제' } as const;
const FIELDS: { key: keyof ScheduleStep; label: string; placeholder?: string; width?: string }[] = [
  { key: 'key', label: '키', placeholder: 'special-supply' },
  { key: 'label', label: '일정 이름', placeholder: '특별공급 청약' },
  { key: 'start', label: '시작일', placeholder: '2026-12-08' },
  { key: 'end', label: '종료일', placeholder: '(하루면 비움)' },
  { key: 'time', label: '시간', placeholder: '09:00-17:30' },
  { key: 'url', label: '링크', placeholder: 'https://…' },
  { key: 'note', label: '안내 문구' },
];

/**
 * 청약 일정 편집: one row per step (the key names the step's calendar UID and reminders forever);
 * saving records the change, moves pending reminders and raises the calendar SEQUENCE of what changed.
 */
export function AdminSchedule(props: PageProps) {
  const data = usePageData('admin-schedule', props.match.canonicalPath);
  return <AdminGate {...props} data={data}>{() => <Editor data={data!} />}</AdminGate>;
}

function Editor({ data }: { data: AdminScheduleData }) {
  const csrf = useCsrfToken();
  const [items, setItems] = useState<ScheduleStep[]>(data.items);
  const { busy, status, run } = useSaveStatus();
  const set = (i: number, key: keyof ScheduleStep, value: string) => setItems((list) => list.map((s, j) => (j === i ? { ...s, [key]: value } : s)));
  const remove = (i: number) => setItems((list) => list.filter((_, j) => j !== i));
  const add = () => setItems((list) => [...list, { key: '', label: '', start: '' }]);

  const save = () =>
    run(async () => {
      const res = await api<{ changes: number; reminders: { cancelled: number; queued: number } }>('/api/admin/schedule', { method: 'PUT', csrf, json: { items } });
      return res.changes ? `저장되었습니다. 변경 ${res.changes}건, 알림 문자 ${res.reminders.queued}건 재예약 · ${res.reminders.cancelled}건 취소` : '바뀐 내용이 없습니다.';
    });

  return (
    <div className="admin-schedule">
      <p className="admin-card">
        청약 알림 신청자 <strong data-testid="subscribers">{`${data.subscribers.toLocaleString('ko-KR')}명`}</strong>
        {data.updatedAt ? ` · 마지막 수정 ${formatDateTime(data.updatedAt)}` : ' · 사이트 기본 일정 사용 중'}
      </p>
      <p>날짜는 YYYY-MM-DD, 시간은 HH:MM 또는 HH:MM-HH:MM(한국 시간)으로 입력합니다. 장소가 온라인이면 청약홈 링크가 붙습니다.</p>
      <ScrollTable
        className="board-table inbox-table"
        caption={<caption className="sr-only">청약 일정</caption>}
        head={<ColumnHeads labels={[...FIELDS.map((f) => f.label), '장소', '삭제']} />}
      >
        {items.map((s, i) => (
          <tr key={i}>
            {FIELDS.map((f) => (
              <td key={f.key}>
                <input aria-label={`${i + 1}번째 일정 ${f.label}`} value={(s[f.key] as string | undefined) ?? ''} placeholder={f.placeholder} onChange={(e) => set(i, f.key, e.target.value)} />
              </td>
            ))}
            <td>
              <select aria-label={`${i + 1}번째 일정 장소`} value={s.where ?? ''} onChange={(e) => set(i, 'where', e.target.value)}>
                <option value="">-</option>
                <option value="online">온라인(청약홈)</option>
                <option value="model-house">견본주택</option>
              </select>
            </td>
            <RemoveRowCell name={s.label || `${i + 1}번째 일정`} onRemove={() => remove(i)} />
          </tr>
        ))}
      </ScrollTable>
      <SaveBar onSave={() => void save()} disabled={busy || !csrf} status={status}>
        <button type="button" className="btn btn-outline" onClick={add}>
          일정 추가
        </button>
      </SaveBar>
      <h2>변경 기록</h2>
      <ul className="schedule-changes">
        {data.changes.map((c) => (
          <li key={c.at}>
            {formatDateTime(c.at)} · {c.by} · {c.changes.map((x) => `${x.key} ${KIND_LABELS[x.kind]}`).join(', ')}
          </li>
        ))}
        {data.changes.length === 0 && <li>아직 변경 기록이 없습니다.</li>}
      </ul>
    </div>
  );
}
