import { useState, type FormEvent } from 'react';
import { api } from '../../api';
import { useInitialData } from '../../page-data';
import { RESERVATION_STATUS_LABELS, addDays, shortDay, type ReservationStatus } from '../../../shared/visits';
import type { AdminVisitsData } from '../../../shared/page-data';
import type { AdminSlot } from '../../../shared/visits-admin';
import type { PageProps } from '../types';
import { AdminGate } from './AdminGate';
import { ExportForm } from './ExportForm';
import { can, type Role } from '../../../shared/permissions';
import { useCsrfToken } from './useAdminSession';

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

/** Every start time from `first` to `last` (inclusive), `every` minutes apart. */
function timesBetween(first: string, last: string, every: number): string[] {
  const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const out: string[] = [];
  for (let m = toMin(first); m <= toMin(last) && out.length < 48; m += every) {
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return out;
}

function datesBetween(from: string, to: string, weekdays: Set<number>): string[] {
  const out: string[] = [];
  for (let d = from; d <= to && out.length < 62; d = addDays(d, 1)) {
    if (weekdays.has(new Date(`${d}T00:00:00Z`).getUTCDay())) out.push(d);
  }
  return out;
}

type Act = (path: string, method: 'POST' | 'PATCH', json: unknown, confirmText?: string) => Promise<void>;

/**
 * The day's visits for the sales office: each slot with booked/capacity and its parties, marking
 * visited or no-show, cancelling, closing slots, and opening new ones.
 */
export function AdminVisits(props: PageProps) {
  const data = useInitialData<AdminVisitsData>(props.match.canonicalPath);
  return (
    <AdminGate {...props} data={data}>
      {() => <VisitsDay data={data!} />}
    </AdminGate>
  );
}

function VisitsDay({ data }: { data: AdminVisitsData }) {
  const csrf = useCsrfToken();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const { date, slots } = data;
  const role: Role | null = data.role ?? null;

  const act: Act = async (path, method, json, confirmText) => {
    if (confirmText && !window.confirm(confirmText)) return;
    setBusy(true);
    setError('');
    try {
      await api(path, { method, csrf, json });
      window.location.reload();
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  };

  const closeDay = async () => {
    if (!window.confirm(`${shortDay(date)}의 모든 시간대를 마감할까요? 이미 받은 예약은 그대로 유지됩니다.`)) return;
    setBusy(true);
    try {
      for (const s of slots.filter((x) => !x.closed)) await api(`/api/admin/visits/slots/${s.id}`, { method: 'PATCH', csrf, json: { closed: true } });
      window.location.reload();
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  };

  const open = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const weekdays = new Set(f.getAll('weekday').map(Number));
    const dates = datesBetween(String(f.get('from')), String(f.get('to')), weekdays);
    const times = timesBetween(String(f.get('first')), String(f.get('last')), Number(f.get('every')));
    if (!dates.length || !times.length) return setError('열 날짜와 시간을 확인해 주세요.');
    void act('/api/admin/visits/slots', 'POST', { dates, times, minutes: Number(f.get('minutes')), capacity: Number(f.get('capacity')) }, `${dates.length}일 × ${times.length}개 시간대를 엽니다.`);
  };

  const totals = slots.reduce((t, s) => ({ booked: t.booked + s.booked, capacity: t.capacity + s.capacity }), { booked: 0, capacity: 0 });
  const disabled = busy || !csrf;

  return (
    <div className="admin-visits">
      <form className="inbox-filter" method="get" action="/admin/visits">
        <a className="btn btn-outline" href={`/admin/visits?date=${addDays(date, -1)}`}>
          ‹ 전날
        </a>
        <div className="field">
          <label htmlFor="v-date">날짜</label>
          <input id="v-date" name="date" type="date" defaultValue={date} />
        </div>
        <button type="submit" className="btn btn-primary">
          보기
        </button>
        <a className="btn btn-outline" href={`/admin/visits?date=${addDays(date, 1)}`}>
          다음날 ›
        </a>

      </form>
      {can(role, 'export') && <ExportForm id="visits-export-reason" action="/api/admin/visits/export.csv" params={{ date }} />}
      <div className="admin-day-head">
        <h3 className="admin-day-title">
          {shortDay(date)} 방문 예약{' '}
          <span>
            {totals.booked}/{totals.capacity}팀
          </span>
        </h3>
        {slots.length > 0 && (
          <button type="button" className="btn btn-outline btn-sm" disabled={disabled} onClick={() => void closeDay()}>
            이 날 전체 마감
          </button>
        )}
      </div>
      {error && (
        <p className="form-message is-failure" role="alert">
          ✗ {error}
        </p>
      )}
      {slots.length === 0 ? (
        <p className="board-empty">이 날은 열린 시간대가 없습니다.</p>
      ) : (
        slots.map((s) => <SlotBlock key={s.id} slot={s} disabled={disabled} act={act} />)
      )}
      {can(role, 'slots') && (
      <details className="admin-open-slots">
        <summary>시간대 열기</summary>
        <form className="open-slots-form" onSubmit={open}>
          <div className="field">
            <label htmlFor="o-from">시작일</label>
            <input id="o-from" name="from" type="date" required defaultValue={date} />
          </div>
          <div className="field">
            <label htmlFor="o-to">종료일</label>
            <input id="o-to" name="to" type="date" required defaultValue={addDays(date, 13)} />
          </div>
          <fieldset className="field weekday-field">
            <legend>요일</legend>
            {WEEKDAYS.map((w, i) => (
              <label key={w} className="weekday-check">
                <input type="checkbox" name="weekday" value={i} defaultChecked={i === 0 || i === 6} /> {w}
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor="o-first">첫 시간</label>
            <input id="o-first" name="first" type="time" required defaultValue="10:00" />
          </div>
          <div className="field">
            <label htmlFor="o-last">마지막 시작 시간</label>
            <input id="o-last" name="last" type="time" required defaultValue="16:30" />
          </div>
          <div className="field">
            <label htmlFor="o-every">간격(분)</label>
            <input id="o-every" name="every" type="number" min={10} max={240} required defaultValue={30} />
          </div>
          <div className="field">
            <label htmlFor="o-minutes">관람 시간(분)</label>
            <input id="o-minutes" name="minutes" type="number" min={10} max={240} required defaultValue={30} />
          </div>
          <div className="field">
            <label htmlFor="o-capacity">정원(팀)</label>
            <input id="o-capacity" name="capacity" type="number" min={1} max={100} required defaultValue={6} />
          </div>
          <button type="submit" className="btn btn-primary" disabled={disabled}>
            시간대 열기
          </button>
        </form>
      </details>
      )}
    </div>
  );
}

function SlotBlock({ slot: s, disabled, act }: { slot: AdminSlot; disabled: boolean; act: Act }) {
  const status = (code: string, next: ReservationStatus, confirmText?: string) => act(`/api/admin/visits/reservations/${code}`, 'PATCH', { status: next }, confirmText);
  return (
    <section className={`admin-slot${s.closed ? ' is-closed' : ''}`} aria-labelledby={`slot-${s.id}`}>
      <div className="admin-slot-head">
        <h4 id={`slot-${s.id}`}>
          {`${s.start}~${s.end}`} <span className="admin-slot-count">{`${s.booked}/${s.capacity}팀`}</span>
          {s.closed && <span className="status-badge is-cancelled">마감</span>}
        </h4>
        <div className="admin-slot-tools">
          <button type="button" className="btn btn-outline btn-sm" disabled={disabled} onClick={() => void act(`/api/admin/visits/slots/${s.id}`, 'PATCH', { closed: !s.closed })}>
            {s.closed ? '다시 열기' : '마감'}
            <span className="sr-only"> {s.start}</span>
          </button>
          <form
            className="capacity-form"
            onSubmit={(e) => {
              e.preventDefault();
              void act(`/api/admin/visits/slots/${s.id}`, 'PATCH', { capacity: Number(new FormData(e.currentTarget).get('capacity')) });
            }}
          >
            <label htmlFor={`cap-${s.id}`}>
              정원<span className="sr-only"> {s.start}</span>
            </label>
            <input id={`cap-${s.id}`} name="capacity" type="number" min={s.booked} max={100} defaultValue={s.capacity} />
            <button type="submit" className="btn btn-outline btn-sm" disabled={disabled}>
              변경<span className="sr-only"> {s.start}</span>
            </button>
          </form>
        </div>
      </div>
      {s.reservations.length > 0 && (
        <div className="table-scroll">
          <table className="board-table inbox-table visit-table">
            <caption className="sr-only">{s.start} 예약 목록</caption>
            <thead>
              <tr>
                <th scope="col">예약번호</th>
                <th scope="col">이름</th>
                <th scope="col">연락처</th>
                <th scope="col">인원</th>
                <th scope="col">상태</th>
                <th scope="col">처리</th>
              </tr>
            </thead>
            <tbody>
              {s.reservations.map((r) => (
                <tr key={r.code}>
                  <td className="visit-code">{r.code}</td>
                  <td>{r.name}</td>
                  <td>
                    <a href={`tel:${r.phone.replace(/-/g, '')}`}>{r.phone}</a>
                  </td>
                  <td>{`${r.party}명`}</td>
                  <td>
                    <span className={`status-badge is-${r.status}`}>{RESERVATION_STATUS_LABELS[r.status]}</span>
                  </td>
                  <td className="row-actions">
                    {r.status !== 'cancelled' && (
                      <>
                        <button type="button" className="btn btn-outline btn-sm" disabled={disabled || r.status === 'visited'} onClick={() => void status(r.code, 'visited')}>
                          방문<span className="sr-only"> {r.name}</span>
                        </button>
                        <button type="button" className="btn btn-outline btn-sm" disabled={disabled || r.status === 'no-show'} onClick={() => void status(r.code, 'no-show')}>
                          미방문<span className="sr-only"> {r.name}</span>
                        </button>
                      </>
                    )}
                    {r.status === 'booked' && (
                      <button
                        type="button"
                        className="btn btn-outline btn-sm"
                        disabled={disabled}
                        onClick={() => void status(r.code, 'cancelled', `${r.name}님의 ${s.start} 예약을 취소할까요? 취소 문자가 발송됩니다.`)}
                      >
                        취소<span className="sr-only"> {r.name}</span>
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
