import { useEffect, useRef, useState } from 'react';
import { shortDay, visitWhen } from '../../../shared/visits';
import { halfDayOf } from '../../../shared/movein';
import { day } from './types';
import { useMoveIn } from './useMoveIn';
import { PastBooking } from './PastBooking';
import { ConfirmSlot, type Picked } from './ConfirmSlot';
import { groupDigits } from '../../../shared/korean-format';

/**
 * 입주 예약: a day and half-day of the unit's elevator line within the 입주지정기간, once 잔금 is paid
 * (or the desk allowed it), each half-day named with its hours and asked once more before it is booked;
 * the 입주증 the management office checks, once the keys may be handed over. A text's link to /my#pass
 * opens this section and brings the pass into view.
 */
export function MoveIn({ id }: { id: string }) {
  const { view, notice, book, move, cancel } = useMoveIn(id);
  const [moving, setMoving] = useState(false);
  const [picked, setPicked] = useState<Picked | null>(null);
  const pass = useRef<HTMLDivElement>(null);
  const hasPass = !!view?.movein.pass;
  useEffect(() => {
    if (hasPass && window.location.hash === '#pass') pass.current?.scrollIntoView({ block: 'start' });
  }, [hasPass]);
  if (!view) return null;
  const m = view.movein;
  const open = m.slots.filter((s) => s.remaining > 0 && (!m.booking || `${s.date} ${s.start}` !== `${m.booking.date} ${m.booking.start}`));
  const when = (date: string, start: string, end: string) => `${shortDay(date)} ${halfDayOf(start)} ${start}~${end}`;
  const confirm = () => {
    if (!picked) return;
    const { slotId, when: label } = picked;
    setPicked(null);
    if (m.booking && moving) void move(m.booking.code, slotId, `입주일을 ${label}(으)로 바꿨습니다. 변경 문자를 보내 드렸습니다.`).then(() => setMoving(false));
    else void book(slotId, undefined, `입주를 ${label}에 예약했습니다. 확정 문자를 보내 드렸습니다.`);
  };
  return (
    <section className="my-section" aria-labelledby="my-movein-title">
      <h3 id="my-movein-title">입주 예약</h3>
      {m.pass && (
        <div className="my-pass" id="pass" ref={pass} tabIndex={-1} role="group" aria-label="입주증">
          <p className="my-pass-title">입주증</p>
          <p className="my-pass-unit">{m.pass.unit}</p>
          <p>계약자 {m.pass.names.join(', ')}</p>
          <p className="my-pass-code" aria-label={`입주증 번호 ${m.pass.code.split('').join(' ')}`}>{m.pass.code.slice(0, 4)}-{m.pass.code.slice(4)}</p>
          <p className="my-note">관리사무소에서 이 화면의 번호를 확인한 뒤 열쇠를 드립니다.</p>
        </div>
      )}
      {m.keysOn && (
        <p className="my-pass my-keys" id="pass" role="status">
          <strong>열쇠 수령 완료 ({day(m.keysOn)})</strong>
        </p>
      )}
      {!m.pass && !m.keysOn && window.location.hash === '#pass' && (
        <p className="my-account" role="status">입주증은 입주 정산서의 남은 금액이 정산되고 입주지정기간이 시작되면 이 화면에 나타납니다.</p>
      )}
      {m.period || m.slots.length > 0 ? (
        <p className="my-lead">
          {m.period && <>입주지정기간: <strong>{day(m.period.from)} ~ {day(m.period.to)}</strong></>}
          {m.period && m.line && ' · '}
          {m.line}
          <br />
          엘리베이터 한 대로 한 세대씩 이사하므로 라인별로 오전·오후 입주 세대 수가 정해져 있습니다.
        </p>
      ) : (
        !m.booking && <p className="my-empty">입주 일정이 아직 열리지 않았습니다. 입주지정기간이 정해지면 계약자분께 안내해 드립니다.</p>
      )}
      {!m.keysOn && m.settlement && !m.settlement.released && (
        <p className="my-account">
          입주 예약은 잔금 납부 전에도 하실 수 있습니다. 입주 정산서의 남은 금액 {groupDigits(m.settlement.total)}원이 정산되면 입주증이 이 화면에 나타나고, 입주증을 확인한 뒤 열쇠를 드립니다.
        </p>
      )}
      {m.booking?.past && <PastBooking label="입주" b={m.booking} />}
      {m.booking && !m.booking.past && (
        <div className="my-booked">
          <p>
            예약하신 입주일: <strong>{visitWhen(m.booking.date, m.booking.start)}~{m.booking.end} ({halfDayOf(m.booking.start)})</strong> (예약번호 {m.booking.code})
          </p>
          <div className="my-actions">
            <button type="button" className="btn btn-outline" aria-expanded={moving} onClick={() => { setMoving(!moving); setPicked(null); }}>입주일 변경</button>
            <button type="button" className="btn btn-outline" onClick={() => window.confirm('입주 예약을 취소할까요?') && void cancel(m.booking!.code, '입주 예약을 취소했습니다.')}>예약 취소</button>
          </div>
        </div>
      )}
      {picked ? (
        <ConfirmSlot yes={m.booking && moving ? '바꾸기' : '예약하기'} onYes={confirm} onNo={() => setPicked(null)}>
          {m.booking && moving ? <>입주일을 <strong>{picked.when}</strong>(으)로 바꾸시겠습니까?</> : <><strong>{picked.when}</strong>에 입주를 예약하시겠습니까?</>}
        </ConfirmSlot>
      ) : m.allowed && !m.keysOn && (!m.booking || moving) && !m.booking?.past && (m.period || m.slots.length > 0) &&
        (open.length === 0 ? (
          <p className="my-empty">예약하실 수 있는 입주 일정이 없습니다. 분양사무소로 문의해 주세요.</p>
        ) : (
          <ul className="my-slots" aria-label={m.booking ? '바꿀 입주일' : '입주일'}>
            {open.map((s) => (
              <li key={s.id}>
                <button type="button" className="btn btn-outline" onClick={() => setPicked({ slotId: s.id, when: when(s.date, s.start, s.end) })}>
                  {when(s.date, s.start, s.end)} <small>잔여 {s.remaining}</small>
                </button>
              </li>
            ))}
          </ul>
        ))}
      {notice && <p className={`form-message ${notice.ok ? 'is-success' : 'is-failure'}`} role={notice.ok ? 'status' : 'alert'}>{notice.text}</p>}
    </section>
  );
}
