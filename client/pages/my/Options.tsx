import { useEffect, useState, type FormEvent } from 'react';
import { api, ApiError } from '../../api';
import { day, won, type OptionsView } from './types';
import type { SectionProps } from './types';

/** 유상옵션: chosen one by one within the desk's period, none required; the desk confirms them. */
export function Options({ id }: SectionProps) {
  const [view, setView] = useState<OptionsView | null | undefined>(undefined);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  useEffect(() => {
    api<OptionsView>(`/api/my/contracts/${id}/options`)
      .then((v) => {
        setView(v);
        setPicked(new Set(v.options.filter((o) => o.state).map((o) => o.id)));
      })
      .catch(() => setView(null));
  }, [id]);
  if (view === undefined) return <p className="my-empty">불러오는 중입니다…</p>;
  if (!view || view.options.length === 0)
    return (
      <section className="my-section" aria-labelledby="my-opt-title">
        <h3 id="my-opt-title">유상옵션 선택</h3>
        <p className="my-empty">선택하실 수 있는 유상옵션이 아직 없습니다. 옵션 선택 기간이 정해지면 문자와 공지로 안내해 드립니다.</p>
      </section>
    );
  const open = view.period.state === 'open';
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const v = await api<OptionsView>(`/api/my/contracts/${id}/options`, { method: 'POST', json: { optionIds: [...picked] } });
      setView(v);
      setMessage({ text: '옵션 선택을 접수했습니다. 옵션 계약 때 분양사무소에서 확정해 드립니다.', ok: true });
    } catch (err) {
      setMessage({ text: err instanceof ApiError ? err.message : '일시적인 오류가 발생했습니다.', ok: false });
    }
  };
  return (
    <section className="my-section" aria-labelledby="my-opt-title">
      <h3 id="my-opt-title">유상옵션 선택</h3>
      <p className="my-note">
        {view.period.start && view.period.deadline ? `선택 기간: ${day(view.period.start)} ~ ${day(view.period.deadline)}까지. ` : '선택 기간이 아직 정해지지 않았습니다. '}
        옵션은 항목마다 따로 선택하실 수 있으며, 선택하지 않으셔도 됩니다.
      </p>
      <form onSubmit={submit}>
        <ul className="my-options">
          {view.options.map((o) => (
            <li key={o.id}>
              <label>
                <input type="checkbox" disabled={!open || o.state === 'confirmed'} checked={picked.has(o.id)} onChange={(e) => {
                  const next = new Set(picked);
                  if (e.target.checked) next.add(o.id); else next.delete(o.id);
                  setPicked(next);
                }} />
                <span>{o.category} · {o.label}</span>
                <strong>{won(o.price)}</strong>
                {o.state && <em className="status-badge">{o.state === 'confirmed' ? '계약 확정' : '신청 접수'}</em>}
              </label>
            </li>
          ))}
        </ul>
        {open && <button type="submit" className="btn btn-primary">선택한 옵션 신청</button>}
      </form>
      {message && <p className={`form-message ${message.ok ? 'is-success' : 'is-failure'}`} role={message.ok ? 'status' : 'alert'}>{message.text}</p>}
    </section>
  );
}
