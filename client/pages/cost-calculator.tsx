import { useState, type FormEvent } from 'react';
import { useSite } from '../site-context';
import { bandsOf } from '../../shared/payment';
import type { CatalogueOption } from '../../shared/options';
import { costPlan, manwon, type CostInput } from '../../shared/tools/cost';
import { HOME_CASE_KEYS, HOME_CASES, type HomeCase } from '../../shared/tools/cost-rates';
import { CostResultView } from './cost-result';
import { UnitTypeOptions } from '../components/UnitTypeOptions';

interface CalculatorProps {
  options: CatalogueOption[];
  /** A choice posted without JavaScript (the server rendered its result). */
  input?: CostInput;
  error?: string;
  /** The day the plan is for (the server's, Korea time): the same on the page and in the island. */
  today: string;
}

/** The form and its result: live with JavaScript, posted to the page without it. */
export function CostCalculator({ options: catalogue, input, error, today }: CalculatorProps) {
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
  const result = costPlan(pricing, units, catalogue, choice, today);

  // A post's message stands until the buyer changes something (it then no longer describes the page).
  const [edited, setEdited] = useState(false);
  const set = (next: Partial<CostInput>) => {
    setEdited(true);
    setChoice((c) => {
      const merged = { ...c, ...next };
      if (next.unit && next.unit !== c.unit) {
        const b = bandsOf(pricing, next.unit);
        merged.band = b.find((x) => x.id === c.band)?.id ?? b[0]!.id;
        merged.options = [];
      }
      return merged;
    });
  };
  // From the state as it is when React applies it: boxes ticked before the page was live are handed
  // over one after another in one task, and each must add to the one before (not to the render's copy).
  const toggle = (id: string, on: boolean) => {
    setEdited(true);
    setChoice((c) => ({ ...c, options: on ? (c.options.includes(id) ? c.options : [...c.options, id]) : c.options.filter((x) => x !== id) }));
  };
  // With JavaScript the result is already on the page: the button brings the buyer to it.
  const show = (e: FormEvent) => {
    e.preventDefault();
    document.getElementById('cost-result')?.focus();
  };

  return (
    <>
      <form className="cost-form" method="post" action="/SalesInfo/cost#cost-result" onSubmit={show} aria-label="자금 계획 조건">
        {error && 'error' in result && (
          <p className="form-message is-failure" role="alert">
            {error}
          </p>
        )}
        <div className="cost-fields">
          <div className="field">
            <label htmlFor="cost-unit">타입</label>
            <select id="cost-unit" name="unit" value={choice.unit} onChange={(e) => set({ unit: e.target.value })}>
              <UnitTypeOptions units={sold} />
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
      {'error' in result ? null : (
        <CostResultView
          result={result}
          site={{ slug: site.defaultSite, name: site.projectName, phone: site.consultationPhone }}
          offered={offered}
          {...(error && !edited ? { error } : {})}
        />
      )}
    </>
  );
}
