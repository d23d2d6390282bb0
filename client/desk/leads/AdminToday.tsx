import { useState } from 'react';
import type { AdminTodayData } from '../../../shared/page-data';
import type { TodayItem } from '../../../shared/desk';
import { LEAD_TYPE_LABELS } from '../../../shared/leads';
import { usePageData } from '../../page-data';
import type { PageProps } from '../../pages/types';
import { AdminGate } from '../shell/AdminGate';
import { formatDateTime } from '../ui/format';
import { useCsrfToken } from '../shell/useAdminSession';
import { LeadStatusSelect } from './LeadStatusSelect';
import { Notice } from '../shell/AdminLayout';

/** A counselor's home page, made for a phone: callbacks due today, then new leads nobody has called, oldest first. */
export function AdminToday(props: PageProps) {
  const data = usePageData('admin-today', props.match.canonicalPath);
  return <AdminGate {...props} data={data}>{() => <Today data={data!} />}</AdminGate>;
}

/** How long a lead has waited: '방금', '12분 전', '2시간 5분 전', '5시간 전', '3일 전'. */
const waited = (m: number) =>
  m < 1 ? '방금' : m < 60 ? `${m}분 전` : m < 1440 ? `${Math.floor(m / 60)}시간${m % 60 ? ` ${m % 60}분` : ''} 전` : `${Math.floor(m / 1440)}일 전`;
const dayLabel = (iso: string) => new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', month: 'long', day: 'numeric', weekday: 'short' }).format(new Date(iso));
// h23, not hour12:false: Node and Chromium disagree after midnight ('24:05' vs '00:05') and hydration breaks.
const time = (iso: string) => new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

function Today({ data }: { data: AdminTodayData }) {
  const list = data.list!;
  const csrf = useCsrfToken();
  const [notice, setNotice] = useState<{ text: string; error?: boolean }>({ text: '' });
  const work = { csrf, onNotice: (text: string, error?: boolean) => setNotice({ text, error }) };
  const late = list.uncalled.filter((l) => l.late).length;
  return (
    <div className="today">
      <p className="today-summary">
        <strong>{dayLabel(list.now)}</strong> · 재통화 {list.callbacks.length}건 · 첫 통화 대기 {list.uncalled.length}건
        {late > 0 && <span className="late-badge">{`${data.firstContactMinutes}분 초과 ${late}건`}</span>}
      </p>
      <Notice text={notice.text} error={notice.error} />
      <section className="admin-card" aria-labelledby="today-callbacks">
        <h2 id="today-callbacks" className="admin-card-title">오늘 재통화</h2>
        {list.callbacks.length ? (
          <ul className="today-list">
            {list.callbacks.map((l) => (
              <Item key={l.id} lead={l} {...work} when={`${time(l.nextCallAt!)} 재통화${new Date(l.nextCallAt!) < new Date(list.now) ? ' (지남)' : ''}`} />
            ))}
          </ul>
        ) : (
          <p className="admin-muted">오늘 예정된 재통화가 없습니다.</p>
        )}
      </section>
      <section className="admin-card" aria-labelledby="today-new">
        <h2 id="today-new" className="admin-card-title">아직 통화하지 않은 신규 신청</h2>
        {list.uncalled.length ? (
          <ul className="today-list">
            {list.uncalled.map((l) => (
              <Item key={l.id} lead={l} {...work} when={`${waited(l.minutesSinceArrival)} 접수`} />
            ))}
          </ul>
        ) : (
          <p className="admin-muted">모든 신규 신청에 연락했습니다.</p>
        )}
      </section>
    </div>
  );
}

/**
 * One person: the name (their lead page) and a tap-to-call number first, then what to do and
 * when; a counselor's list masks the number (the lead page shows it and records the view).
 */
function Item({ lead, when, csrf, onNotice }: { lead: TodayItem; when: string; csrf: string; onNotice: (text: string, error?: boolean) => void }) {
  const masked = lead.phone.includes('*');
  return (
    <li className={`today-item${lead.late ? ' is-late' : ''}`}>
      <div className="today-head">
        <a href={`/admin/leads/${lead.id}`} className="today-name">
          {lead.name}
        </a>
        {(lead.repeat ?? 1) > 1 && <span className="repeat-badge">{`재등록 ${lead.repeat}회`}</span>}
        {masked ? (
          <span className="today-phone" title="전체 번호는 상담 이력 화면에서 볼 수 있습니다">
            {lead.phone}
          </span>
        ) : (
          <a className="today-phone" href={`tel:${lead.phone.replace(/-/g, '')}`}>
            {lead.phone}
          </a>
        )}
      </div>
      <div className="today-meta">
        <LeadStatusSelect id={lead.id} name={lead.name} status={lead.status} csrf={csrf} onNotice={onNotice} />
        <span>
          {LEAD_TYPE_LABELS[lead.type]} · <span className="today-when">{when}</span>
          {lead.assignee ? '' : ' · 미배정'}
          <span className="sr-only"> · 접수 {formatDateTime(lead.createdAt)}</span>
        </span>
      </div>
      {lead.late && <span className="late-badge">첫 통화 지연</span>}
    </li>
  );
}
