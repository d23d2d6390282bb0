import { useState, type FormEvent } from 'react';
import { useSite } from '../site-context';
import { bandsOf, INTEREST_LABELS } from '../../shared/payment';
import { formatArea } from '../../shared/site.config';
import { menuHref, VISIT_BOOKING_LINK } from '../../shared/menu';
import type { CatalogueOption } from '../../shared/options';
import { costPlan, manwon, type CostInput, type CostResult } from '../../shared/tools/cost';
import { HOME_CASE_KEYS, HOME_CASES, type HomeCase } from '../../shared/tools/cost-rates';

const dotted = (day: string) => day.replace(/-/g, '.');
const when = (s: { dueDate?: string; dueText?: string }) => (s.dueDate ? dotted(s.dueDate) : (s.dueText ?? ''));

interface CalculatorProps {
  options: CatalogueOption[];
  /** A choice posted without JavaScript (the server rendered its result). */
  input?: CostInput;
  error?: string;
}

/** The form and its result: live with JavaScript, posted to the page without it. */
export function CostCalculator({ options: catalogue, input, error }: CalculatorProps) {
  const site = useSite();
  const { pricing, units } = site;
  const sold = units.filter((u) => pricing.prices[u.label]);
  const [choice, setChoice] = useState<CostInput>(() => {
    const unit = sold.find((u) => u.label === input?.unit.toUpperCase())?.label ?? sold[0]!.label;
    const bands = bandsOf(pricing, unit);
    const band = bands.find((b) => b.id === input?.band)?.id ?? bands[0]!.id;
    // Options of another type (the type changed before the post) are left out: this type's are offered.
    const options = (input?.options ?? []).filter((id) => catalogue.some((o) => o.id === id && o.unitType === unit));
    return { unit, band, options, homes: input?.homes ?? 'first' };
  });
  const offered = catalogue.filter((o) => o.unitType === choice.unit);
  const bands = bandsOf(pricing, choice.unit);
  const result = costPlan(pricing, units, catalogue, choice);

  const set = (next: Partial<CostInput>) =>
    setChoice((c) => {
      const merged = { ...c, ...next };
      if (next.unit && next.unit !== c.unit) {
        const b = bandsOf(pricing, next.unit);
        merged.band = b.find((x) => x.id === c.band)?.id ?? b[0]!.id;
        merged.options = [];
      }
      return merged;
    });
  const toggle = (id: string, on: boolean) => set({ options: on ? [...choice.options, id] : choice.options.filter((x) => x !== id) });
  // With JavaScript the result is already on the page: the button brings the buyer to it.
  const show = (e: FormEvent) => {
    e.preventDefault();
    document.getElementById('cost-result')?.focus();
  };

  return (
    <>
      <form className="cost-form" method="post" action="/SalesInfo/cost#cost-result" onSubmit={show} aria-label="자금 계획 조건">
        {error && (
          <p className="form-message is-failure" role="alert">
            {error}
          </p>
        )}
        <div className="cost-fields">
          <div className="field">
            <label htmlFor="cost-unit">타입</label>
            <select id="cost-unit" name="unit" value={choice.unit} onChange={(e) => set({ unit: e.target.value })}>
              {sold.map((u) => (
                <option key={u.label} value={u.label}>
                  {u.label} (전용 {formatArea(u.exclusiveArea)})
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="cost-band">층 구간</label>
            <select id="cost-band" name="band" value={choice.band} onChange={(e) => set({ band: e.target.value })}>
              {bands.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <fieldset className="cost-choices">
          <legend>유상옵션 (선택, 품목별)</legend>
          {offered.length === 0 && <p className="cost-hint">이 타입에는 공고된 유상옵션이 없습니다.</p>}
          {offered.map((o) => (
            <label key={o.id} className="cost-check">
              <input type="checkbox" name="options" value={o.id} checked={choice.options.includes(o.id)} onChange={(e) => toggle(o.id, e.target.checked)} />
              <span>
                {o.label} <strong>{manwon(o.price)}</strong>
              </span>
            </label>
          ))}
          <p className="cost-hint">타입을 바꾸시면 그 타입의 옵션을 다시 골라 주세요.</p>
        </fieldset>
        <fieldset className="cost-choices">
          <legend>이 집을 사시면 세대의 주택 수는</legend>
          {HOME_CASE_KEYS.map((k) => (
            <label key={k} className="cost-check">
              <input type="radio" name="homes" value={k} checked={choice.homes === k} onChange={() => set({ homes: k as HomeCase })} />
              <span>{HOME_CASES[k].label}</span>
            </label>
          ))}
          <p className="cost-hint">조정대상지역 여부는 새로 사시는 이 주택의 소재지로 정해집니다. 기존 주택을 기한 안에 처분하시는 일시적 2주택은 1주택과 같은 세율입니다.</p>
        </fieldset>
        <button type="submit" className="btn btn-primary cost-submit">
          자금 계획 보기
        </button>
      </form>
      {'error' in result ? null : <CostResultView result={result} site={site.defaultSite} />}
    </>
  );
}

function CostResultView({ result: r, site }: { result: CostResult; site: string }) {
  const visit = `${menuHref(VISIT_BOOKING_LINK.to, site)}?type=${encodeURIComponent(r.unit)}`;
  return (
    <section id="cost-result" className="cost-result" tabIndex={-1} aria-labelledby="cost-result-title">
      <h2 id="cost-result-title">
        {r.unit} 타입 · {r.bandLabel} 자금 계획
      </h2>
      <div className="cost-summary" aria-live="polite" aria-atomic="true">
        <p>
          총 분양대금 <strong data-total={r.total}>{manwon(r.total)}</strong>
          <span className="cost-sub">
            분양가 {manwon(r.price)} + 옵션 {manwon(r.optionsTotal)}
          </span>
        </p>
        <p>
          중도금 대출 <strong data-loan={r.loan.amount}>{manwon(r.loan.amount)}</strong>
          <span className="cost-sub">
            {INTEREST_LABELS[r.loan.terms]} · 예상 이자 {manwon(r.loan.interest)}
          </span>
        </p>
        <p>
          예상 취득세 등 <strong data-tax={r.tax.total}>{manwon(r.tax.total)}</strong>
          <span className="cost-sub">{HOME_CASES[r.homes].label}</span>
        </p>
        <p>
          입주 때까지 필요한 자기자금 <strong data-cash={r.cashTotal}>{manwon(r.cashTotal)}</strong>
          <span className="cost-sub">대출을 잔금 때 갚는 경우 · 이자와 세금 포함</span>
        </p>
      </div>

      <h3>납부 일정</h3>
      <div className="table-scroll" tabIndex={0} role="region" aria-label="납부 일정 표">
        <table className="plan-table cost-payments">
          <thead>
            <tr>
              <th scope="col">구분</th>
              <th scope="col">납부일</th>
              <th scope="col">금액</th>
              <th scope="col" className="loan-col">
                대출
              </th>
            </tr>
          </thead>
          <tbody>
            {r.payments.map((p) => (
              <tr key={p.label} className={p.kind === 'option' ? 'is-option' : undefined}>
                <th scope="row">{p.label}</th>
                <td>{p.dueDate ? <time dateTime={p.dueDate}>{dotted(p.dueDate)}</time> : p.dueText}</td>
                <td className="num" data-amount={p.amount}>
                  {p.amount.toLocaleString('ko-KR')}원
                </td>
                <td className="num loan-col">{p.loan ? `${p.loan.toLocaleString('ko-KR')}원` : '-'}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">합계</th>
              <td />
              <td className="num" data-sum={r.total}>
                {r.total.toLocaleString('ko-KR')}원
              </td>
              <td className="num loan-col">{r.loan.amount.toLocaleString('ko-KR')}원</td>
            </tr>
          </tfoot>
        </table>
      </div>

      <h3>날짜별 필요 자금 (자기자금)</h3>
      <ol className="cost-steps">
        {r.steps.map((s) => (
          <li key={when(s)}>
            <p className="cost-step-head">
              <span>{when(s)}</span> <strong data-cash={s.cash}>{manwon(s.cash)}</strong>
            </p>
            <ul>
              {s.items.map((i) => (
                <li key={i.label}>
                  {i.label} {manwon(i.amount)}
                </li>
              ))}
            </ul>
            <p className="cost-sub">누적 {manwon(s.running)}</p>
          </li>
        ))}
      </ol>

      <h3>중도금 대출과 이자</h3>
      <p>
        분양가의 최대 {r.loan.amount ? Math.round((r.loan.amount / r.price) * 100) : 0}%({manwon(r.loan.amount)})를 중도금 대출로 납부하실 수 있습니다.{' '}
        {r.loan.terms === 'free'
          ? '중도금 대출 이자는 사업주체가 부담하는 무이자 조건입니다.'
          : `이자후불제로, 중도금 납부일부터 입주 시작일(${dotted(r.loan.until)})까지의 이자 약 ${manwon(r.loan.interest)}(연 ${r.loan.annualRate}% 가정)을 잔금 때 함께 내십니다.`}
      </p>

      <h3>예상 취득세 (잔금 때)</h3>
      <div className="table-scroll" tabIndex={0} role="region" aria-label="예상 취득세 표">
        <table className="plan-table cost-tax">
          <tbody>
            <tr>
              <th scope="row">취득가액 (분양가 + 옵션)</th>
              <td className="num">{manwon(r.tax.base)}</td>
            </tr>
            <tr>
              <th scope="row">취득세 ({r.tax.rate}%{r.tax.heavy ? ' 중과' : ''})</th>
              <td className="num" data-acquisition={r.tax.acquisition}>
                {manwon(r.tax.acquisition)}
                {r.tax.relief > 0 && <span className="due-text">생애최초 감면 {manwon(r.tax.relief)} 적용</span>}
              </td>
            </tr>
            <tr>
              <th scope="row">지방교육세</th>
              <td className="num">{manwon(r.tax.education)}</td>
            </tr>
            <tr>
              <th scope="row">농어촌특별세</th>
              <td className="num">{r.tax.rural ? manwon(r.tax.rural) : '비과세 (전용 85㎡ 이하)'}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">합계</th>
              <td className="num">{manwon(r.tax.total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>

      <div className="cost-actions">
        <button type="button" className="btn btn-outline cost-print" onClick={() => window.print()}>
          인쇄
        </button>
        <a className="btn btn-primary" href={visit}>
          이 조건으로 상담 예약
        </a>
      </div>
    </section>
  );
}
