import { usePageData } from '../../page-data';
import type { PageProps } from '../../pages/types';
import { AdminGate } from '../shell/AdminGate';
import { DeskField, DeskSearchField, DeskFilters, DeskList } from '../ui/DeskList';
import { formatDateTime } from '../ui/format';
import './notices.css';
import { NOTICE_STATE_LABELS, type AdminNotice, type AdminNoticesData, type NoticeState } from '../../../shared/notices';
import { LabelOptions } from '../ui/LabelOptions';

const LIST = '/admin/content/notices';
const STATES = Object.keys(NOTICE_STATE_LABELS) as NoticeState[];

/** The desk's notices (공지사항): every notice, drafts and scheduled ones included, newest change first. */
export function AdminNotices(props: PageProps) {
  const data = usePageData('admin-notices', props.match.canonicalPath);
  return <AdminGate {...props} data={data}>{() => <NoticeList data={data!} />}</AdminGate>;
}

function NoticeList({ data }: { data: AdminNoticesData }) {
  const { filter } = data;
  const href = (page: number) => {
    const q = new URLSearchParams(Object.entries({ ...filter, page: page > 1 ? String(page) : '' }).filter((e): e is [string, string] => !!e[1]));
    return q.size ? `${LIST}?${q}` : LIST;
  };
  return (
    <>
      <p className="admin-actions-row">
        <a className="admin-btn admin-btn-primary" href={`${LIST}/new`}>
          새 공지 작성
        </a>
      </p>
      <DeskList<AdminNotice>
        label="공지사항 목록"
        tableClassName="notice-admin-table"
        filters={
          <DeskFilters action={LIST} label="공지사항 검색" reset={filter.q || filter.state ? LIST : undefined}>
            <DeskSearchField id="n-q" label="제목" value={filter.q} maxLength={100} />
            <DeskField id="n-state" label="상태">
              <select id="n-state" name="state" defaultValue={filter.state ?? ''}>
                <LabelOptions keys={STATES} labels={NOTICE_STATE_LABELS} all />
              </select>
            </DeskField>
          </DeskFilters>
        }
        summary={<p className="inbox-count">{data.items.length}건 표시 · 최근 수정순</p>}
        rows={data.items}
        rowKey={(n) => n.id}
        empty={filter.q || filter.state ? '조건에 맞는 공지사항이 없습니다.' : '아직 공지사항이 없습니다. 새 공지를 작성해 보세요.'}
        pager={{ page: data.page, pages: data.pages, href }}
        columns={[
          {
            header: '제목',
            card: 'name',
            cell: (n) => (
              <>
                {n.pinned && <span className="status-badge">고정</span>} {n.audience === 'holders' && <span className="status-badge">계약자 전용</span>} <a href={`${LIST}/${n.id}`}>{n.title}</a>
              </>
            ),
          },
          { header: '상태', card: 'status', className: 'nowrap', cell: (n) => <span className={`notice-state notice-${n.state}`}>{NOTICE_STATE_LABELS[n.state]}</span> },
          { header: '게시 시각', card: 'inline', className: 'nowrap', cell: (n) => (n.publishAt ? formatDateTime(n.publishAt) : '—') },
          { header: '첨부', card: 'inline', className: 'nowrap num', cell: (n) => (n.attachments.length ? `첨부 ${n.attachments.length}` : '') },
          { header: '최근 수정', card: 'line', label: '수정', cell: (n) => `${formatDateTime(n.updatedAt)} · ${n.updatedBy}${n.revisions ? ` · 이력 ${n.revisions}건` : ''}` },
          {
            header: '보기',
            card: 'line',
            cell: (n) =>
              n.state === 'published' ? (
                <a href={n.url} target="_blank" rel="noopener">
                  사이트에서 보기
                </a>
              ) : (
                ''
              ),
          },
        ]}
      />
    </>
  );
}
