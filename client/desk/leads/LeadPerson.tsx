import type { PersonCard } from '../../../shared/people';
import { OUTBOX_STATE_LABELS } from '../../../shared/outbox';
import { CONSENT_CHANNEL_LABELS } from '../../../shared/consent';
import { visitWhen } from '../../../shared/visits';
import { formatDateTime } from '../ui/format';

/** The person behind the lead: one card however many times they submitted. */
export function PersonCardView({ person, current, allMessages }: { person: PersonCard; current: string; allMessages: boolean }) {
  const others = person.leads.filter((l) => l.id !== current);
  return (
    <section className="admin-card person-card" aria-labelledby="person-title">
      <h3 id="person-title">고객 카드 · {person.phone}</h3>
      <dl className="lead-facts">
        <div><dt>이름</dt><dd>{person.names.join(', ')}</dd></div>
        <div><dt>신청</dt><dd>{person.leads.length}건</dd></div>
        <div><dt>방문예약</dt><dd>{person.reservations.length}건</dd></div>
        <div>
          <dt>광고 문자 수신</dt>
          <dd>
            <span className={`consent-pill ${person.consent.marketing ? 'is-on' : 'is-off'}`}>{person.consent.marketing ? '동의' : '미동의'}</span>
            {person.consent.marketing && <span className="admin-muted"> · 야간 {person.consent.night ? '동의' : '미동의'}</span>}
          </dd>
        </div>
      </dl>
      {person.consent.ledger.length > 0 && (
        <p className="admin-muted consent-ledger">
          {person.consent.ledger
            .map((e) => `${formatDateTime(e.at)} ${e.scope === 'night' ? '야간 ' : ''}${e.kind === 'grant' ? '동의' : '거부'}(${CONSENT_CHANNEL_LABELS[e.channel]})`)
            .join(' · ')}
        </p>
      )}

      <h4>같은 사람의 다른 신청</h4>
      {others.length ? (
        <ul className="related">
          {others.map((r) => (
            <li key={r.id}>
              <a href={`/admin/leads/${r.id}`}>
                {formatDateTime(r.createdAt)} · {r.typeLabel}
              </a>
              <span className={`status-pill status-${r.status}`}>{r.statusLabel}</span>
              <span className="admin-muted"> {r.sourceLabel}{r.unitType ? ` · 관심 ${r.unitType}` : ''}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="admin-muted">없음 (첫 신청)</p>
      )}

      {person.reservations.length > 0 && (
        <>
          <h4>방문예약</h4>
          <ul className="person-reservations">
            {person.reservations.map((r) => (
              <li key={r.code}>
                <a href={`/admin/visits?date=${r.date}#r-${r.code}`}>
                  <span className="visit-code">{r.code}</span> {visitWhen(r.date, r.start)} · {r.party}명
                </a>
                <span className={`status-badge is-${r.status}`}>{r.statusLabel}</span>
                <span className="admin-muted"> {r.channelLabel}{r.bookedBy ? ` (${r.bookedBy})` : ''}</span>
              </li>
            ))}
          </ul>
        </>
      )}

      <h4>
        보낸 문자 {allMessages && <a className="admin-muted" href={`/admin/messages?phone=${encodeURIComponent(person.phone)}`}>전체 보기 →</a>}
      </h4>
      {person.messages.length ? (
        <ol className="person-messages">
          {person.messages.map((m) => (
            <li key={m.id}>
              <p className="history-meta">
                <strong>{m.label}</strong> · {formatDateTime(m.sentAt ?? m.scheduledAt)} · {OUTBOX_STATE_LABELS[m.state]}
                {m.cancelReason ? ` (${m.cancelReason})` : ''}
              </p>
              {m.text && <p className="message-text">{m.text}</p>}
            </li>
          ))}
        </ol>
      ) : (
        <p className="admin-muted">보낸 문자가 없습니다.</p>
      )}
    </section>
  );
}
