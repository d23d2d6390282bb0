import { useState } from 'react';
import { shortDay, visitWhen } from '../../../shared/visits';
import { useMoveIn } from './useMoveIn';
import { PastBooking } from './PastBooking';
import { ConfirmSlot, type Picked } from './ConfirmSlot';

/** 사전점검: one slot of the unit's 동 with the number of people coming (one unless changed), asked once more before it is booked; moved or cancelled here. */
export function Inspection({ id }: { id: string }) {
  const { view, notice, book, move, cancel } = useMoveIn(id);
  const [party, setParty] = useState(1);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [moving, setMoving] = useState(false);
  if (!view) return null;
  const { booking, slots, bring } = view.inspection;
  const open = slots.filter((s) => s.remaining > 0 && (!booking || `${s.date} ${s.start}` !== `${booking.date} ${booking.start}`));
  const confirm = () => {
    if (!picked) return;
    const { slotId, when } = picked;
    setPicked(null);
    if (booking && moving) void move(booking.code, slotId, `사전점검 시간을 ${when}(으)로 바꿨습니다. 변경 문자를 보내 드렸습니다.`).then(() => setMoving(false));
    else void book(slotId, party, `사전점검을 ${when}에 ${party}명으로 예약했습니다. 확정 문자를 보내 드렸습니다.`);
  };
  return (
    <section className="my-section" aria-labelledby="my-inspection-title">
      <h3 id="my-inspection-title">사전점검 예약</h3>
      <p className="my-lead">입주 전에 계약하신 세대를 직접 둘러보고 하자를 확인하시는 날입니다. {view.unit} 계약자분은 아래 시간 중 하나를 예약해 주세요.</p>
      {booking?.past ? (
        <PastBooking label="사전점검" b={booking} />
      ) : booking ? (
        <div className="my-booked">
          <p>
            예약하신 일시: <strong>{visitWhen(booking.date, booking.start)}</strong> · {booking.party}명 (예약번호 {booking.code})
          </p>
          <div className="my-actions">
            <button type="button" className="btn btn-outline" aria-expanded={moving} onClick={() => { setMoving(!moving); setPicked(null); }}>시간 변경</button>
            <button type="button" className="btn btn-outline" onClick={() => window.confirm('사전점검 예약을 취소할까요?') && void cancel(booking.code, '사전점검 예약을 취소했습니다.')}>예약 취소</button>
          </div>
        </div>
      ) : (
        <label className="my-party">
          방문 인원
          <select value={party} onChange={(e) => setParty(Number(e.target.value))}>
            {[1, 2, 3, 4].map((n) => (
              <option key={n} value={n}>{n}명</option>
            ))}
          </select>
        </label>
      )}
      {picked ? (
        <ConfirmSlot yes={booking && moving ? '바꾸기' : '예약하기'} onYes={confirm} onNo={() => setPicked(null)}>
          {booking && moving ? <>사전점검 시간을 <strong>{picked.when}</strong>(으)로 바꾸시겠습니까?</> : <><strong>{picked.when}</strong>에 사전점검을 {party}명으로 예약하시겠습니까?</>}
        </ConfirmSlot>
      ) : (!booking || moving) && !booking?.past &&
        (open.length === 0 ? (
          <p className="my-empty">예약하실 수 있는 사전점검 일정이 아직 없습니다. 일정이 정해지면 문자와 공지로 안내해 드립니다.</p>
        ) : (
          <ul className="my-slots" aria-label={booking ? '바꿀 시간' : '사전점검 시간'}>
            {open.map((s) => (
              <li key={s.id}>
                <button type="button" className="btn btn-outline" onClick={() => setPicked({ slotId: s.id, when: `${visitWhen(s.date, s.start)}~${s.end}` })}>
                  {shortDay(s.date)} {s.start}~{s.end} <small>잔여 {s.remaining}</small>
                </button>
              </li>
            ))}
          </ul>
        ))}
      <h4 className="my-subtitle">준비물</h4>
      <ul className="my-bring">
        {bring.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      {notice && <p className={`form-message ${notice.ok ? 'is-success' : 'is-failure'}`} role={notice.ok ? 'status' : 'alert'}>{notice.text}</p>}
    </section>
  );
}
