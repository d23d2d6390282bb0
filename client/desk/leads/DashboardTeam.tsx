import type { AdminDashboardData } from '../../../shared/page-data';
import { count } from '../ui/format';
import { ScrollTable } from '../ui/ScrollTable';

/** For the manager: leads nobody called in time, and each counselor's numbers over the period. */
export function Team({ team }: { team: NonNullable<AdminDashboardData['team']> }) {
  return (
    <>
      {team.late.length > 0 && (
        <section className="admin-card flag-card" aria-labelledby="late-title">
          <h2 id="late-title" className="admin-card-title">
            {`업무 시간 ${team.firstContactMinutes}분 안에 첫 통화를 못 한 신청 ${count(team.late.length)}건`}
          </h2>
          <ul>
            {team.late.slice(0, 20).map((l) => (
              <li key={l.id}>
                <a href={`/admin/leads/${l.id}`}>{l.name}</a> · {l.assignee?.name ?? '미배정'} · {`${count(l.minutesSinceArrival)}분 경과`}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="admin-card" aria-labelledby="team-title">
        <h2 id="team-title" className="admin-card-title">상담사별 실적</h2>
        {team.counselors.length ? (
          <ScrollTable
            label="상담사별 실적 표"
            className="admin-table"
            head={
              <>
                <th scope="col">상담사</th>
                <th scope="col" className="num">배정</th>
                <th scope="col" className="num">연락률</th>
                <th scope="col" className="num">첫 통화까지 (중앙값)</th>
                <th scope="col" className="num">방문예약</th>
                <th scope="col" className="num">방문</th>
                <th scope="col" className="num">계약</th>
              </>
            }
          >
            {team.counselors.map((c) => (
              <tr key={c.id}>
                <th scope="row">{c.name}</th>
                <td className="num">{count(c.assigned)}</td>
                <td className="num">{c.contactedPercent}%</td>
                <td className="num">{c.medianFirstCallMinutes === null ? '—' : `${count(c.medianFirstCallMinutes)}분`}</td>
                <td className="num">{count(c.bookings)}</td>
                <td className="num">{count(c.visits)}</td>
                <td className="num">{count(c.contracts)}</td>
              </tr>
            ))}
          </ScrollTable>
        ) : (
          <p className="admin-muted">이 기간에 배정된 상담 신청이 없습니다.</p>
        )}
      </section>
    </>
  );
}
