import { SubPage } from '../components/SubPage';
import { VisitBooking } from '../components/VisitForm';
import { usePageData } from '../page-data';
import { useSite } from '../site-context';
import { telHref } from '../../shared/site.config';
import { SLOT_KIND_LABELS, WINNER_SLOT_KINDS } from '../../shared/winners';

import type { PageProps } from './types';

const STEPS = [
  { title: '당첨자 발표 확인', body: '청약홈(www.applyhome.co.kr)에서 당첨 여부와 동·호수를 확인해 주세요.' },
  { title: '서류접수 방문', body: '아래에서 방문 시간을 예약하신 뒤, 준비 서류를 가지고 방문해 주세요.' },
  { title: '자격 확인', body: '제출하신 서류로 당첨 자격을 확인합니다. 결과는 개별 연락드립니다.' },
  { title: '계약 방문', body: '계약 기간에 방문 시간을 예약하시고, 계약금을 입금한 뒤 방문해 주세요.' },
];

/** 당첨자 안내 (/winner): the steps after the draw, what to bring, and booking for listed winners. */
export function WinnerPage({ match }: PageProps) {
  const site = useSite();
  const data = usePageData('winner', match.canonicalPath);
  return (
    <SubPage match={match}>
      <div className="winner-page">
        <p className="winner-heading">{site.projectName} 당첨자분께</p>
        <p className="winner-lead">
          당첨을 축하드립니다. 서류접수와 계약은 예약제로 운영됩니다. 당첨자 명단에 있는 <strong>이름과 휴대폰 번호</strong>로
          예약해 주세요. 예비입주자는 분양사무소에서 연락드린 뒤 예약하실 수 있습니다.
        </p>

        <ol className="winner-steps">
          {STEPS.map((s, i) => (
            <li key={s.title}>
              <span className="winner-step-no" aria-hidden="true">
                {i + 1}
              </span>
              <div>
                <p className="winner-step-title">{s.title}</p>
                <p>{s.body}</p>
              </div>
            </li>
          ))}
        </ol>

        {WINNER_SLOT_KINDS.map((kind) => (
          <section key={kind} className="winner-kind" aria-labelledby={`winner-${kind}-title`}>
            <h3 id={`winner-${kind}-title`}>{SLOT_KIND_LABELS[kind]} 방문 예약</h3>
            <div className="winner-kind-grid">
              <div className="winner-bring">
                <h4>준비 서류</h4>
                <ul>
                  {(data?.bring[kind] ?? []).map((d) => (
                    <li key={d}>{d}</li>
                  ))}
                </ul>
                <p className="winner-note">입주자모집공고 기준이며 공고문이 우선합니다.</p>
              </div>
              <VisitBooking
                id={`winner-${kind}`}
                kind={kind}
                initialDays={data?.[kind]}
                fallback={
                  <p className="winner-closed">
                    {SLOT_KIND_LABELS[kind]} 예약 일정이 아직 열리지 않았습니다. 일정이 정해지면 당첨자분께 문자로 안내해 드립니다.
                  </p>
                }
              />
            </div>
          </section>
        ))}

        <p className="winner-contact">
          문의 <a href={telHref(site.consultationPhone)}>{site.consultationPhone}</a> ({site.consultationHours})
        </p>
      </div>
    </SubPage>
  );
}
