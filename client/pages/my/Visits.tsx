import { useCallback, useEffect, useState } from 'react';
import { api, ApiError } from '../../api';
import { visitWhen } from '../../../shared/visits';
import type { VisitKind } from './types';

/** The visits of this stage (옵션 계약, 중도금 대출 자서), one per contract and kind. */
export function Visits({ id }: { id: string }) {
  const [kinds, setKinds] = useState<VisitKind[]>([]);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const load = useCallback(() => {
    api<{ kinds: VisitKind[] }>(`/api/my/contracts/${id}/visits`).then((r) => setKinds(r.kinds)).catch(() => setKinds([]));
  }, [id]);
  useEffect(load, [load]);
  const book = async (slotId: string) => {
    try {
      const r = await api<{ label: string; date: string; start: string }>(`/api/my/contracts/${id}/visits`, { method: 'POST', json: { slotId } });
      setMessage({ text: `${r.label} 방문을 ${visitWhen(r.date, r.start)}에 예약했습니다. 확정 문자를 보내 드렸습니다.`, ok: true });
      load();
    } catch (err) {
      setMessage({ text: err instanceof ApiError ? err.message : '일시적인 오류가 발생했습니다.', ok: false });
    }
  };
  return (
    <section className="my-section" aria-labelledby="my-visit-title">
      <h3 id="my-visit-title">방문 예약</h3>
      {kinds.map((k) => (
        <div key={k.kind} className="my-visit">
          <h4>{k.label}</h4>
          {k.booking ? (
            <p>예약하신 일시: <strong>{visitWhen(k.booking.date, k.booking.start)}</strong> (예약번호 {k.booking.code}). 변경·취소는 예약 확정 문자의 링크에서 하실 수 있습니다.</p>
          ) : k.days.length === 0 ? (
            <p className="my-empty">예약 일정이 아직 열리지 않았습니다. 일정이 정해지면 문자와 공지로 안내해 드립니다.</p>
          ) : (
            <ul className="my-slots">
              {k.days.flatMap((d) => d.slots.filter((s) => s.remaining > 0).map((s) => (
                <li key={s.id}>
                  <button type="button" className="btn btn-outline" onClick={() => void book(s.id)}>{visitWhen(d.date, s.start)}</button>
                </li>
              )))}
            </ul>
          )}
        </div>
      ))}
      {message && <p className={`form-message ${message.ok ? 'is-success' : 'is-failure'}`} role={message.ok ? 'status' : 'alert'}>{message.text}</p>}
    </section>
  );
}
