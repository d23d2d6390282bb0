import { SubPage, Notes } from '../components/SubPage';
import { usePageData } from '../page-data';
import { island } from '../islands/Island';
import { ScoreCalculator } from './score-calculator';
import { SCORE_RULES_SOURCE } from '../../shared/tools/score-rules';
import { PERIOD_SOURCE } from '../../shared/tools/rule-sources';
import type { PageProps } from './types';

const ScoreCalculatorIsland = island('score-calculator', ScoreCalculator);

/** The rule table in a buyer's words (별표 1), shown under the calculator. */
const RULES: [string, string, string][] = [
  ['무주택기간', '최고 32점', '1년 미만 2점, 1년마다 2점씩 더해 15년 이상 32점. 만 30세가 된 날(그 전에 혼인신고를 했다면 혼인신고일)부터 세며, 주택을 처분했다면 처분한 날이 더 늦을 때 그날부터 셉니다. 만 30세 미만 미혼이거나 지금 주택을 소유한 세대는 0점입니다.'],
  ['부양가족', '최고 35점', '0명 5점, 1명마다 5점씩 더해 6명 이상 35점. 본인은 세지 않습니다. 부모님(배우자 쪽 포함)은 본인이 세대주이고 주민등록등본에 3년 이상 함께 올라 있을 때만 세며, 부모님이나 그 배우자가 집을 갖고 있으면 두 분 모두 세지 않습니다.'],
  ['청약통장 가입기간', '최고 17점', '6개월 미만 1점, 6개월 이상 1년 미만 2점, 1년마다 1점씩 더해 15년 이상 17점. 배우자 통장은 가입기간의 절반을 인정해 최대 3점까지 더하되 합계는 17점을 넘지 않습니다.'],
];

/**
 * 청약 가점 계산기 (issue 47 §1): the calculator island, then the rules it counts by and their
 * source. Nothing typed is stored: with JavaScript the browser computes, without it the form posts
 * to this page and the server answers with the same function's result.
 */
export function SalesScore({ match }: PageProps) {
  const data = usePageData('sales-score', match.canonicalPath);
  return (
    <SubPage match={match}>
      <div className="score-page">
        <p className="score-lead">
          날짜와 인원만 입력하시면 무주택기간, 부양가족, 청약통장 가입기간 점수와 합계(84점 만점)를 바로 계산해 드립니다. 입력하신 내용은 저장하거나 보내지 않습니다.
        </p>
        {data && <ScoreCalculatorIsland cutoffs={data.cutoffs} asOf={data.asOf} {...(data.posted ? { posted: data.posted } : {})} />}
        <section className="score-rules" aria-labelledby="score-rules-title">
          <h2 id="score-rules-title">가점 계산 기준</h2>
          <dl>
            {RULES.map(([name, max, text]) => (
              <div key={name}>
                <dt>
                  {name} <span>{max}</span>
                </dt>
                <dd>{text}</dd>
              </div>
            ))}
          </dl>
          <Notes
            items={[
              `근거: ${SCORE_RULES_SOURCE}`,
              `기간은 시작한 날부터 세며, 1년은 1년 뒤 같은 날짜에 채워집니다(예: 2020년 3월 10일부터면 2021년 3월 10일에 1년). 그 달에 같은 날짜가 없으면 다음 날(2월 29일부터면 3월 1일)에 채워집니다(「${PERIOD_SOURCE.law}」 ${PERIOD_SOURCE.article}).`,
              '소형·저가주택, 60세 이상 직계존속의 주택 등 무주택으로 보는 예외와 부양가족 인정 여부는 입주자모집공고와 청약홈에서 확인해 주세요.',
              <>
                이 계산은 참고용이며 청약 자격과 최종 가점은 공고문이 우선합니다.{' '}
                <a href="https://www.applyhome.co.kr" target="_blank" rel="noopener noreferrer">
                  청약홈에서 확인하기
                </a>
              </>,
            ]}
          />
        </section>
      </div>
    </SubPage>
  );
}
