import { useState, type FormEvent } from 'react';
import { useLocation } from '../nav';
import { Notes, SubPage } from '../components/SubPage';
import { useSite } from '../site-context';
import { bandsOf, INTEREST_LABELS, PAYMENT_NOTE, paymentPlan, won } from '../../shared/payment';
import { formatArea } from '../../shared/site.config';
import type { PageProps } from './types';
import { UnitTypeOptions } from '../components/UnitTypeOptions';
import { groupDigits } from '../../shared/korean-format';

const dotted = (day: string) => day.replace(/-/g, '.');

/**
 * 분양가 및 납부일정: the price table per type and floor band, and the chosen type's dated rows
 * (they add up to the price exactly; 잔금 takes the rounding). The picker is a GET form, so the
 * page is complete from the server without JavaScript; with it, choosing updates the address only.
 */
export function SalesPayment({ match }: PageProps) {
  const site = useSite();
  const { pricing, units } = site;
  // Choosing rewrites the address in place (no page load), so a reload or a shared link shows the same plan.
  const [search, setSearch] = useState(useLocation().search);
  const q = new URLSearchParams(search);
  const sold = units.filter((u) => pricing.prices[u.label]);
  const unit = sold.find((u) => u.label === q.get('unit')) ?? sold[0]!;
  const bands = bandsOf(pricing, unit.label);
  const band = bands.find((b) => b.id === q.get('band')) ?? bands[0]!;
  const plan = paymentPlan(pricing, unit.label, band.id);
  if ('error' in plan) return null;

  const choose = (e: FormEvent<HTMLFormElement>) => {
    const form = new FormData(e.currentTarget);
    const nextUnit = String(form.get('unit'));
    const nextBands = bandsOf(pricing, nextUnit);
    const chosen = nextBands.find((b) => b.id === form.get('band')) ?? nextBands[0]!;
    e.preventDefault();
    const query = `?unit=${encodeURIComponent(nextUnit)}&band=${chosen.id}`;
    window.history.replaceState(window.history.state, '', `/SalesInfo/payment${query}#plan`);
    setSearch(query);
  };

  return (
    <SubPage match={match}>
      <div className="payment-page">
        <p className="payment-note" role="note">
          ※ {PAYMENT_NOTE}.
        </p>
        <h2>타입·층별 분양가</h2>
        <p className="unit-note">(단위: 원)</p>
        <div className="table-scroll" tabIndex={0} role="region" aria-label="타입·층별 분양가 표">
          <table className="price-table">
            <caption className="sr-only">타입·층별 분양가 (단위: 원)</caption>
            <thead>
              <tr>
                <th scope="col">타입</th>
                <th scope="col" className="area">전용면적</th>
                {pricing.bands.map((b) => (
                  <th scope="col" key={b.id}>
                    {b.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sold.map((u) => (
                <tr key={u.label} className={u.label === unit.label ? 'is-chosen' : undefined}>
                  <th scope="row">{u.label}</th>
                  <td className="area">{formatArea(u.exclusiveArea)}</td>
                  {pricing.bands.map((b) => {
                    const price = pricing.prices[u.label]![b.id];
                    return <td key={b.id}>{price === undefined ? '-' : groupDigits(price)}</td>;
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <h2 id="plan">납부일정 계산</h2>
        <form className="payment-picker" method="get" action="/SalesInfo/payment#plan" onSubmit={choose}>
          <div className="field">
            <label htmlFor="pay-unit">타입</label>
            <select id="pay-unit" name="unit" defaultValue={unit.label} key={`u-${unit.label}`}>
              <UnitTypeOptions units={sold} />
            </select>
          </div>
          <div className="field">
            <label htmlFor="pay-band">층 구간</label>
            <select id="pay-band" name="band" defaultValue={band.id} key={`b-${unit.label}-${band.id}`}>
              {pricing.bands.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn-primary">
            납부일정 보기
          </button>
        </form>
        {q.get('band') && q.get('band') !== band.id && (
          <p className="form-message is-failure" role="alert">
            {unit.label} 타입에는 선택하신 층 구간이 없어 {band.label} 기준으로 보여 드립니다.
          </p>
        )}

        <div className="table-scroll" tabIndex={0} role="region" aria-label="납부일정 표" aria-live="polite">
          <table className="plan-table">
            <caption>
              {unit.label} 타입 · {band.label} 분양가 <strong data-price={plan.price}>{won(plan.price)}</strong>
            </caption>
            <thead>
              <tr>
                <th scope="col">구분</th>
                <th scope="col">납부일</th>
                <th scope="col">금액</th>
              </tr>
            </thead>
            <tbody>
              {plan.rows.map((r) => (
                <tr key={r.label}>
                  <th scope="row">
                    {r.label} <span className="pct">{r.percent}%</span>
                  </th>
                  <td>
                    {r.dueDate && <time dateTime={r.dueDate}>{dotted(r.dueDate)}</time>}
                    {r.dueText && <span className={r.dueDate ? 'due-text' : undefined}>{r.dueDate ? `(${r.dueText})` : r.dueText}</span>}
                  </td>
                  <td className="num" data-amount={r.amount}>
                    {won(r.amount)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">
                  합계 <span className="pct">100%</span>
                </th>
                <td />
                <td className="num">{won(plan.rows.reduce((s, r) => s + r.amount, 0))}</td>
              </tr>
            </tfoot>
          </table>
        </div>
        <Notes
          items={[
            `${PAYMENT_NOTE}.`,
            `${INTEREST_LABELS[pricing.interest]} 조건입니다.`,
            `금액은 ${groupDigits(pricing.roundTo)}원 미만을 절사하며, 절사된 금액은 잔금에 포함됩니다.`,
            '발코니 확장 및 추가 선택품목 비용은 별도입니다.',
          ]}
        />
      </div>
    </SubPage>
  );
}
