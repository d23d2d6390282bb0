import type { FormEvent } from 'react';
import { shortDay } from '../../../shared/visits';
import type { AdminSlot } from '../../../shared/visits-admin';
import type { Act } from './useVisitActions';

/** Check-in by 예약번호: the day's booking with that code is marked visited (not before its day). */
export function CheckInForm({ date, slots, disabled, early, act, setError }: { date: string; slots: AdminSlot[]; disabled: boolean; early: boolean; act: Act; setError: (message: string) => void }) {
  const checkIn = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const code = String(new FormData(e.currentTarget).get('code') ?? '').trim().toUpperCase();
    const r = slots.flatMap((s) => s.reservations).find((x) => x.code === code);
    if (!r) return setError(`${shortDay(date)} 예약 중에 예약번호 ${code || '(빈칸)'}을(를) 찾을 수 없습니다.`);
    if (r.status === 'visited') return setError(`${r.name}님은 이미 방문 처리되었습니다.`);
    void act(`/api/admin/visits/reservations/${r.code}`, 'PATCH', { status: 'visited' }, undefined, `${r.name}님(${r.party}명, 예약번호 ${r.code}) 방문 처리했습니다.`);
  };

  return (
    <form className="checkin-form" onSubmit={checkIn} aria-labelledby="checkin-title">
      <h3 id="checkin-title">예약번호로 체크인</h3>
      <div className="checkin-row">
        <label htmlFor="checkin-code" className="sr-only">
          예약번호
        </label>
        <input id="checkin-code" name="code" autoComplete="off" autoCapitalize="characters" placeholder="예약번호 (예: ABC234)" maxLength={12} required />
        <button type="submit" className="btn btn-primary" disabled={disabled || early}>
          방문 처리
        </button>
      </div>
      {early && <p className="admin-muted">방문일({shortDay(date)})이 되면 체크인할 수 있습니다.</p>}
    </form>
  );
}
