import { LABELS } from '../../../shared/labels';
import { RESERVATION_STATUS_LABELS, type ReservationStatus } from '../../../shared/visits';
import type { AdminSlot } from '../../../shared/visits-admin';
import { SLOT_KIND_LABELS } from '../../../shared/winners';
import { slotWords } from '../../../shared/slot-words';
import { VerifiedMark } from '../ui/VerifiedMark';
import { ScrollTable } from '../ui/ScrollTable';
import type { Act, Target } from './useVisitActions';

/**
 * One slot of the day: its time, booked/capacity and kind; closing, reopening, its capacity and
 * deleting it (for those who manage slots); and its bookings, each marked visited or no-show on
 * the day, moved or cancelled.
 */
export function SlotBlock({ slot: s, disabled, early, act, targets, manageSlots }: { slot: AdminSlot; disabled: boolean; early: boolean; act: Act; targets: Target[]; manageSlots: boolean }) {
  const status = (code: string, next: ReservationStatus, confirmText?: string, done?: string) => act(`/api/admin/visits/reservations/${code}`, 'PATCH', { status: next }, confirmText, done);
  // Only the slots this booking may hold (its kind, 동 and line), as the server worked them out.
  const movable = (r: AdminSlot['reservations'][number]) => (r.moveTo ? targets.filter((t) => r.moveTo!.includes(t.id)) : targets);
  const units = s.reservations.some((r) => r.unit);
  const named = slotWords(s, { withDate: false });
  const earlyTitle = early ? '방문일 전에는 방문·미방문으로 처리할 수 없습니다.' : undefined;
  return (
    <section className={`admin-slot${s.closed ? ' is-closed' : ''}`} aria-labelledby={`slot-${s.id}`}>
      <div className="admin-slot-head">
        <h3 id={`slot-${s.id}`}>
          {slotWords(s, { withDate: false, withKind: false })} <span className="admin-slot-count">{`${s.booked}/${s.capacity}팀`}</span>
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
        <ScrollTable
          label={`${named} 예약 목록`}
          className="board-table inbox-table visit-table"
          caption={<caption className="sr-only">{named} 예약 목록</caption>}
          head={
            <>
              <th scope="col">예약번호</th>
              {units && <th scope="col">동·호</th>}
              <th scope="col">이름</th>
              <th scope="col">연락처</th>
              <th scope="col">인원</th>
              <th scope="col">경로</th>
              <th scope="col">상태</th>
              <th scope="col" className="print-only">확인</th>
              <th scope="col" className="row-actions">처리</th>
            </>
          }
        >
          {s.reservations.map((r) => (
            <tr key={r.code} id={`r-${r.code}`}>
              <td className="visit-code">{r.code}</td>
              {units && <td className="nowrap">{r.unit ?? '–'}</td>}
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
                {r.status === 'booked' && !r.othersCustomer && movable(r).length > 0 && (
                  <MoveForm code={r.code} name={r.name} targets={movable(r)} disabled={disabled} act={act} />
                )}
                {r.status === 'booked' && !r.othersCustomer && (
                  <button
                    type="button"
                    className="btn btn-outline btn-sm"
                    disabled={disabled}
                    onClick={() => void status(r.code, 'cancelled', `${r.name}님의 ${named} 예약을 취소할까요? 취소 문자가 발송됩니다.`)}
                  >
                    취소<span className="sr-only"> {r.name}</span>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </ScrollTable>
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
