import type { FormEvent } from 'react';
import { api } from '../../api';
import { LABELS } from '../../../shared/labels';
import { PARTY_MAX, PARTY_MIN } from '../../../shared/visits';
import type { AdminReservation, AdminSlot } from '../../../shared/visits-admin';
import { NOTICE_KEY } from './useVisitActions';

interface StaffBookProps {
  slots: AdminSlot[];
  disabled: boolean;
  csrf: string;
  setBusy: (busy: boolean) => void;
  setError: (message: string) => void;
}

/**
 * A booking taken for a caller on the phone or a walk-in: one of the day's open slots, the name,
 * phone and party, and the channel; the visitor is texted the confirmation like any booking.
 * Taken now and then, so it waits behind its summary and the day's parties come first.
 */
export function StaffBookForm({ slots, disabled, csrf, setBusy, setError }: StaffBookProps) {
  const staffBook = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const body = { slotId: f.get('slotId'), name: f.get('name'), phone: f.get('phone'), party: Number(f.get('party')), channel: f.get('channel') };
    setBusy(true);
    setError('');
    api<{ reservation: AdminReservation & { start: string } }>('/api/admin/visits/reservations', { method: 'POST', csrf, json: body })
      .then(({ reservation: r }) => {
        window.sessionStorage.setItem(NOTICE_KEY, `${r.name}님 ${r.start} ${r.party}명 예약했습니다. 예약번호 ${r.code} (확정 문자 발송)`);
        window.location.reload();
      })
      .catch((err: Error) => {
        setError(err.message);
        setBusy(false);
      });
  };

  return (
    <details className="staff-book">
      <summary>전화·현장 예약 받기</summary>
      <form onSubmit={staffBook} aria-label="전화·현장 예약 받기">
        <div className="field">
          <label htmlFor="sb-slot">시간</label>
          <select id="sb-slot" name="slotId" required>
            {slots
              .filter((s) => !s.closed && s.booked < s.capacity)
              .map((s) => (
                <option key={s.id} value={s.id}>{`${s.start}~${s.end} (잔여 ${s.capacity - s.booked}팀)`}</option>
              ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="sb-name">이름</label>
          <input id="sb-name" name="name" required maxLength={50} autoComplete="off" />
        </div>
        <div className="field">
          <label htmlFor="sb-phone">연락처</label>
          <input id="sb-phone" name="phone" type="tel" required placeholder="010-1234-5678" autoComplete="off" />
        </div>
        <div className="field">
          <label htmlFor="sb-party">인원</label>
          <select id="sb-party" name="party" defaultValue="2">
            {Array.from({ length: PARTY_MAX - PARTY_MIN + 1 }, (_, i) => PARTY_MIN + i).map((n) => (
              <option key={n} value={n}>{`${n}명`}</option>
            ))}
          </select>
        </div>
        <fieldset className="channel-field">
          <legend>예약 경로</legend>
          <label>
            <input type="radio" name="channel" value="phone" defaultChecked /> {LABELS.bookingChannel.phone}
          </label>{' '}
          <label>
            <input type="radio" name="channel" value="walk-in" /> {LABELS.bookingChannel['walk-in']}
          </label>
        </fieldset>
        <button type="submit" className="btn btn-primary" disabled={disabled}>
          예약하기
        </button>
      </form>
    </details>
  );
}
