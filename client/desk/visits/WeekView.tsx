import { addDays, shortDay } from '../../../shared/visits';
import type { WeekDay } from '../../../shared/visits-admin';
import { WEEKDAYS } from './slot-times';

/** Seven days with each slot's booked/capacity; a day opens the day list. */
export function WeekView({ week, date, today }: { week: WeekDay[]; date: string; today: string }) {
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
