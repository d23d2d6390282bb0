import { INTEREST_LABELS } from '../../shared/payment';
import { menuHref, VISIT_BOOKING_LINK } from '../../shared/menu';
import type { CatalogueOption } from '../../shared/options';
import { manwon, type CostResult } from '../../shared/tools/cost';
import { HOME_CASES } from '../../shared/tools/cost-rates';

const dotted = (day: string) => day.replace(/-/g, '.');
const when = (s: { dueDate?: string; dueText?: string }) => (s.dueDate ? dotted(s.dueDate) : (s.dueText ?? ''));

interface ResultProps {
  result: CostResult;
  site: { slug: string; name: string; phone: string };
  /** The type's options, for the printed sheet (the price tables of the other types are not printed). */
  offered: CatalogueOption[];
  /** What a post could not use, shown where the buyer lands (the form's action targets this section). */
  error?: string;
}

/**
 * The cash plan as the buyer reads it and prints it: every amount in one format (manwon, exact to
 * the won), the schedule from today with past dates marked, the headline cash with the 중도금 대출
 * kept as a 잔금대출 (repaying it in cash shown beside), and the 취득세 on the base without VAT.
 */
export function CostResultView({ result: r, site, offered, error }: ResultProps) {
  const visit = `${menuHref(VISIT_BOOKING_LINK.to, site.slug)}?type=${encodeURIComponent(r.unit)}`;
  const vat = r.priceVat + r.optionsVat;
  return (
    <section id="cost-result" className="cost-result" tabIndex={-1} aria-labelledby="cost-result-title">
      <p className="cost-print-head">
        {site.name} 자금 계획 · 인쇄일 {dotted(r.today)} · 분양 상담 {site.phone}
      </p>
      {error && (
        <p className="form-message is-failure cost-error" role="alert">
          {error}
        </p>
      )}
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
          <span className="cost-sub">중도금 대출을 잔금대출로 이어 가는 경우 · 이자와 세금 포함</span>
          <span className="cost-sub" data-cash-repaid={r.cashIfRepaid}>
            대출을 잔금 때 모두 갚으시면 {manwon(r.cashIfRepaid)}
          </span>
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
                  {manwon(p.amount)}
                </td>
                <td className="num loan-col">{p.loan ? manwon(p.loan) : '-'}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">합계</th>
              <td />
              <td className="num" data-sum={r.total}>
                {manwon(r.total)}
              </td>
              <td className="num loan-col">{manwon(r.loan.amount)}</td>
            </tr>
          </tfoot>
        </table>
      </div>

      <h3>날짜별 필요 자금 (자기자금)</h3>
      <p className="cost-today">
        오늘 <time dateTime={r.today}>{dotted(r.today)}</time> 기준입니다.
      </p>
      <ol className="cost-steps">
        {r.steps.map((s) => (
          <li key={when(s)} className={s.past ? 'is-past' : undefined}>
            <p className="cost-step-head">
              <span>
                {when(s)}
                {s.past && <span className="cost-past"> (지난 납부일)</span>}
              </span>{' '}
              <strong data-cash={s.cash}>{manwon(s.cash)}</strong>
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
      {r.loan.amount > 0 && (
        <p className="cost-sub">
          입주 때 중도금 대출 {manwon(r.loan.amount)}은 잔금대출로 이어 가시거나 직접 갚으실 수 있습니다. 잔금대출 한도와 금리는 금융기관 심사로 정해집니다.
        </p>
      )}

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
              <th scope="row">취득가액 (부가가치세 제외)</th>
              <td className="num" data-base={r.tax.base}>
                {manwon(r.tax.base)}
                {vat > 0 && <span className="due-text">분양가·옵션 {manwon(r.total)} 중 부가가치세 {manwon(vat)} 제외</span>}
              </td>
            </tr>
            <tr>
              <th scope="row">취득세 ({r.tax.rate}%{r.tax.heavy ? ' 중과' : ''})</th>
              <td className="num" data-acquisition={r.tax.acquisition}>
                {manwon(r.tax.acquisition)}
                {r.tax.relief > 0 && <span className="due-text">생애최초 감면 {manwon(r.tax.relief)} 적용</span>}
                {r.tax.reliefEnds && r.tax.ifExtended !== undefined && (
                  <span className="due-text" data-if-extended={r.tax.ifExtended}>
                    생애최초 감면은 {dotted(r.tax.reliefEnds)}까지 취득분에만 있어, 잔금 예정일({dotted(r.tax.acquiredOn)}) 기준으로 반영하지 않았습니다. 감면 기한이 연장될 경우 {manwon(r.tax.ifExtended)} 줄어듭니다.
                  </span>
                )}
              </td>
            </tr>
            <tr>
              <th scope="row">지방교육세</th>
              <td className="num">{manwon(r.tax.education)}</td>
            </tr>
            <tr>
              <th scope="row">농어촌특별세</th>
              <td className="num" data-rural={r.tax.rural}>
                {r.tax.rural ? manwon(r.tax.rural) : '비과세 (전용 85㎡ 이하)'}
              </td>
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

      <div className="cost-print-options">
        <h3>{r.unit} 타입 유상옵션</h3>
        <ul>
          {offered.map((o) => (
            <li key={o.id}>
              {r.options.some((c) => c.id === o.id) ? '[선택] ' : ''}
              {o.label} {manwon(o.price)}
            </li>
          ))}
          {offered.length === 0 && <li>공고된 유상옵션이 없습니다.</li>}
        </ul>
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
