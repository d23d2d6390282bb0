import { useEffect, useState, type FormEvent } from 'react';
import { api } from '../../api';
import { usePageData } from '../../page-data';
import { useSite } from '../../site-context';
import { PARTY_MAX, PARTY_MIN, RESERVATION_STATUS_LABELS, addDays, shortDay, type ReservationStatus } from '../../../shared/visits';
import { LABELS } from '../../../shared/labels';
import type { AdminVisitsData } from '../../../shared/page-data';
import type { AdminReservation, AdminSlot, WeekDay } from '../../../shared/visits-admin';
import type { PageProps } from '../types';
import { AdminGate } from './AdminGate';
import { ExportForm } from './ExportForm';
import { can, type Role } from '../../../shared/permissions';
import { useCsrfToken } from './useAdminSession';
import { SLOT_KINDS, SLOT_KIND_LABELS } from '../../../shared/winners';
import { LINE_EXAMPLE } from '../../../shared/movein';
import { VerifiedMark } from './VerifiedMark';

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

/** The first and last start time of the day from the opening hours ('매일 10:00~17:00' → 10:00, 16:30). */
export function defaultHours(hours: string, minutes = 30): { first: string; last: string } {
  const times = hours.match(/([01]\d|2[0-3]):[0-5]\d/g);
  if (!times || times.length < 2) return { first: '10:00', last: '16:30' };
  const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const last = Math.max(toMin(times[0]!), toMin(times[times.length - 1]!) - minutes);
  return { first: times[0]!, last: `${String(Math.floor(last / 60)).padStart(2, '0')}:${String(last % 60).padStart(2, '0')}` };
}

type Act = (path: string, method: 'POST' | 'PATCH' | 'DELETE', json: unknown, confirmText?: string, done?: string) => Promise<void>;
/** Slots a booking can move to: open, not full, in the week shown. */
type Target = { id: string; label: string };

/**
 * The model-house desk: a week at a glance, the day's slots with booked/capacity and parties,
 * check-in by 예약번호, marking visited or no-show on the day (and undoing it), moving and
 * cancelling bookings, booking for a caller or a walk-in, a printable day list, and opening,
 * closing and deleting slots.
 */
export function AdminVisits(props: PageProps) {
  const data = usePageData('admin-visits', props.match.canonicalPath);
  return (
    <AdminGate {...props} data={data}>
      {() => <VisitsDay data={data!} />}
    </AdminGate>
  );
}

const NOTICE_KEY = 'admin-visits-notice';

function VisitsDay({ data }: { data: AdminVisitsData }) {
  const csrf = useCsrfToken();
  const site = useSite();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const role: Role | null = data.role ?? null;
  const [notice, setNotice] = useState('');
  const { date, slots, kind } = data;
  const kindQuery = kind ? `&kind=${kind}` : '';
  const today = data.today ?? date;
  const early = date > today;

  // The outcome of the last action survives the reload that shows its result.
  useEffect(() => {
    const saved = window.sessionStorage.getItem(NOTICE_KEY);
    if (saved) {
      setNotice(saved);
      window.sessionStorage.removeItem(NOTICE_KEY);
    }
  }, []);

  const act: Act = async (path, method, json, confirmText, done) => {
    if (confirmText && !window.confirm(confirmText)) return;
    setBusy(true);
    setError('');
    try {
      const res = await api<{ message?: string }>(path, { method, csrf, json: method === 'DELETE' ? undefined : json });
      const text = done ?? res?.message;
      if (text) window.sessionStorage.setItem(NOTICE_KEY, text);
      window.location.reload();
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  };

  const targets: Target[] = data.week.flatMap((d) =>
    d.slots.filter((s) => !s.closed && s.booked < s.capacity).map((s) => ({ id: s.id, label: `${shortDay(d.date)} ${s.start} (잔여 ${s.capacity - s.booked}팀)` })),
  );

  const checkIn = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const code = String(new FormData(e.currentTarget).get('code') ?? '').trim().toUpperCase();
    const r = slots.flatMap((s) => s.reservations).find((x) => x.code === code);
    if (!r) return setError(`${shortDay(date)} 예약 중에 예약번호 ${code || '(빈칸)'}을(를) 찾을 수 없습니다.`);
    if (r.status === 'visited') return setError(`${r.name}님은 이미 방문 처리되었습니다.`);
    void act(`/api/admin/visits/reservations/${r.code}`, 'PATCH', { status: 'visited' }, undefined, `${r.name}님(${r.party}명, 예약번호 ${r.code}) 방문 처리했습니다.`);
  };

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
    // The server answers "N개 시간대를 열었습니다." (slots that already existed are not counted).
    const slotKind = String(f.get('kind') ?? 'visit') as (typeof SLOT_KINDS)[number];
    const dong = String(f.get('dong') ?? '').trim();
    const line = String(f.get('line') ?? '').trim();
    void act('/api/admin/visits/slots', 'POST', { dates, times, minutes: Number(f.get('minutes')), capacity: Number(f.get('capacity')), kind: slotKind, ...(dong ? { dong } : {}), ...(line ? { line } : {}) }, `${SLOT_KIND_LABELS[slotKind]}${line ? ` (${line})` : dong ? ` (${dong}동)` : ''} ${dates.length}일 × ${times.length}개 시간대를 엽니다.`);
  };

  const totals = slots.reduce((t, s) => ({ booked: t.booked + s.booked, capacity: t.capacity + s.capacity }), { booked: 0, capacity: 0 });
  const disabled = busy || !csrf;

  return (
    <div className="admin-visits">
      <form className="inbox-filter" method="get" action="/admin/visits">
        <a className="btn btn-outline visits-prev" href={`/admin/visits?date=${addDays(date, -1)}${kindQuery}`}>
          ‹ 전날
        </a>
        <div className="field visits-date">
          <label htmlFor="v-date">날짜</label>
          <input id="v-date" name="date" type="date" defaultValue={date} />
        </div>
        <div className="field visits-kind">
          <label htmlFor="v-kind">예약 종류</label>
          <select id="v-kind" name="kind" defaultValue={kind ?? ''}>
            <option value="">전체</option>
            {SLOT_KINDS.map((k) => (
              <option key={k} value={k}>
                {SLOT_KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-primary visits-go">
          보기
        </button>
        <a className="btn btn-outline visits-next" href={`/admin/visits?date=${addDays(date, 1)}${kindQuery}`}>
          다음날 ›
        </a>
        <button type="button" className="btn btn-outline visits-print" onClick={() => window.print()}>
          명단 인쇄
        </button>
      </form>
      {can(role, 'export') && <ExportForm id="visits-export-reason" action="/api/admin/visits/export.csv" params={{ date, kind }} />}
      <WeekView week={data.week} date={date} today={today} />
      {notice && (
        <p className="form-message is-success" role="status">
          ✓ {notice}
        </p>
      )}
      <p className="print-only">
        {site.projectName} 견본주택 방문 예약 명단 · {shortDay(date)}
      </p>
      <div className="admin-day-head">
        <h2 className="admin-day-title">
          {shortDay(date)} 방문 예약{' '}
          <span>
            {totals.booked}/{totals.capacity}팀
          </span>
        </h2>
        {slots.length > 0 && can(role, 'slots') && (
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
      {slots.length > 0 && (
        <div className="desk-tools">
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
          {/* Taken now and then, so it waits behind its summary and the day's parties come first. */}
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
        </div>
      )}
      {slots.length === 0 ? (
        <p className="board-empty">이 날은 열린 시간대가 없습니다.</p>
      ) : (
        slots.map((s) => <SlotBlock key={s.id} slot={s} disabled={disabled} early={early} act={act} targets={targets.filter((t) => t.id !== s.id)} manageSlots={can(role, 'slots')} />)
      )}
      {can(role, 'slots') && (
      <details className="admin-open-slots">
        <summary>시간대 열기</summary>
        <p className="admin-muted">기본값: 앞으로 7일, 매일, 견본주택 운영시간({site.modelHouse.hours}) 안에서 30분 간격.</p>
        <form className="open-slots-form" onSubmit={open}>
          <div className="field">
            <label htmlFor="o-kind">예약 종류</label>
            <select id="o-kind" name="kind" defaultValue={kind ?? 'visit'}>
              {SLOT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {SLOT_KIND_LABELS[k]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="o-dong">동 (자서·사전점검, 선택)</label>
            <input id="o-dong" name="dong" inputMode="numeric" pattern="[0-9]{1,4}" placeholder="예: 101" />
          </div>
          <div className="field">
            <label htmlFor="o-line">라인 (입주 일정만: 오전·오후를 여는 시간으로)</label>
            <input id="o-line" name="line" maxLength={40} placeholder={LINE_EXAMPLE} />
          </div>
          <div className="field">
            <label htmlFor="o-from">시작일</label>
            <input id="o-from" name="from" type="date" required defaultValue={date < today ? today : date} />
          </div>
          <div className="field">
            <label htmlFor="o-to">종료일</label>
            <input id="o-to" name="to" type="date" required defaultValue={addDays(date < today ? today : date, 6)} />
          </div>
          <fieldset className="field weekday-field">
            <legend>요일</legend>
            {WEEKDAYS.map((w, i) => (
              <label key={w} className="weekday-check">
                <input type="checkbox" name="weekday" value={i} defaultChecked /> {w}
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor="o-first">첫 시간</label>
            <input id="o-first" name="first" type="time" required defaultValue={defaultHours(site.modelHouse.hours).first} />
          </div>
          <div className="field">
            <label htmlFor="o-last">마지막 시작 시간</label>
            <input id="o-last" name="last" type="time" required defaultValue={defaultHours(site.modelHouse.hours).last} />
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

/** Seven days with each slot's booked/capacity; a day opens the day list. */
function WeekView({ week, date, today }: { week: WeekDay[]; date: string; today: string }) {
  return (
    <section aria-labelledby="week-title" className="no-print">
      <div className="admin-day-head">
        <h2 id="week-title" className="admin-day-title">
          주간 보기 <span className="week-range">{`${shortDay(week[0]?.date ?? date)} ~ ${shortDay(week.at(-1)?.date ?? date)}`}</span>
        </h2>
        <div>
          <a className="btn btn-outline btn-sm" href={`/admin/visits?date=${addDays(date, -7)}`}>
            ‹ 이전 주
          </a>{' '}
          <a className="btn btn-outline btn-sm" href={`/admin/visits?date=${addDays(date, 7)}`}>
            다음 주 ›
          </a>
        </div>
      </div>
      <div className="week-view">
        {week.map((d) => {
          const booked = d.slots.reduce((n, s) => n + s.booked, 0);
          const capacity = d.slots.reduce((n, s) => n + s.capacity, 0);
          return (
            <div key={d.date} className="week-day" aria-current={d.date === date ? 'date' : undefined}>
              <h3>
                <a href={`/admin/visits?date=${d.date}`}>
                  <span className="week-day-full">
                    {shortDay(d.date)}
                    {d.date === today ? ' · 오늘' : ''}
                  </span>
                  {/* A phone's day strip: weekday over the day of the month, and the day's total. */}
                  <span className="week-day-short">
                    <span>{WEEKDAYS[new Date(`${d.date}T00:00:00Z`).getUTCDay()]}</span>
                    <strong>{Number(d.date.slice(8, 10))}</strong>
                    <span className="sr-only">{`${Number(d.date.slice(5, 7))}월${d.date === today ? ' 오늘' : ''}`}</span>
                    <span className="week-day-total">{d.slots.length ? `${booked}/${capacity}` : '–'}</span>
                  </span>
                </a>
              </h3>
              {d.slots.length ? (
                <>
                  <ul>
                    {d.slots.map((s) => (
                      <li key={s.id} className={s.closed ? 'is-closed' : s.booked >= s.capacity ? 'is-full' : undefined}>
                        <span>{s.start}</span>
                        <span>{`${s.booked}/${s.capacity}`}</span>
                      </li>
                    ))}
                  </ul>
                  <p className="week-total">{`${booked}/${capacity}팀`}</p>
                </>
              ) : (
                <p className="admin-muted">시간대 없음</p>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}

function SlotBlock({ slot: s, disabled, early, act, targets, manageSlots }: { slot: AdminSlot; disabled: boolean; early: boolean; act: Act; targets: Target[]; manageSlots: boolean }) {
  const status = (code: string, next: ReservationStatus, confirmText?: string, done?: string) => act(`/api/admin/visits/reservations/${code}`, 'PATCH', { status: next }, confirmText, done);
  const earlyTitle = early ? '방문일 전에는 방문·미방문으로 처리할 수 없습니다.' : undefined;
  return (
    <section className={`admin-slot${s.closed ? ' is-closed' : ''}`} aria-labelledby={`slot-${s.id}`}>
      <div className="admin-slot-head">
        <h3 id={`slot-${s.id}`}>
          {`${s.start}~${s.end}`} <span className="admin-slot-count">{`${s.booked}/${s.capacity}팀`}</span>
          {s.kind !== 'visit' && <span className="status-badge">{SLOT_KIND_LABELS[s.kind]}</span>}
          {s.closed && <span className="status-badge is-cancelled">마감</span>}
        </h3>
        {manageSlots && (
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
          {s.booked === 0 && (
            <button
              type="button"
              className="btn btn-outline btn-sm"
              disabled={disabled}
              onClick={() => void act(`/api/admin/visits/slots/${s.id}`, 'DELETE', null, `${s.start}~${s.end} 시간대를 삭제할까요?`, `${s.start}~${s.end} 시간대를 삭제했습니다.`)}
            >
              삭제<span className="sr-only"> {s.start}</span>
            </button>
          )}
        </div>
        )}
      </div>
      {s.reservations.length > 0 && (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={`${s.start} 예약 목록`}>
          <table className="board-table inbox-table visit-table">
            <caption className="sr-only">{s.start} 예약 목록</caption>
            <thead>
              <tr>
                <th scope="col">예약번호</th>
                <th scope="col">이름</th>
                <th scope="col">연락처</th>
                <th scope="col">인원</th>
                <th scope="col">경로</th>
                <th scope="col">상태</th>
                <th scope="col" className="print-only">확인</th>
                <th scope="col" className="row-actions">처리</th>
              </tr>
            </thead>
            <tbody>
              {s.reservations.map((r) => (
                <tr key={r.code} id={`r-${r.code}`}>
                  <td className="visit-code">{r.code}</td>
                  <td>{r.leadId ? <a href={`/admin/leads/${r.leadId}`}>{r.name}</a> : r.name}</td>
                  <td>
                    {/* Another counselor's customer: masked, nothing to dial. */}
                    {r.othersCustomer ? <span title="다른 상담사 담당 고객">{r.phone}</span> : <a href={`tel:${r.phone.replace(/-/g, '')}`}>{r.phone}</a>}
                    <VerifiedMark verified={r.phoneVerified} />
                  </td>
                  <td>{`${r.party}명`}</td>
                  <td>{LABELS.bookingChannel[r.channel] ?? r.channel}</td>
                  <td>
                    <span className={`status-badge is-${r.status}`}>{RESERVATION_STATUS_LABELS[r.status]}</span>
                  </td>
                  <td className="print-only">☐</td>
                  <td className="row-actions">
                    {r.status === 'booked' && (
                      <>
                        <button type="button" className="btn btn-outline btn-sm" title={earlyTitle} disabled={disabled || early} onClick={() => void status(r.code, 'visited')}>
                          방문<span className="sr-only"> {r.name}</span>
                        </button>
                        <button type="button" className="btn btn-outline btn-sm" title={earlyTitle} disabled={disabled || early} onClick={() => void status(r.code, 'no-show')}>
                          미방문<span className="sr-only"> {r.name}</span>
                        </button>
                      </>
                    )}
                    {(r.status === 'visited' || r.status === 'no-show') && (
                      <button type="button" className="btn btn-outline btn-sm" disabled={disabled} onClick={() => void status(r.code, 'booked', undefined, `${r.name}님의 ${RESERVATION_STATUS_LABELS[r.status]} 처리를 취소했습니다.`)}>
                        처리 취소<span className="sr-only"> {r.name}</span>
                      </button>
                    )}
                    {r.status === 'booked' && !r.othersCustomer && targets.length > 0 && (
                      <MoveForm code={r.code} name={r.name} targets={targets} disabled={disabled} act={act} />
                    )}
                    {r.status === 'booked' && !r.othersCustomer && (
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

/** Move a booking to another open slot of the week (the visitor is texted the new time). */
function MoveForm({ code, name, targets, disabled, act }: { code: string; name: string; targets: Target[]; disabled: boolean; act: Act }) {
  return (
    <form
      className="move-form"
      onSubmit={(e) => {
        e.preventDefault();
        const slotId = String(new FormData(e.currentTarget).get('slotId'));
        const label = targets.find((t) => t.id === slotId)?.label ?? '';
        void act(`/api/admin/visits/reservations/${code}`, 'PATCH', { slotId }, `${name}님의 예약을 ${label}(으)로 옮길까요? 변경 문자가 발송됩니다.`, `${name}님의 예약을 옮겼습니다. 변경 문자를 보냈습니다.`);
      }}
    >
      <label htmlFor={`move-${code}`} className="sr-only">
        {name} 옮길 시간
      </label>
      <select id={`move-${code}`} name="slotId">
        {targets.map((t) => (
          <option key={t.id} value={t.id}>
            {t.label}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn-outline btn-sm" disabled={disabled}>
        옮기기<span className="sr-only"> {name}</span>
      </button>
    </form>
  );
}
