import { useState, type FormEvent } from 'react';
import { api } from '../../api';
import type { DefectAssigneeOption } from '../../../shared/defects';
import { useCsrfToken } from '../shell/useAdminSession';

/**
 * The one way the desk names a 협력업체: a list of the registered ones (accounts that sign in first,
 * then companies the desk keeps without an account), never free text, so a defect always reaches a
 * company the buyer's text can name and the contractor's own sign-in can find.
 * `by="name"` for the list filter (its address reads the name), else the option's id.
 */
export function AssigneePicker({ id, options, value, onChange, name, by = 'id', empty, required }: {
  id: string;
  options: DefectAssigneeOption[];
  value?: string;
  onChange?: (v: string) => void;
  name?: string;
  by?: 'id' | 'name';
  empty: string;
  required?: boolean;
}) {
  const group = (hasAccount: boolean, label: string) => {
    const list = options.filter((o) => o.hasAccount === hasAccount);
    return list.length ? (
      <optgroup label={label}>
        {list.map((o) => (
          <option key={o.id} value={by === 'name' ? o.name : o.id}>{o.name}</option>
        ))}
      </optgroup>
    ) : null;
  };
  const controlled = onChange ? { value: value ?? '', onChange: (e: { target: { value: string } }) => onChange(e.target.value) } : { defaultValue: value ?? '' };
  return (
    <select id={id} name={name} required={required} {...controlled}>
      <option value="">{empty}</option>
      {group(true, '협력업체 (계정 있음)')}
      {group(false, '등록 업체 (계정 없음)')}
    </select>
  );
}

/** Registers a company without an account, once; the pickers on the page offer it at once. */
export function RegisterCompany({ onAdded }: { onAdded: (o: DefectAssigneeOption) => void }) {
  const csrf = useCsrfToken();
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const name = String(new FormData(e.currentTarget).get('name') ?? '');
    try {
      const made = await api<DefectAssigneeOption>('/api/admin/defects/companies', { method: 'POST', csrf, json: { name } });
      onAdded(made);
      setMessage({ text: `${made.name}: 협력업체로 등록했습니다. 배정할 때 목록에서 고르실 수 있습니다.`, ok: true });
    } catch (err) {
      setMessage({ text: (err as Error).message, ok: false });
    }
  };
  return (
    <details className="admin-card defect-companies">
      <summary>계정 없는 협력업체 등록</summary>
      <form onSubmit={(e) => void submit(e)} aria-label="협력업체 등록">
        <label htmlFor="company-name">업체명</label>
        <input id="company-name" name="name" required minLength={2} maxLength={40} placeholder="예: 대성설비" />
        <button type="submit" className="admin-btn admin-btn-small">등록</button>
        {message && <p className={message.ok ? 'form-message is-success' : 'form-error'} role={message.ok ? 'status' : 'alert'}>{message.text}</p>}
      </form>
    </details>
  );
}
