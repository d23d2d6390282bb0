import type { AdminPageTextsData } from '../../../shared/page-data';
import { usePageData } from '../../page-data';
import type { PageProps } from '../../pages/types';
import { AdminGate } from '../shell/AdminGate';
import { formatDateTime } from '../ui/format';
import { DeskField, DeskFilters } from '../ui/DeskList';

/** What a visitor page said on a chosen day (the record of published page texts, decision 0013a). */
export function AdminPageTexts(props: PageProps) {
  const data = usePageData('admin-page-texts', props.match.canonicalPath);
  return <AdminGate {...props} data={data}>{() => <PageTexts data={data!} />}</AdminGate>;
}

function PageTexts({ data }: { data: AdminPageTextsData }) {
  const { paths, path, day, versions } = data;
  const title = paths.find((p) => p.path === path)?.title ?? path;
  return (
    <>
      <DeskFilters action="/admin/page-texts" label="페이지 문구 조회">
        <DeskField id="pt-path" label="페이지" grow>
          <select id="pt-path" name="path" defaultValue={path}>
            {paths.map((p) => (
              <option key={p.path} value={p.path}>
                {p.title} ({p.path})
              </option>
            ))}
          </select>
        </DeskField>
        <DeskField id="pt-day" label="날짜">
          <input id="pt-day" name="day" type="date" defaultValue={day} required />
        </DeskField>
      </DeskFilters>
      <p className="inbox-count">
        사이트가 시작될 때마다 각 페이지의 문구를 기록하며, 문구가 바뀐 경우에만 새 판으로 남깁니다. 공지사항은 공지별 수정 이력에서, 청약 일정은 일정 변경 이력에서 확인하실 수 있습니다.
      </p>
      {versions.length === 0 ? (
        <section className="admin-card" aria-label="조회 결과">
          <p>
            {day}에는 {title} 페이지의 기록이 없습니다. 기록은 이 기능이 적용된 뒤 처음 시작된 날부터 남습니다.
          </p>
        </section>
      ) : (
        versions.map((v, i) => (
          <section key={v.seq} className="admin-card page-text-version" aria-labelledby={`pt-v${v.seq}`}>
            <h2 id={`pt-v${v.seq}`} className="admin-card-title">
              {title} · 제{v.seq}판{versions.length > 1 ? (i === 0 ? ` (${day} 시작 시점)` : ` (${day} 중 변경)`) : ''}
            </h2>
            <p className="inbox-count">
              게시 시작 {formatDateTime(v.firstSeen)} · 마지막 확인 {formatDateTime(v.lastSeen)} · 해시 <code>{v.hash.slice(0, 16)}</code>
            </p>
            <pre className="page-text">{v.text}</pre>
          </section>
        ))
      )}
    </>
  );
}
