import { useState } from 'react';
import { LEAD_STATUSES, LEAD_STATUS_LABELS, type LeadStatus } from '../../../shared/leads';
import { api } from '../../api';

/**
 * A lead's status, changed in place from a list (the lead list, today's list): the choice shows
 * at once and goes back if the server refuses; `onNotice` says what happened in words.
 */
export function LeadStatusSelect({ id, name, status, csrf, onNotice }: { id: string; name: string; status: LeadStatus; csrf: string | undefined; onNotice: (text: string, error?: boolean) => void }) {
  const [value, setValue] = useState(status);
  const change = async (next: LeadStatus) => {
    const before = value;
    setValue(next);
    try {
      await api(`/api/admin/leads/${id}`, { method: 'PATCH', csrf, json: { status: next } });
      onNotice(`${name}님의 상태를 '${LEAD_STATUS_LABELS[next]}'(으)로 바꿨습니다.`);
    } catch (err) {
      setValue(before);
      onNotice((err as Error).message, true);
    }
  };
  return (
    <select className={`status-select status-${value}`} aria-label={`${name} 상태`} value={value} disabled={!csrf} onChange={(e) => void change(e.target.value as LeadStatus)}>
      {LEAD_STATUSES.map((s) => (
        <option key={s} value={s}>
          {LEAD_STATUS_LABELS[s]}
        </option>
      ))}
    </select>
  );
}
