import type { FormEvent } from 'react';
import { useSite } from '../../site-context';
import { addDays } from '../../../shared/visits';
import { LINE_EXAMPLE } from '../../../shared/movein';
import type { AdminVisitsData } from '../../../shared/page-data';
import { SLOT_KINDS, SLOT_KIND_LABELS } from '../../../shared/winners';
import { WEEKDAYS, datesBetween, defaultHours, timesBetween } from './slot-times';
import type { Act } from './useVisitActions';
import { SlotKindField } from './SlotKindField';

interface OpenSlotsProps {
  date: string;
  today: string;
  kind?: AdminVisitsData['kind'];
  disabled: boolean;
  act: Act;
  setError: (message: string) => void;
}

/**
 * Opening slots: a kind (견본주택 방문, 서류접수, 계약, 옵션 계약, 중도금 대출 자서, 사전점검, 입주),
 * optionally one 동 or one line (입주, and 사전점검 by line), the days between two dates on the
 * chosen weekdays, and the start times between the first and the last, so many minutes apart,
 * each with its length and capacity in parties.
 */
export function OpenSlotsForm({ date, today, kind, disabled, act, setError }: OpenSlotsProps) {
  const site = useSite();

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

  return (
    <details className="admin-open-slots">
      <summary>시간대 열기</summary>
      <p className="admin-muted">기본값: 앞으로 7일, 매일, 견본주택 운영시간({site.modelHouse.hours}) 안에서 30분 간격.</p>
      <form className="open-slots-form" onSubmit={open}>
        <SlotKindField id="o-kind" defaultValue={kind ?? 'visit'} />
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
  );
}
