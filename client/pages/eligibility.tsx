import { SubPage } from '../components/SubPage';
import { usePageData } from '../page-data';
import { useSite } from '../site-context';
import { island } from '../islands/Island';
import { ELIGIBILITY_MESSAGES, ELIGIBILITY_NOTE, SUPPLY_LABELS, formatManwon, type IncomeTier, type SupplyFigures } from '../../shared/tools/eligibility';
import type { PageProps } from './types';
import { EligibilityForm } from './eligibility-form';
import { groupDigits } from '../../shared/korean-format';

const EligibilityIsland = island('page-eligibility', EligibilityForm);

const dotted = (day: string) => day.replace(/-/g, '.');
const tierText = (name: string, t?: IncomeTier) => (t ? `${name} ${t.percent}%${t.dualPercent ? `(맞벌이 ${t.dualPercent}%)` : ''} 이하` : '');
/** A supply's income tiers as the notice prints them: 우선공급 100%(맞벌이 120%) 이하 · 일반공급 140%(맞벌이 160%) 이하. */
const incomeText = (s: SupplyFigures) => [tierText('우선공급', s.priority), tierText('일반공급', s.general)].filter(Boolean).join(' · ') || '-';

/**
 * 청약 자격 확인: a few questions and, for each supply this 분양 offers, whether the buyer may
 * apply and why not. HTML from the server (every question on one page, a form post answered with
 * the result); the questionnaire is an island that, once touched, asks one screen at a time on a
 * phone and answers as the buyer types, with the same function the server uses.
 */
export function SalesEligibility({ match }: PageProps) {
  const data = usePageData('sales-eligibility', match.canonicalPath);
  const figures = data?.configured ? data.figures : undefined;
  return (
    <SubPage match={match}>
      <div className="eligibility-page">
        {!figures ? (
          <section className="elig-empty" aria-labelledby="elig-empty-title">
            <h2 id="elig-empty-title">청약 자격 기준을 준비하고 있습니다</h2>
            <p role="status">{ELIGIBILITY_MESSAGES.notConfigured}</p>
            <p>그동안 입주자모집공고문과 청약홈에서 자격 요건을 확인하실 수 있습니다.</p>
          </section>
        ) : (
          <>
            <p className="elig-intro">
              {dotted(figures.noticeDate)} 입주자모집공고 기준으로, 몇 가지 질문에 답하시면 이 단지의 공급 중 청약하실 수 있는 공급과 그렇지 않은 이유를
              알려 드립니다. 입력하신 내용은 저장하거나 전송하지 않습니다.
            </p>
            <div className="table-scroll" tabIndex={0} role="region" aria-label="이 단지의 공급 종류와 세대수">
              <table className="elig-supplies">
                <caption>공급 종류와 세대수 ({dotted(figures.noticeDate)} 공고 기준)</caption>
                <thead>
                  <tr>
                    <th scope="col">공급</th>
                    <th scope="col">세대수</th>
                    <th scope="col">소득 기준</th>
                    <th scope="col">자산 기준</th>
                  </tr>
                </thead>
                <tbody>
                  {figures.supplies.map((s) => (
                    <tr key={s.key}>
                      <th scope="row">{SUPPLY_LABELS[s.key]}</th>
                      <td>{s.units ? `${groupDigits(s.units)}세대` : '이번 공급 없음'}</td>
                      <td>{incomeText(s)}</td>
                      <td>{s.lotteryAssetLimit !== undefined ? `추첨공급: 부동산 ${formatManwon(s.lotteryAssetLimit)} 이하` : '-'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <EligibilityIsland />
          </>
        )}
        <EligibilityFooter />
      </div>
    </SubPage>
  );
}

/** What every answer ends with: the notice prevails, and where to read it, apply and see the dates. */
export function EligibilityFooter() {
  const site = useSite();
  return (
    <aside className="elig-footer" aria-label="확인 안내">
      <p className="elig-note">
        <strong>{ELIGIBILITY_NOTE}.</strong> 이 결과는 입력하신 답을 바탕으로 한 참고용이며, 실제 자격은 입주자모집공고문과 청약홈의 기준으로 판단됩니다.
      </p>
      <ul className="elig-links">
        <li>
          <a href="/docs/announcement.pdf">입주자모집공고문 보기(PDF)</a>
        </li>
        <li>
          <a href={site.applyhomeUrl} target="_blank" rel="noopener noreferrer">
            청약홈에서 청약하기<span className="sr-only"> (새 창)</span>
          </a>
        </li>
        <li>
          <a href="/SalesInfo/schedule">청약일정 보기</a>
        </li>
      </ul>
    </aside>
  );
}
