import { useState, type FormEvent } from 'react';
import { CALL_OUTCOMES, CALL_OUTCOME_LABELS, type CallOutcome, FORWARD_STATE_LABELS, LEAD_STATUSES, LEAD_STATUS_LABELS, LEAD_TYPE_LABELS, NOTE_MAX, type LeadDetail, type LeadStatus } from '../../../shared/leads';
import type { AdminLeadData } from '../../../shared/page-data';
import type { PersonCard } from '../../../shared/people';
import { can } from '../../../shared/permissions';
import { LABELS } from '../../../shared/labels';
import { RESERVATION_STATUS_LABELS, visitWhen, type ReservationStatus } from '../../../shared/visits';
import { api } from '../../api';
import { usePageData } from '../../page-data';
import type { PageProps } from '../../pages/types';
import { AdminLayout, Notice, useServerPage } from '../shell/AdminLayout';
import { useCsrfToken } from '../shell/useAdminSession';
import { formatDateTime } from '../ui/format';
import { VerifiedMark } from '../ui/VerifiedMark';
import { HistoryItem } from './LeadHistory';
import { PersonCardView } from './LeadPerson';
import { TouchTable } from './LeadTouch';

/**
 * One lead, built around the person card: who the person is (names, phone, consent), every
 * submission and reservation of theirs, the texts they were sent, then this lead's status, notes
 * and history, and its campaign touches. This file holds the page and what the desk does on it
 * (calls, status, notes, assignment, deletion); the person card is LeadPerson.tsx, a history entry
 * LeadHistory.tsx, a campaign touch LeadTouch.tsx.
 */
export function AdminLead({ match }: PageProps) {
  const data = usePageData('admin-lead', match.canonicalPath);
  useServerPage(!!data);
  if (!data) return <p className="admin-loading">불러오는 중입니다…</p>;
  return (
    <AdminLayout email={data.email} role={data.role} title="상담 이력" current="leads" actions={<a className="admin-btn admin-btn-ghost" href="/admin/leads">← 목록으로</a>}>
      {data.lead ? <LeadDesk initial={data.lead} data={data} person={data.person ?? null} /> : <div className="admin-card admin-empty">상담 신청을 찾을 수 없습니다. 이미 삭제되었을 수 있습니다.</div>}
    </AdminLayout>
  );
}

function LeadDesk({ initial, data, person }: { initial: LeadDetail; data: AdminLeadData; person: PersonCard | null }) {
  const csrf = useCsrfToken();
  const [lead, setLead] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ text: string; error?: boolean }>({ text: '' });

  const reload = async () => setLead(await api<LeadDetail>(`/api/admin/leads/${lead.id}`));
  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      await reload();
      setNotice({ text: done });
      return true;
    } catch (err) {
      setNotice({ text: (err as Error).message, error: true });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const setStatus = (status: LeadStatus) =>
    run(() => api(`/api/admin/leads/${lead.id}`, { method: 'PATCH', csrf, json: { status } }), `상태를 '${LEAD_STATUS_LABELS[status]}'(으)로 바꿨습니다.`);

  const addNote = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const text = String(new FormData(form).get('text') ?? '').trim();
    if (!text) return setNotice({ text: '메모 내용을 입력해 주세요.', error: true });
    if (await run(() => api(`/api/admin/leads/${lead.id}/notes`, { method: 'POST', csrf, json: { text } }), '메모를 남겼습니다.')) form.reset();
  };

  const logCall = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    const outcome = String(f.get('outcome') ?? '') as CallOutcome;
    if (!outcome) return setNotice({ text: '통화 결과를 골라 주세요.', error: true });
    const note = String(f.get('note') ?? '').trim();
    const next = String(f.get('nextCallAt') ?? '');
    // The picker gives Korea time without a zone: send it as +09:00.
    const nextCallAt = next ? `${next}:00+09:00` : undefined;
    const json = { outcome, ...(note ? { note } : {}), ...(nextCallAt ? { nextCallAt } : {}) };
    if (await run(() => api(`/api/admin/leads/${lead.id}/calls`, { method: 'POST', csrf, json }), `통화 결과 '${CALL_OUTCOME_LABELS[outcome]}'를 남겼습니다.`)) form.reset();
  };

  const claim = () => run(() => api(`/api/admin/leads/${lead.id}/claim`, { method: 'POST', csrf }), '이 상담 신청을 맡았습니다.');
  const assign = (assignee: string) =>
    run(
      () => api(`/api/admin/leads/${lead.id}`, { method: 'PATCH', csrf, json: { assignee: assignee || null } }),
      assignee ? '담당자를 바꿨습니다.' : '미배정으로 돌렸습니다.',
    );

  const remove = async () => {
    if (!window.confirm(`${lead.name}님의 이 신청과 메모·이력을 모두 삭제합니다. 되돌릴 수 없습니다. 삭제할까요?`)) return;
    setBusy(true);
    try {
      await api(`/api/admin/leads/${lead.id}`, { method: 'DELETE', csrf });
      window.location.assign('/admin/leads');
    } catch (err) {
      setNotice({ text: (err as Error).message, error: true });
      setBusy(false);
    }
  };

  return (
    <div className="lead-grid">
      <div className="lead-main">
        <section className="admin-card lead-summary" aria-labelledby="lead-name">
          <div className="lead-title">
            <h2 id="lead-name">{lead.name}</h2>
            <span className={`status-pill status-${lead.status}`}>{LEAD_STATUS_LABELS[lead.status]}</span>
            {lead.repeat.count > 1 && (
              <a className="repeat-badge" href={`/admin/leads?q=${encodeURIComponent(lead.phone)}`}>
                {`재등록 ${lead.repeat.count}회`}
              </a>
            )}
          </div>
          <dl className="lead-facts">
            <div><dt>연락처</dt><dd><a href={`tel:${lead.phone.replace(/-/g, '')}`}>{lead.phone}</a><VerifiedMark verified={lead.phoneVerified} /></dd></div>
            <div><dt>유형</dt><dd>{LEAD_TYPE_LABELS[lead.type]}</dd></div>
            <div><dt>접수일시</dt><dd>{formatDateTime(lead.createdAt)}</dd></div>
            <div><dt>신청 페이지</dt><dd>{lead.page ?? '—'}</dd></div>
            <div><dt>전달 상태</dt><dd>{FORWARD_STATE_LABELS[lead.forward.state]}</dd></div>
          </dl>
          <div className="lead-message">
            <h3>문의내용</h3>
            <p>{lead.message || '(없음)'}</p>
          </div>
          {lead.reservation && (
            <div className="lead-reservation" aria-label="이 신청의 방문예약">
              <h3>방문예약</h3>
              <dl className="lead-facts">
                <div><dt>예약번호</dt><dd className="visit-code">{lead.reservation.code}</dd></div>
                <div><dt>일시</dt><dd>{visitWhen(lead.reservation.date, lead.reservation.start)}~{lead.reservation.end}</dd></div>
                <div><dt>인원</dt><dd>{lead.reservation.party}명</dd></div>
                <div>
                  <dt>상태</dt>
                  <dd>
                    <span className={`status-badge is-${lead.reservation.status}`}>{RESERVATION_STATUS_LABELS[lead.reservation.status as ReservationStatus]}</span>
                  </dd>
                </div>
                <div><dt>예약 경로</dt><dd>{LABELS.bookingChannel[lead.reservation.channel] ?? lead.reservation.channel}</dd></div>
              </dl>
              <a className="admin-btn admin-btn-ghost" href={`/admin/visits?date=${lead.reservation.date}#r-${lead.reservation.code}`}>
                방문 예약 관리에서 보기 →
              </a>
            </div>
          )}
        </section>

        <section className="admin-card" aria-labelledby="call-title">
          <h3 id="call-title">통화 기록</h3>
          <form className="call-form" onSubmit={logCall}>
            <fieldset className="call-outcomes">
              <legend>통화 결과</legend>
              {CALL_OUTCOMES.map((o) => (
                <label key={o} className="call-outcome">
                  <input type="radio" name="outcome" value={o} required />
                  {CALL_OUTCOME_LABELS[o]}
                </label>
              ))}
            </fieldset>
            <div className="admin-field">
              <label htmlFor="call-next">재통화 일시 (선택)</label>
              <input id="call-next" name="nextCallAt" type="datetime-local" />
            </div>
            <div className="admin-field admin-field-grow">
              <label htmlFor="call-note">통화 메모 (선택)</label>
              <input id="call-note" name="note" maxLength={NOTE_MAX} placeholder="예: 84A 관심, 주말 방문 희망" />
            </div>
            <button type="submit" className="admin-btn admin-btn-primary" disabled={busy || !csrf}>
              통화 결과 남기기
            </button>
          </form>
        </section>
        {person && <PersonCardView person={person} current={lead.id} allMessages={can(data.role, 'messages')} />}

        <section className="admin-card" aria-labelledby="status-title">
          <h3 id="status-title">상태 변경</h3>
          <div className="status-steps" role="group" aria-labelledby="status-title">
            {LEAD_STATUSES.map((s) => (
              <button
                key={s}
                type="button"
                className={`status-step status-${s}`}
                aria-pressed={lead.status === s}
                disabled={busy || !csrf || lead.status === s}
                onClick={() => setStatus(s)}
              >
                {LEAD_STATUS_LABELS[s]}
              </button>
            ))}
          </div>
          <Notice text={notice.text} error={notice.error} />
        </section>

        <section className="admin-card" aria-labelledby="history-title">
          <h3 id="history-title">메모·이력</h3>
          <form className="note-form" onSubmit={addNote}>
            <label htmlFor="note-text" className="sr-only">
              메모
            </label>
            <textarea id="note-text" name="text" rows={3} maxLength={NOTE_MAX} placeholder="통화 내용, 방문 약속, 관심 타입 등을 남겨 주세요. (1,000자 이내)" />
            <button type="submit" className="admin-btn admin-btn-primary" disabled={busy || !csrf}>
              메모 남기기
            </button>
          </form>
          <ol className="history">
            {lead.history.map((h, i) => (
              <HistoryItem key={`${h.at}-${i}`} entry={h} />
            ))}
            <li className="history-item history-created">
              <p className="history-meta">
                <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time> · 홈페이지
              </p>
              <p>{LEAD_TYPE_LABELS[lead.type]} 접수</p>
            </li>
          </ol>
        </section>
      </div>

      <aside className="lead-side">
        <section className="admin-card" aria-labelledby="assignee-title">
          <h3 id="assignee-title">담당자</h3>
          <p>{lead.assignee ? <strong>{lead.assignee.name}</strong> : <span className="pool-badge">미배정</span>}</p>
          {!lead.assignee && (
            <button type="button" className="admin-btn admin-btn-primary" disabled={busy || !csrf} onClick={claim}>
              내가 맡기
            </button>
          )}
          {!!data.assignable?.length && (
            <div className="admin-field">
              <label htmlFor="assignee-select">담당자 지정</label>
              <select id="assignee-select" value={lead.assignee?.id ?? ''} disabled={busy || !csrf} onChange={(e) => assign(e.target.value)}>
                <option value="">미배정</option>
                {data.assignable.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </select>
            </div>
          )}
        </section>
        <section className="admin-card" aria-labelledby="touch-title">
          <h3 id="touch-title">유입 경로</h3>
          <TouchTable label="첫 유입" touch={lead.attribution.first} />
          <TouchTable label="최근 유입" touch={lead.attribution.last} />
        </section>
        {data.canDelete && (
        <section className="admin-card danger-zone" aria-labelledby="delete-title">
          <h3 id="delete-title">삭제</h3>
          <p className="admin-muted">정보주체의 삭제 요청 시 이 신청과 메모·이력을 모두 지웁니다.</p>
          <button type="button" className="admin-btn admin-btn-danger" disabled={busy || !csrf} onClick={remove}>
            이 신청 삭제
          </button>
        </section>
        )}
      </aside>
    </div>
  );
}
