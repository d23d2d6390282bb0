import { Notes, SubPage } from '../components/SubPage';
import { useSite } from '../site-context';
import { usePageData } from '../page-data';
import { island } from '../islands/Island';
import { PAYMENT_NOTE } from '../../shared/payment';
import { manwon } from '../../shared/tools/cost';
import { FIRST_HOME_RELIEF, RATE_SOURCES, RATES_AS_OF } from '../../shared/tools/cost-rates';
import type { PageProps } from './types';
import { CostCalculator } from './cost-calculator';

const dotted = (day: string) => day.replace(/-/g, '.');
const CostCalculatorIsland = island('page-cost', CostCalculator);

/**
 * 자금 계획 계산 (/SalesInfo/cost): the page is HTML; the calculator is an island that computes as
 * the buyer chooses, with the function the server runs for the same form posted without JavaScript.
 */
export function SalesCost({ match }: PageProps) {
  const data = usePageData('sales-cost', match.canonicalPath);
  const site = useSite();
  const catalogue = data?.options ?? [];
  const sold = Object.keys(site.pricing.prices);
  return (
    <SubPage match={match}>
      <div className="cost-page">
        <p className="payment-note" role="note">
          ※ {PAYMENT_NOTE}. 이 계산은 예상치이며, 입력하신 내용은 저장하거나 보내지 않습니다.
        </p>
        <CostCalculatorIsland options={catalogue} today={data?.today ?? ''} {...(data?.input ? { input: data.input } : {})} {...(data?.error ? { error: data.error } : {})} />
        <h2 id="option-prices">타입별 유상옵션 가격표</h2>
        <p>옵션은 품목마다 따로 고르시는 선택 사항이며, 묶음으로 판매하지 않습니다. 하나도 고르지 않으셔도 됩니다.</p>
        {data?.optionsUnavailable && <p className="form-message is-failure">옵션 가격표를 잠시 불러오지 못했습니다. 잠시 후 다시 확인해 주세요.</p>}
        {sold.map((unit) => {
          const list = catalogue.filter((o) => o.unitType === unit);
          return (
            <div key={unit} className="table-scroll" tabIndex={0} role="region" aria-label={`${unit} 타입 유상옵션 가격표`}>
              <table className="plan-table option-table">
                <caption>{unit} 타입</caption>
                <thead>
                  <tr>
                    <th scope="col">분류</th>
                    <th scope="col">품목</th>
                    <th scope="col">금액 (부가세 포함)</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((o) => (
                    <tr key={o.id}>
                      <td>{o.category}</td>
                      <th scope="row">
                        {o.label}
                        {o.note && <span className="due-text">{o.note}</span>}
                      </th>
                      <td className="num">{manwon(o.price)}</td>
                    </tr>
                  ))}
                  {list.length === 0 && (
                    <tr>
                      <td colSpan={3}>공고된 유상옵션이 없습니다.</td>
                    </tr>
                  )}
                </tbody>
              </table>
            </div>
          );
        })}
        <Notes
          items={[
            `${PAYMENT_NOTE}. 옵션 금액은 입주자모집공고${catalogue[0]?.noticeDate ? `(${dotted(catalogue[0].noticeDate)})` : ''} 기준입니다.`,
            `세율 기준일 ${dotted(RATES_AS_OF)} · 근거: ${RATE_SOURCES.join(', ')}.`,
            `취득세는 분양가와 유상옵션 금액에서 부가가치세를 뺀 취득가액으로 계산하며(전용 85㎡ 초과 타입은 건축비에 부가가치세가 있습니다), 10원 미만은 절사했습니다.${site.pricing.partsNote ? ` ${site.pricing.partsNote}` : ''}`,
            `생애최초 감면은 ${dotted(FIRST_HOME_RELIEF.until)}까지 취득(잔금)하는 주택에 적용됩니다 (${FIRST_HOME_RELIEF.source}). 전용 85㎡ 초과 주택은 감면세액의 20%를 농어촌특별세로 냅니다.`,
            '실제 세액과 대출 조건은 개인 상황과 금융기관 심사에 따라 달라질 수 있으니 세무 전문가와 분양 상담에서 꼭 확인해 주세요.',
          ]}
        />
      </div>
    </SubPage>
  );
}

