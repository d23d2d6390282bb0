import { Img } from '../components/Img';
import { Notes, SubPage } from '../components/SubPage';
import { formatArea, unitTypeSummary } from '../../shared/site.config';
import { useSite } from '../site-context';
import { disclosureRows } from '../../shared/disclosures';
import { FutureNote } from '../components/FutureNote';
import type { PageProps } from './types';
import { groupDigits } from '../../shared/korean-format';

export function BusinessIntro({ match }: PageProps) {
  const site = useSite();
  // The project, then the presale advertisement's disclosures as the footer prints them.
  const [developer, contractor, permit, location, ...rest] = disclosureRows(site);
  const rows = [
    ['사업명', site.projectName],
    location!,
    ['건축규모', '지하 4층~지상 35층, 12개동 및 부대시설'],
    ['세대수', `총 ${groupDigits(site.households)}세대`],
    ['주택형', unitTypeSummary(site.units)],
    developer!,
    contractor!,
    permit!,
    ...rest,
  ] as ReturnType<typeof disclosureRows>;
  return (
    <SubPage match={match}>
      <Img name="business-overview" alt={`${site.projectName} 단지 조감도`} priority />
      <table className="overview-table">
        <caption className="sr-only">사업개요</caption>
        <tbody>
          {rows.map(([label, value, claim]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>
                {value}
                {claim && <FutureNote id={claim} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="overview-table unit-types">
        <caption>타입별 면적</caption>
        <thead>
          <tr>
            <th scope="col">타입</th>
            <th scope="col">전용면적</th>
            <th scope="col">공급면적</th>
            <th scope="col">방</th>
            <th scope="col">욕실</th>
          </tr>
        </thead>
        <tbody>
          {site.units.map((u) => (
            <tr key={u.label} data-unit={u.label}>
              <th scope="row">{u.label}</th>
              <td>{formatArea(u.exclusiveArea)}</td>
              <td>{formatArea(u.supplyArea)}</td>
              <td>{u.rooms}개</td>
              <td>{u.baths}개</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Notes
        items={[
          '본 사업개요의 내용은 관계 서류를 근거로 작성되었으며, 인허가 과정 및 사업계획 변경에 따라 달라질 수 있고 이에 대해 당사는 책임지지 않습니다.',
        ]}
      />
    </SubPage>
  );
}

export function BusinessPlan({ match }: PageProps) {
  return (
    <SubPage match={match}>
      <Img name="business-plan" alt="주택취득자금 조달계획 및 분양 일정 안내문" priority className="doc-image" />
    </SubPage>
  );
}

export function BusinessDocuments({ match }: PageProps) {
  return (
    <SubPage match={match}>
      <Img name="business-documents" alt="당첨자 계약 시 구비서류 안내문" priority className="doc-image" />
    </SubPage>
  );
}
