import { keyTime } from '../../../shared/movein';
import { Fragment } from 'react';
import type { MoveInDay } from '../../../shared/movein';
import { shortDay } from '../../../shared/visits';
import { ColumnHeads, ScrollTable } from '../ui/ScrollTable';
import { EmptyRow } from '../ui/EmptyRow';
import { groupDigits } from '../../../shared/korean-format';

/**
 * One 입주 day opened from the calendar: per line, its half-days, then each household by 동·호 with
 * 계약자 and 연락처; printed as it is (the print style drops the desk around it) for the lifts and the office.
 */
export function MoveInDayRoster({ day, from }: { day: MoveInDay; from: string }) {
  const total = day.lines.reduce((n, l) => n + l.rows.length, 0);
  return (
    <section className="admin-card movein-day" id="movein-day" aria-labelledby="movein-day-title">
      <div className="admin-card-head">
        <h2 id="movein-day-title">{shortDay(day.date)} 입주 세대 · {total}세대</h2>
        <p className="no-print">
          <button type="button" className="admin-btn" onClick={() => window.print()}>인쇄</button> <a href={`/admin/movein?from=${from}`}>닫기</a>
        </p>
      </div>
      {day.lines.length === 0 && <p className="admin-empty">이 날짜에 열린 입주 일정이 없습니다.</p>}
      {day.lines.map((l) => (
        <div key={l.line} className="movein-day-line">
          <h3>
            {l.line} <small>{l.halves.map((h) => `${h.half} ${h.start}~${h.end} ${h.booked}/${h.capacity}세대`).join(' · ')}</small>
          </h3>
          <ScrollTable
            label={`${l.line} 입주 세대 목록`}
            className="admin-table"
            caption={<caption className="sr-only">{l.line} 입주 세대</caption>}
            head={<ColumnHeads labels={['동·호', '계약자', '연락처', '시간', '예약번호', '정산', '열쇠', '하자']} />}
          >
            {l.rows.map((r) => (
              <tr key={r.code}>
                <th scope="row">{r.unit}</th>
                {/* Each name with its comma kept whole: on a phone the cell wraps between names, never before a comma. */}
                <td>
                  {r.names.map((n, i) => (
                    <Fragment key={i}>
                      {i > 0 && ' '}
                      <span className="nowrap">
                        {n}
                        {i < r.names.length - 1 && ','}
                      </span>
                    </Fragment>
                  ))}
                </td>
                <td className="nowrap"><a href={`tel:${r.phone.replace(/-/g, '')}`}>{r.phone}</a></td>
                <td className="nowrap">{r.half} {r.start}~{r.end}</td>
                <td>{r.code}</td>
                {/* At the door: 정산 (완납 or what is left), 열쇠, open 하자 (issue 66). */}
                <td className="nowrap">{r.left === undefined ? '-' : r.left > 0 ? `${groupDigits(r.left)}원 남음${r.exception ? ' (예외 승인)' : ''}` : '완납'}</td>
                <td className="nowrap">{r.keysAt ? `지급 ${keyTime(r.keysAt)}` : '미지급'}</td>
                <td className="nowrap">{r.openDefects ? `${r.openDefects}건 처리 중` : '없음'}</td>
              </tr>
            ))}
            {l.rows.length === 0 && <EmptyRow cols={8} className="admin-empty">예약한 세대가 없습니다.</EmptyRow>}
          </ScrollTable>
        </div>
      ))}
    </section>
  );
}
