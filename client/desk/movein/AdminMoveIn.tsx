import { useState, type FormEvent } from 'react';
import { api, ApiError } from '../../api';
import { usePageData } from '../../page-data';
import type { AdminCheckInData, AdminMoveInData, CheckInRow, CheckInSlot, HalfDay, MoveInCalendar } from '../../../shared/movein';
import { byUnitNumber } from '../../../shared/movein';
import { addDays, koreanDate } from '../../../shared/kst';
import { shortDay } from '../../../shared/visits';
import type { PageProps } from '../../pages/types';
import { AdminGate } from '../shell/AdminGate';
import { DeskField, DeskFilters, DeskList } from '../ui/DeskList';
import { useCsrfToken } from '../shell/useAdminSession';
import { PassCheck } from './MoveInPass';
import { MoveInDayRoster } from './MoveInDayRoster';
import { MoveInExceptions } from './MoveInExceptions';
import './movein.css';
import { ScrollTable } from '../ui/ScrollTable';
import { EmptyRow } from '../ui/EmptyRow';

/** 입주 캘린더: per line and day, 오전/오후 filled of capacity; the 입주지정기간 and the households released before their 정산서 is paid. */
export function AdminMoveIn(props: PageProps) {
  const data = usePageData('admin-movein', props.match.canonicalPath);
  return <AdminGate {...props} data={data}>{() => <Calendar data={data!} />}</AdminGate>;
}

/** 사전점검 입장 확인: the day's households by 동 and slot, marked as they arrive (made for a phone). */
export function AdminCheckIn(props: PageProps) {
  const data = usePageData('admin-movein-checkin', props.match.canonicalPath);
  return <AdminGate {...props} data={data}>{() => <CheckIn data={data!} />}</AdminGate>;
}

/** 입주증 확인: the management office types the code the holder shows (made for a phone). */
export function AdminPass(props: PageProps) {
  const data = usePageData('admin-movein-pass', props.match.canonicalPath);
  return <AdminGate {...props} data={data}>
      {() => (
        <>
          <Tabs current="pass" />
          <PassCheck data={data!} />
        </>
      )}
    </AdminGate>;
}

function Tabs({ current }: { current: 'calendar' | 'check-in' | 'pass' }) {
  const tab = (key: typeof current, href: string, label: string) => (
    <a href={href} aria-current={current === key ? 'page' : undefined}>{label}</a>
  );
  return (
    <nav className="status-tabs" aria-label="입주·사전점검">
      {tab('calendar', '/admin/movein', '입주 캘린더')}
      {tab('check-in', '/admin/movein/check-in', '사전점검 입장 확인')}
      {tab('pass', '/admin/movein/pass', '입주증 확인')}
    </nav>
  );
}

type Message = { text: string; ok: boolean } | null;
const Feedback = ({ message }: { message: Message }) =>
  message ? <p className={`form-message ${message.ok ? 'is-success' : 'is-failure'}`} role={message.ok ? 'status' : 'alert'}>{message.text}</p> : null;

function useAct(csrf: string, setMessage: (m: Message) => void) {
  return async (url: string, method: string, json: unknown, done: string, reload = false) => {
    try {
      await api(url, { method, json, csrf });
      setMessage({ text: done, ok: true });
      if (reload) window.location.reload();
    } catch (err) {
      setMessage({ text: err instanceof ApiError ? err.message : '일시적인 오류가 발생했습니다.', ok: false });
    }
  };
}

const HALVES: HalfDay[] = ['오전', '오후'];
const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

function Cell({ cal, date, line, half, from }: { cal: MoveInCalendar; date: string; line: string; half: HalfDay; from: string }) {
  const c = cal.days.find((d) => d.date === date)?.cells.find((x) => x.line === line && x.half === half);
  if (!c) return <span className="movein-cell is-none" aria-label={`${half} 일정 없음`}>–</span>;
  const state = c.closed ? 'is-closed' : c.booked >= c.capacity ? 'is-full' : c.booked > 0 ? 'is-some' : '';
  return (
    <a className={`movein-cell ${state}`} href={`/admin/movein?from=${from}&day=${date}#movein-day`} title={`${line} ${shortDay(date)} ${half} ${c.booked}/${c.capacity}세대${c.closed ? ' (마감)' : ''}`}>
      <span className="sr-only">{`${line} ${shortDay(date)} `}</span>
      <small>{half}</small> {c.booked}/{c.capacity}
      <span className="sr-only">{`세대${c.closed ? ' (마감)' : ''} 보기`}</span>
    </a>
  );
}

function Calendar({ data }: { data: AdminMoveInData }) {
  const csrf = useCsrfToken();
  const [message, setMessage] = useState<Message>(null);
  const act = useAct(csrf, setMessage);
  const cal = data.calendar!;
  const dates = Array.from({ length: 14 }, (_, i) => addDays(data.from, i));
  const setPeriod = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    void act('/api/admin/movein/period', 'PUT', { from: f.get('from'), to: f.get('to') }, '입주지정기간을 저장했습니다.', true);
  };
  return (
    <>
      <Tabs current="calendar" />
      <MoveInExceptions
        beside={
          <form className="admin-card movein-form" onSubmit={setPeriod} aria-label="입주지정기간">
            <h2>입주지정기간</h2>
            <p className="admin-muted">{cal.period ? `${koreanDate(cal.period.from)} ~ ${koreanDate(cal.period.to)}` : '아직 정하지 않았습니다. 정하기 전에는 계약자가 입주 예약을 할 수 없습니다.'}</p>
            <label>시작일 <input type="date" name="from" required defaultValue={cal.period?.from} /></label>
            <label>종료일 <input type="date" name="to" required defaultValue={cal.period?.to} /></label>
            <button type="submit" className="admin-btn admin-btn-primary">저장</button>
          </form>
        }
      />
      <Feedback message={message} />
      {data.day && <MoveInDayRoster day={data.day} from={data.from} />}
      <DeskFilters action="/admin/movein" label="입주 캘린더 기간">
        <DeskField id="movein-from" label="시작일">
          <input id="movein-from" type="date" name="from" defaultValue={data.from} />
        </DeskField>
      </DeskFilters>
      <div className="admin-card movein-calendar-card">
        <div className="admin-card-head">
          <p>
            {koreanDate(cal.from)}부터 14일 · 라인 {cal.lines.length}개 · 칸마다 예약 세대/정원 (오전·오후, 누르면 그날의 세대) ·{' '}
            <a href={`/admin/movein?from=${addDays(data.from, -14)}`}>← 이전 14일</a> · <a href={`/admin/movein?from=${addDays(data.from, 14)}`}>다음 14일 →</a>
          </p>
        </div>
        <p className="movein-scroll-hint" aria-hidden="true">옆으로 밀어 14일을 보세요 →</p>
        <ScrollTable
          label="라인별 입주 예약 현황"
          className="admin-table movein-calendar"
          frameClassName="movein-calendar-scroll"
          caption={<caption className="sr-only">라인별, 날짜별 오전·오후 입주 예약 세대와 정원</caption>}
          head={
            <>
              <th scope="col">라인</th>
              {dates.map((d) => (
                <th key={d} scope="col" className={cal.period && (d < cal.period.from || d > cal.period.to) ? 'is-outside' : undefined} aria-label={shortDay(d)}>
                  {Number(d.slice(5, 7))}/{Number(d.slice(8))}
                  <small>{WEEKDAYS[new Date(`${d}T00:00:00Z`).getUTCDay()]}</small>
                </th>
              ))}
            </>
          }
        >
          {cal.lines.map((line) => (
            <tr key={line}>
              <th scope="row">{line}</th>
              {dates.map((d) => (
                <td key={d}>
                  {HALVES.map((h) => (
                    <Cell key={h} cal={cal} date={d} line={line} half={h} from={data.from} />
                  ))}
                </td>
              ))}
            </tr>
          ))}
          {cal.lines.length === 0 && <EmptyRow cols={dates.length + 1} className="admin-empty">이 기간에 열린 입주 일정이 없습니다. 방문 예약 화면에서 종류 &lsquo;입주&rsquo;와 라인(예: 101동 1·2호 라인)으로 일정을 여세요.</EmptyRow>}
        </ScrollTable>
      </div>
    </>
  );
}

type Row = CheckInRow & { slot: CheckInSlot };

function CheckIn({ data }: { data: AdminCheckInData }) {
  const csrf = useCsrfToken();
  const [message, setMessage] = useState<Message>(null);
  const [arrived, setArrived] = useState<Record<string, boolean>>({});
  // By number across the day (동, then 호: 902 before 1201), the order the households stand in the list.
  const rows: Row[] = (data.slots ?? []).flatMap((slot) => slot.rows.map((r) => ({ ...r, slot }))).sort((a, b) => byUnitNumber(a.unit, b.unit));
  const mark = async (r: Row, value: boolean) => {
    try {
      await api(`/api/admin/movein/check-in/${r.code}`, { method: 'PATCH', json: { arrived: value }, csrf });
      setArrived((a) => ({ ...a, [r.code]: value }));
      setMessage({ text: `${r.unit} ${value ? '입장 확인' : '입장 확인 취소'}`, ok: true });
    } catch (err) {
      setMessage({ text: err instanceof ApiError ? err.message : '일시적인 오류가 발생했습니다.', ok: false });
    }
  };
  const isIn = (r: Row) => arrived[r.code] ?? r.status === 'visited';
  const people = rows.reduce((n, r) => n + r.party, 0);
  return (
    <>
      <Tabs current="check-in" />
      <Feedback message={message} />
      <DeskList
        label="사전점검 입장 명단"
        filters={
          <DeskFilters action="/admin/movein/check-in" label="사전점검 날짜와 동">
            <DeskField id="ci-date" label="날짜">
              <input id="ci-date" type="date" name="date" defaultValue={data.date} />
            </DeskField>
            <DeskField id="ci-dong" label="동">
              <input id="ci-dong" name="dong" inputMode="numeric" pattern="\d{1,4}" size={5} defaultValue={data.dong ?? ''} placeholder="전체" />
            </DeskField>
            <DeskField id="ci-q" label="동·호 또는 이름" grow>
              <input id="ci-q" name="q" type="search" maxLength={30} defaultValue={data.q} placeholder="예: 1203, 101-902, 김해온" />
            </DeskField>
          </DeskFilters>
        }
        summary={<p>{koreanDate(data.date)}{data.dong ? ` · ${data.dong}동` : ''}{data.q ? ` · '${data.q}' 검색` : ''} · {rows.length}세대 {people}명 · 입장 {rows.filter(isIn).length}세대</p>}
        rows={rows}
        rowKey={(r) => r.code}
        rowClassName={(r) => (isIn(r) ? 'is-done' : undefined)}
        columns={[
          { header: '시간', cell: (r) => `${r.slot.start}~${r.slot.end}${r.slot.dong ? ` · ${r.slot.dong}동` : ''}`, card: 'status', className: 'nowrap' },
          { header: '세대', cell: (r) => <strong>{r.unit}</strong>, card: 'name' },
          { header: '계약자', cell: (r) => r.name, card: 'inline' },
          { header: '인원', cell: (r) => `${r.party}명`, card: 'inline', className: 'num' },
          { header: '예약번호', cell: (r) => r.code, card: 'inline' },
          {
            header: '입장',
            cell: (r) =>
              isIn(r) ? (
                <button type="button" className="admin-btn admin-btn-small" onClick={() => void mark(r, false)} aria-label={`${r.unit} 입장 확인 취소`}>입장 완료 ✓</button>
              ) : (
                <button type="button" className="admin-btn admin-btn-primary" onClick={() => void mark(r, true)} aria-label={`${r.unit} 입장 확인`}>입장 확인</button>
              ),
            card: 'line',
          },
        ]}
        empty={data.q ? `'${data.q}'에 맞는 세대가 없습니다. 동·호(예: 1203) 또는 계약자 이름으로 찾아 주세요.` : '이 날짜에 사전점검 예약이 없습니다.'}
      />
    </>
  );
}
