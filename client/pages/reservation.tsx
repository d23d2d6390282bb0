import { useEffect } from 'react';
import { Link } from '../nav';
import { SubPage } from '../components/SubPage';
import { usePageData } from '../page-data';
import { useSite } from '../site-context';
import { telHref } from '../../shared/site.config';
import { RESERVATION_STATUS_LABELS, VISIT_MESSAGES, shortDay, visitWhen } from '../../shared/visits';

import { LEAD_MESSAGES } from '../../shared/leads';
import type { PageProps } from './types';

const NOTICES = {
  booked: { text: `✓ ${VISIT_MESSAGES.booked} 확정 문자를 보내 드렸습니다.`, ok: true },
  bookedNoText: { text: `✓ ${VISIT_MESSAGES.booked} ${LEAD_MESSAGES.landline}`, ok: true },
  cancelled: { text: `✓ ${VISIT_MESSAGES.cancelled}`, ok: true },
  past: { text: `✗ ${VISIT_MESSAGES.cancelPast}`, ok: false },
  already: { text: `✗ ${VISIT_MESSAGES.alreadyCancelled}`, ok: false },
  moved: { text: `✓ ${VISIT_MESSAGES.moved}`, ok: true },
  'move-failed': { text: '✗ 선택하신 시간으로 변경하지 못했습니다. 마감되었을 수 있으니 다른 시간을 선택해 주세요.', ok: false },
} as const;

/**
 * The visitor's private reservation page (/reservation/<token>, the link in the text message):
 * the visit, the address and map, and cancelling — a plain form post, so it works without JavaScript.
 */
export function ReservationPage({ match }: PageProps) {
  const site = useSite();
  const data = usePageData('reservation', match.canonicalPath);
  const token = match.params.token!;
  // Reached by in-app navigation: this page is private and loaded per request.
  useEffect(() => {
    if (!data) window.location.reload();
  }, [data]);
  if (!data) {
    return <SubPage match={match}><p className="board-empty">불러오는 중입니다…</p></SubPage>;
  }
  const r = data.reservation;
  const notice = data.notice ? NOTICES[data.notice] : undefined;
  return (
    <SubPage match={match}>
      <div className="reservation-page">
        {notice && (
          <p className={`form-message ${notice.ok ? 'is-success' : 'is-failure'}`} role={notice.ok ? 'status' : 'alert'}>
            {notice.text}
          </p>
        )}
        {!r ? (
          <>
            <p className="board-empty">{VISIT_MESSAGES.notFound}</p>
            <div className="center-actions">
              <Link to={`/${site.defaultSite}/customer`} className="btn btn-primary">
                방문 예약하러 가기
              </Link>
            </div>
          </>
        ) : (
          <>
            {/* The booking first: when, how many, where, and what can be done about it. */}
            <p className="reservation-status">
              <span className={`status-badge is-${r.status}`}>{RESERVATION_STATUS_LABELS[r.status]}</span>
              <span>
                예약번호 <strong className="visit-code">{r.code}</strong>
              </span>
            </p>
            <dl className="visit-facts visit-facts-page">
              <dt>방문 일시</dt>
              <dd>{`${visitWhen(r.date, r.start)}~${r.end}`}</dd>
              <dt>방문 인원</dt>
              <dd>{`${r.party}명`}</dd>
              <dt>견본주택 주소</dt>
              <dd>
                {site.modelHouse.address}
                <br />
                <a href={site.modelHouse.mapUrl} target="_blank" rel="noopener noreferrer">
                  지도에서 보기<span className="sr-only"> (새 창)</span>
                </a>
              </dd>
            </dl>
            {r.status === 'booked' && !r.past && (
              <div className="reservation-actions">
                {/* Moving the visit to another open time (a plain form post); by phone when none is open. */}
                <div className="reservation-move" data-slot="move">
                  {data.slots && data.slots.some((d) => d.slots.some((x) => x.remaining > 0 && !(d.date === r.date && x.start === r.start))) ? (
                    <form method="post" action={`/api/visits/manage/${encodeURIComponent(token)}/move`}>
                      <p>다른 시간으로 바꾸시려면 새 시간을 고른 뒤 변경해 주세요. 변경된 시간을 문자로 보내 드립니다.</p>
                      <div className="field">
                        <label htmlFor="move-slot">새 방문 일시</label>
                        <select id="move-slot" name="slotId" required>
                          {data.slots.flatMap((d) =>
                            d.slots
                              .filter((x) => x.remaining > 0 && !(d.date === r.date && x.start === r.start))
                              .map((x) => (
                                <option key={x.id} value={x.id}>
                                  {`${shortDay(d.date)} ${x.start}~${x.end} (잔여 ${x.remaining}팀)`}
                                </option>
                              )),
                          )}
                        </select>
                      </div>
                      <button type="submit" className="btn btn-primary">
                        예약 시간 변경하기
                      </button>
                    </form>
                  ) : (
                    <a className="btn btn-outline" href={telHref(site.consultationPhone)}>
                      시간 변경 문의
                    </a>
                  )}
                </div>
                <form
                  className="reservation-cancel"
                  method="post"
                  action={`/api/visits/manage/${encodeURIComponent(token)}/cancel`}
                  onSubmit={(e) => {
                    if (!window.confirm('방문 예약을 취소하시겠습니까?')) e.preventDefault();
                  }}
                >
                  <button type="submit" className="btn btn-outline">
                    예약 취소하기
                  </button>
                </form>
                <p className="visit-note">방문이 어려우시면 예약을 취소해 주세요. 다른 분이 그 시간을 예약하실 수 있습니다.</p>
              </div>
            )}
            {r.status === 'booked' && r.past && <p className="visit-note">{VISIT_MESSAGES.cancelPast}</p>}
            {r.status === 'cancelled' && (
              <div className="center-actions">
                <Link to={`/${site.defaultSite}/customer`} className="btn btn-primary">
                  다시 예약하기
                </Link>
              </div>
            )}
            <dl className="visit-facts visit-facts-page visit-facts-more">
              <dt>운영시간</dt>
              <dd>{site.modelHouse.hours}</dd>
              <dt>문의</dt>
              <dd>
                <a href={telHref(site.consultationPhone)}>{site.consultationPhone}</a>
              </dd>
            </dl>
          </>
        )}
      </div>
    </SubPage>
  );
}
