import { useState } from 'react';
import { FORWARD_STATE_LABELS, LEAD_STATUSES, LEAD_STATUS_LABELS, LEAD_TYPES, LEAD_TYPE_LABELS, SPAM_REASON_LABELS, type InboxLead } from '../../../shared/leads';
import type { LeadFilterValues } from '../../../shared/page-data';
import { api } from '../../api';
import { usePageData } from '../../page-data';
import type { PageProps } from '../../pages/types';
import { ExportForm } from '../ui/ExportForm';
import { can } from '../../../shared/permissions';
import { AdminLayout, Notice, useServerPage } from '../shell/AdminLayout';
import { useCsrfToken } from '../shell/useAdminSession';
import { count, formatDateTime, touchLabel } from '../ui/format';
import { VerifiedMark } from '../ui/VerifiedMark';
import { LeadStatusSelect } from './LeadStatusSelect';
import { DeskField, DeskSearchField, DeskFilters, DeskList } from '../ui/DeskList';
import { LabelOptions } from '../ui/LabelOptions';
import { DateRangeFields } from '../ui/DateRangeFields';

const qs = (f: LeadFilterValues) =>
  new URLSearchParams(Object.entries(f).filter(([, v]) => v).map(([k, v]) => [k, v === true ? '1' : String(v)])).toString();

/**
 * The lead inbox, rendered on the server per request: filters and paging are GET links and forms
 * (they work without JavaScript); the status of a row changes in place.
 */
export function AdminLeads({ match }: PageProps) {
  const data = usePageData('admin-leads', match.canonicalPath);
  useServerPage(!!data);
  const csrf = useCsrfToken();
  const [notice, setNotice] = useState<{ text: string; error?: boolean }>({ text: '' });
  /** Rows restored on this page, with what the row now says. */
  const [restored, setRestored] = useState<Record<string, string>>({});

  if (!data) return <p className="admin-loading">불러오는 중입니다…</p>;
  const { filter, leads, nextCursor, counts } = data;
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : 0;
  const base = { ...filter, cursor: undefined };

  const restore = async (lead: InboxLead) => {
    try {
      if (lead.quarantinedBooking) {
        // A held booking: booked for the time asked when it is still free, else on as a visit request (the answer says which).
        const r = await api<{ booked: boolean; message: string }>(`/api/admin/visits/quarantine/${lead.id}/restore`, { method: 'POST', csrf });
        setRestored((m) => ({ ...m, [lead.id]: r.booked ? '복원·예약됨' : '복원됨(예약 못 함)' }));
        setNotice({ text: `${lead.name}님: ${r.message}`, error: !r.booked });
        return;
      }
      await api(`/api/admin/leads/${lead.id}`, { method: 'PATCH', csrf, json: { spam: false } });
      setRestored((r) => ({ ...r, [lead.id]: '복원됨' }));
      setNotice({ text: `${lead.name}님의 신청을 복원했습니다. 새 신청처럼 전달되고 안내 문자가 발송됩니다.` });
    } catch (err) {
      setNotice({ text: (err as Error).message, error: true });
    }
  };

  return (
    <AdminLayout
      email={data.email}
      role={data.role}
      title="상담 신청"
      current="leads"
      actions={
        can(data.role, 'export') && <ExportForm id="leads-export-reason" action="/api/admin/leads.csv" params={{ ...base, spam: base.spam ? "1" : undefined }} />
      }
    >
      <nav className="status-tabs" aria-label="상태별 보기">
        <a href={`/admin/leads?${qs({ ...base, status: undefined, spam: undefined })}`} aria-current={!filter.status && !filter.spam ? 'page' : undefined}>
          전체 <span className="tab-count">{count(total)}</span>
        </a>
        {LEAD_STATUSES.map((s) => (
          <a key={s} href={`/admin/leads?${qs({ ...base, status: s, spam: undefined })}`} aria-current={filter.status === s && !filter.spam ? 'page' : undefined}>
            <span className={`status-dot status-${s}`} aria-hidden="true" />
            {LEAD_STATUS_LABELS[s]} <span className="tab-count">{count(counts?.[s] ?? 0)}</span>
          </a>
        ))}
        <a href="/admin/leads?spam=1" aria-current={filter.spam ? 'page' : undefined}>
          스팸 보관함 <span className="tab-count">{count(data.spam ?? 0)}</span>
        </a>
      </nav>
      {filter.spam && (
        <p className="admin-hint">
          자동 입력으로 의심되어 보관된 신청입니다. 받은 분에게는 접수 완료로 안내되었고, 전달·문자 발송은 하지 않았습니다. 30일이 지나면 자동으로
          삭제됩니다. 실제 고객의 신청이면 <strong>복원</strong>을 누르세요. 새 신청처럼 전달되고 안내 문자가 발송됩니다.
        </p>
      )}

      <DeskList<InboxLead>
        label="상담 신청 목록"
        tableClassName="inbox-table"
        filters={
          <DeskFilters action="/admin/leads" label="상담 신청 검색" reset="/admin/leads">
            {filter.status && <input type="hidden" name="status" value={filter.status} />}
            {filter.spam && <input type="hidden" name="spam" value="1" />}
            <DeskSearchField id="f-q" label="이름·연락처" value={filter.q} maxLength={50} placeholder="홍길동 또는 010-1234-5678" />
            <DeskField id="f-type" label="유형">
              <select id="f-type" name="type" defaultValue={filter.type ?? ''}>
                <LabelOptions keys={LEAD_TYPES} labels={LEAD_TYPE_LABELS} all />
              </select>
            </DeskField>
            <DeskField id="f-source" label="첫 유입 소스">
              <input id="f-source" name="source" type="text" defaultValue={filter.source ?? ''} placeholder="naver" maxLength={100} list="f-source-list" />
              <datalist id="f-source-list">
                {['naver', 'blog.naver', 'daum', 'kakao', 'google', 'instagram', 'facebook', 'youtube', 'direct'].map((s) => (
                  <option key={s} value={s} />
                ))}
              </datalist>
            </DeskField>
            <DateRangeFields idPrefix="f" from={filter.from ?? ''} to={filter.to ?? ''} />
          </DeskFilters>
        }
        summary={
          <>
            <p className="inbox-count">
              {filter.cursor ? '이어서 ' : ''}
              {count(leads.length)}건 표시 · 최신순
            </p>
            <Notice text={notice.text} error={notice.error} />
          </>
        }
        rows={leads}
        rowKey={(l) => l.id}
        empty="조건에 맞는 상담 신청이 없습니다."
        pager={{ first: filter.cursor ? `/admin/leads?${qs(base)}` : null, next: nextCursor ? `/admin/leads?${qs({ ...base, cursor: nextCursor })}` : null }}
        columns={[
          {
            header: '이름',
            card: 'name',
            className: 'nowrap',
            cell: (l) => (
              <>
                <a className="lead-name" href={`/admin/leads/${l.id}`}>
                  {l.name}
                </a>
                {l.repeat.count > 1 &&
                  (l.phoneMasked ? (
                    <span className="repeat-badge">{`재등록 ${l.repeat.count}회`}</span>
                  ) : (
                    <a className="repeat-badge" href={`/admin/leads?q=${encodeURIComponent(l.phone)}`} title="이 연락처의 모든 신청 보기">
                      {`재등록 ${l.repeat.count}회`}
                    </a>
                  ))}
              </>
            ),
          },
          {
            header: '연락처',
            card: 'phone',
            className: 'nowrap',
            cell: (l) => (
              <>
                {l.phoneMasked ? (
                  <span title="전체 번호는 상담 이력 화면에서 볼 수 있습니다">{l.phone}</span>
                ) : (
                  <a href={`tel:${l.phone.replace(/-/g, '')}`}>{l.phone}</a>
                )}
                <VerifiedMark verified={l.phoneVerified} />
              </>
            ),
          },
          {
            header: filter.spam ? '보관 사유' : '상태',
            card: 'status',
            cell: (l) =>
              l.spam ? (
                <span className="spam-cell">
                  <span className="spam-reason">{SPAM_REASON_LABELS[l.spam]}</span>
                  {restored[l.id] ? (
                    <span className="spam-restored">{restored[l.id]}</span>
                  ) : l.quarantinedBooking ? (
                    <button type="button" className="admin-btn admin-btn-small" disabled={!csrf} onClick={() => restore(l)} aria-label={`${l.name} 예약 신청 복원`}>
                      복원·예약
                    </button>
                  ) : (
                    <button type="button" className="admin-btn admin-btn-small" disabled={!csrf} onClick={() => restore(l)} aria-label={`${l.name} 신청 복원`}>
                      복원
                    </button>
                  )}
                </span>
              ) : (
                <LeadStatusSelect id={l.id} name={l.name} status={l.status} csrf={csrf} onNotice={(text, error) => setNotice({ text, error })} />
              ),
          },
          { header: '유형', card: 'inline', className: 'nowrap', cell: (l) => LEAD_TYPE_LABELS[l.type] },
          { header: '접수일시', card: 'inline', className: 'nowrap', cell: (l) => formatDateTime(l.createdAt) },
          { header: '담당', card: 'line', label: '담당', className: 'nowrap', cell: (l) => (l.assignee ? l.assignee.name : <span className="pool-badge">미배정</span>) },
          {
            header: '문의내용',
            card: 'line',
            cell: (l) => (
              <span className="inbox-message" title={l.message}>
                {l.message}
              </span>
            ),
          },
          {
            header: '유입 (첫 → 최근)',
            card: 'off',
            className: 'inbox-source',
            cell: (l) => (
              <>
                {touchLabel(l.attribution.first)}
                {l.attribution.last && touchLabel(l.attribution.last) !== touchLabel(l.attribution.first) && <span className="touch-last"> → {touchLabel(l.attribution.last)}</span>}
              </>
            ),
          },
          {
            header: '전달',
            card: 'off',
            className: 'nowrap',
            title: (l) => l.forward.lastError,
            cell: (l) => (
              <>
                {l.spam && !restored[l.id] ? '보관 중' : FORWARD_STATE_LABELS[l.forward.state]}
                {l.forward.attempts > 1 ? ` (${l.forward.attempts}회)` : ''}
              </>
            ),
          },
        ]}
      />
    </AdminLayout>
  );
}
