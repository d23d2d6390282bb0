import type { AdminAccessLogData } from '../../../shared/page-data';
import { ACCESS_ACTIONS, ACCESS_ACTION_LABELS, DAILY_EXPORT_FLAG, type AccessAction, type AccessLogEntry } from '../../../shared/access-log';
import { usePageData } from '../../page-data';
import type { PageProps } from '../../pages/types';
import { AdminGate } from '../shell/AdminGate';
import { formatDateTime } from '../ui/format';
import { DeskField, DeskSearchField, DeskFilters, DeskList } from '../ui/DeskList';
import { LabelOptions } from '../ui/LabelOptions';
import { DateRangeFields } from '../ui/DateRangeFields';

/** The owner's review of the access record (접속기록): filters, heavy downloads flagged, CSV. */
export function AdminAccessLog(props: PageProps) {
  const data = usePageData('admin-access-log', props.match.canonicalPath);
  return <AdminGate {...props} data={data}>{() => <AccessLog data={data!} />}</AdminGate>;
}

function AccessLog({ data }: { data: AdminAccessLogData }) {
  const { filter, page } = data;
  const qs = new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => !!e[1])).toString();
  return (
    <>
      {!!page?.flagged.length && (
        <section className="admin-card flag-card" aria-labelledby="flag-title" role="alert">
          <h2 id="flag-title" className="admin-card-title">하루 {DAILY_EXPORT_FLAG.toLocaleString('ko-KR')}건 넘게 내려받은 계정</h2>
          <ul>
            {page.flagged.map((f) => (
              <li key={`${f.account}-${f.day}`}>
                {f.day} · {f.email ?? '(알 수 없음)'} · <strong>{f.rows.toLocaleString('ko-KR')}건</strong>
              </li>
            ))}
          </ul>
        </section>
      )}
      <DeskList<AccessLogEntry>
        label="접속기록"
        filters={
          <DeskFilters
            action="/admin/access-log"
            label="접속기록 검색"
            extra={
              <a className="admin-btn" href={`/api/admin/access-log.csv${qs ? `?${qs}` : ''}`} download>
                CSV 내려받기
              </a>
            }
          >
            <DeskSearchField id="a-account" label="계정 (이메일)" name="account" value={filter.account} maxLength={254} />
            <DeskField id="a-term" label="검색어 (이름·연락처)" hint={<small id="a-term-hint">검색어는 알아볼 수 없는 기호(#…)로 기록됩니다. 같은 이름이나 번호를 입력하면 찾을 수 있습니다.</small>}>
              <input id="a-term" name="term" type="search" defaultValue={filter.term ?? ''} maxLength={50} aria-describedby="a-term-hint" />
            </DeskField>
            <DeskField id="a-action" label="행위">
              <select id="a-action" name="action" defaultValue={filter.action ?? ''}>
                <LabelOptions keys={ACCESS_ACTIONS} labels={ACCESS_ACTION_LABELS} all />
              </select>
            </DeskField>
            <DateRangeFields idPrefix="a" from={filter.from ?? ''} to={filter.to ?? ''} />
          </DeskFilters>
        }
        summary={<p className="inbox-count">최근 {page?.items.length ?? 0}건 · 최신순 (보관 기간이 지나면 자동 삭제)</p>}
        rows={page?.items ?? []}
        rowKey={(e) => e.id}
        empty="조건에 맞는 기록이 없습니다."
        columns={[
          { header: '계정', card: 'name', cell: (e) => e.email ?? '—' },
          { header: '행위', card: 'status', className: 'nowrap', cell: (e) => ACCESS_ACTION_LABELS[e.action as AccessAction] },
          { header: '일시', card: 'inline', className: 'nowrap', cell: (e) => formatDateTime(e.at) },
          { header: 'IP', card: 'inline', className: 'nowrap', cell: (e) => e.ip },
          { header: '대상', card: 'line', label: '대상', className: 'access-subject', cell: (e) => e.subject },
          { header: '건수', card: 'line', label: '건수', className: 'num', headerClassName: 'num', cell: (e) => e.count ?? '' },
          { header: '사유', card: 'line', label: '사유', cell: (e) => e.reason ?? '' },
        ]}
      />
    </>
  );
}
