import { can, type Role } from '../../../shared/permissions';
import { addDays, shortDay } from '../../../shared/visits';
import { slotWords } from '../../../shared/slot-words';
import type { AdminVisitsData } from '../../../shared/page-data';
import { usePageData } from '../../page-data';
import { useSite } from '../../site-context';
import { api } from '../../api';
import type { PageProps } from '../../pages/types';
import { AdminGate } from '../shell/AdminGate';
import { ExportForm } from '../ui/ExportForm';
import { CheckInForm } from './CheckInForm';
import { OpenSlotsForm } from './OpenSlotsForm';
import { SlotBlock } from './SlotBlock';
import { SlotKindField } from './SlotKindField';
import { StaffBookForm } from './StaffBookForm';
import { WeekView } from './WeekView';
import { useVisitActions, type Target } from './useVisitActions';

/**
 * The model-house desk: a week at a glance, the day's slots with booked/capacity and parties,
 * check-in by 예약번호, marking visited or no-show on the day (and undoing it), moving and
 * cancelling bookings, booking for a caller or a walk-in, a printable day list, and opening,
 * closing and deleting slots.
 *
 * The page is the day; its parts are in ./visits/: the week strip (WeekView), a slot with its
 * bookings (SlotBlock), check-in (CheckInForm), a booking taken for a caller (StaffBookForm), the
 * slot editor (OpenSlotsForm), and how the desk acts and reloads (useVisitActions).
 */
export function AdminVisits(props: PageProps) {
  const data = usePageData('admin-visits', props.match.canonicalPath);
  return (
    <AdminGate {...props} data={data}>
      {() => <VisitsDay data={data!} />}
    </AdminGate>
  );
}

function VisitsDay({ data }: { data: AdminVisitsData }) {
  const { csrf, busy, setBusy, error, setError, notice, act } = useVisitActions();
  const site = useSite();
  const role: Role | null = data.role ?? null;
  const { date, slots, kind } = data;
  const kindQuery = kind ? `&kind=${kind}` : '';
  const today = data.today ?? date;
  const early = date > today;

  const targets: Target[] = data.week.flatMap((d) =>
    d.slots.filter((s) => !s.closed && s.booked < s.capacity).map((s) => ({ id: s.id, label: `${slotWords({ ...s, date: d.date })} (잔여 ${s.capacity - s.booked}팀)` })),
  );

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
        <SlotKindField id="v-kind" className="field visits-kind" defaultValue={kind ?? ''} all />
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
          <CheckInForm date={date} slots={slots} disabled={disabled} early={early} act={act} setError={setError} />
          <StaffBookForm slots={slots} disabled={disabled} csrf={csrf} setBusy={setBusy} setError={setError} />
        </div>
      )}
      {slots.length === 0 ? (
        <p className="board-empty">이 날은 열린 시간대가 없습니다.</p>
      ) : (
        slots.map((s) => <SlotBlock key={s.id} slot={s} disabled={disabled} early={early} act={act} targets={targets.filter((t) => t.id !== s.id)} manageSlots={can(role, 'slots')} />)
      )}
      {can(role, 'slots') && <OpenSlotsForm date={date} today={today} kind={kind} disabled={disabled} act={act} setError={setError} />}
    </div>
  );
}
