import { useCallback, useEffect, useState } from 'react';
import { api, ApiError } from '../../api';
import { visitWhen } from '../../../shared/visits';
import type { VisitKind } from './types';
import type { SectionProps } from './types';
import { PastBooking } from './PastBooking';
import { ConfirmSlot, type Picked } from './ConfirmSlot';

type Message = { text: string; ok: boolean } | null;

/** The visits of this stage (옵션 계약, 중도금 대출 자서), one per contract and kind, booked, changed or cancelled here. */
export function Visits({ id }: SectionProps) {
  const [kinds, setKinds] = useState<VisitKind[] | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const load = useCallback(() => {
    api<{ kinds: VisitKind[] }>(`/api/my/contracts/${id}/visits`).then((r) => setKinds(r.kinds)).catch(() => setKinds([]));
  }, [id]);
  useEffect(load, [load]);
  const run = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      setMessage({ text: done, ok: true });
    } catch (err) {
      setMessage({ text: err instanceof ApiError ? err.message : '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.', ok: false });
    }
    load();
  };
  return (
    <section className="my-section" aria-labelledby="my-visit-title">
      <h3 id="my-visit-title">방문 예약</h3>
      {kinds === null && <p className="my-empty">불러오는 중입니다…</p>}
      {kinds?.map((k) => <VisitKindView key={k.kind} id={id} k={k} run={run} />)}
      {message && <p className={`form-message ${message.ok ? 'is-success' : 'is-failure'}`} role={message.ok ? 'status' : 'alert'}>{message.text}</p>}
    </section>
  );
}

function VisitKindView({ id, k, run }: { id: string; k: VisitKind; run: (call: () => Promise<unknown>, done: string) => Promise<void> }) {
  const [moving, setMoving] = useState(false);
  const [picked, setPicked] = useState<Picked | null>(null);
  const b = k.booking;
  const open = k.days.flatMap((d) => d.slots.filter((s) => s.remaining > 0 && !(b && d.date === b.date && s.start === b.start)).map((s) => ({ id: s.id, when: visitWhen(d.date, s.start) })));
  const confirm = () => {
    if (!picked) return;
    const call = b && moving
      ? () => api(`/api/my/contracts/${id}/visits/${b.code}`, { method: 'PATCH', json: { slotId: picked.slotId } })
      : () => api(`/api/my/contracts/${id}/visits`, { method: 'POST', json: { slotId: picked.slotId } });
    const done = b && moving ? `${k.label} 방문을 ${picked.when}(으)로 바꿨습니다. 변경 문자를 보내 드렸습니다.` : `${k.label} 방문을 ${picked.when}에 예약했습니다. 확정 문자를 보내 드렸습니다.`;
    setPicked(null);
    setMoving(false);
    void run(call, done);
  };
  return (
    <div className="my-visit">
      <h4>{k.label}</h4>
      {b?.past && <PastBooking label="예약하셨던 일시" b={b} />}
      {b && !b.past && (
        <div className="my-booked">
          <p>예약하신 일시: <strong>{visitWhen(b.date, b.start)}</strong> (예약번호 {b.code})</p>
          <div className="my-actions">
            <button type="button" className="btn btn-outline" aria-expanded={moving} onClick={() => { setMoving(!moving); setPicked(null); }}>시간 변경</button>
            <button type="button" className="btn btn-outline" onClick={() => window.confirm(`${k.label} 방문 예약을 취소할까요?`) && void run(() => api(`/api/my/contracts/${id}/visits/${b.code}`, { method: 'DELETE' }), `${k.label} 방문 예약을 취소했습니다.`)}>예약 취소</button>
          </div>
        </div>
      )}
      {picked ? (
        <ConfirmSlot yes={b && moving ? '바꾸기' : '예약하기'} onYes={confirm} onNo={() => setPicked(null)}>
          {b && moving ? <>{k.label} 방문을 <strong>{picked.when}</strong>(으)로 바꾸시겠습니까?</> : <><strong>{picked.when}</strong>에 {k.label} 방문을 예약하시겠습니까?</>}
        </ConfirmSlot>
      ) : (
        (!b || moving) && !b?.past &&
        (open.length === 0 ? (
          <p className="my-empty">{b ? '바꾸실 수 있는 다른 시간이 없습니다.' : '예약 일정이 아직 열리지 않았습니다. 일정이 정해지면 문자와 공지로 안내해 드립니다.'}</p>
        ) : (
          <ul className="my-slots" aria-label={b ? `${k.label} 바꿀 시간` : `${k.label} 시간`}>
            {open.map((s) => (
              <li key={s.id}>
                <button type="button" className="btn btn-outline" onClick={() => setPicked({ slotId: s.id, when: s.when })}>{s.when}</button>
              </li>
            ))}
          </ul>
        ))
      )}
    </div>
  );
}
