import { RULES_VERSION, type EligibilityFigures, type SupplyResult } from '../../shared/tools/eligibility';
import { groupDigits } from '../../shared/korean-format';

/** "2026-06-15" → "2026년 6월 15일". */
const spelled = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${y}년 ${m}월 ${d}일`;
};

/** The one line a screen reader hears and the result's heading says. */
export const summary = (result: SupplyResult[]) => {
  const ok = result.filter((r) => r.eligible);
  return `확인 결과: ${ok.length ? `${ok.map((r) => r.label).join(', ')}에 청약하실 수 있습니다` : '청약하실 수 있는 공급이 없습니다'}`;
};

const BADGE: Record<SupplyResult['status'], string> = { eligible: '청약 가능', ineligible: '청약 불가', none: '이번 공급 없음' };
/** A supply this notice offers, but not in the buyer's 주택형. */
const badgeOf = (r: SupplyResult) => (r.status === 'none' && r.typeUnits === 0 && r.units > 0 ? '이 주택형 공급 없음' : BADGE[r.status]);
/** "(125세대)", or with the buyer's type: "(84A 56세대 · 전체 125세대)". */
const unitsOf = (r: SupplyResult, unit: string) =>
  r.typeUnits !== undefined ? `(${unit} ${groupDigits(r.typeUnits)}세대 · 전체 ${groupDigits(r.units)}세대)` : `(${groupDigits(r.units)}세대)`;

/**
 * The answer: each supply's verdict (a supply this notice does not offer says so, never "가능"),
 * the part the buyer may enter and why, every reason against, and the articles and version of the
 * rules it follows, under it.
 */
export function EligibilityResult({ figures, result, unit }: { figures: EligibilityFigures; result: SupplyResult[]; unit: string }) {
  return (
    <>
      <h2 id="elig-result-title" tabIndex={-1}>
        {summary(result)}
      </h2>
      <p className="elig-hint">{figures.noticeDate.replace(/-/g, '.')} 입주자모집공고 기준입니다.</p>
      <ul className="elig-verdicts">
        {result.map((r) => (
          <li key={r.key} className={`is-${r.status}`} data-supply={r.key}>
            <p className="elig-verdict">
              <strong>{r.label}</strong> {r.status !== 'none' && <span className="elig-units">{unitsOf(r, unit)}</span>}
              <span className="elig-badge">
                {badgeOf(r)}
                {r.part ? ` · ${r.part.label}` : ''}
              </span>
            </p>
            {r.part && <p className="elig-part">{r.part.why}</p>}
            {r.reasons.length > 0 && (
              <ul className="elig-reasons">
                {r.reasons.map((why) => (
                  <li key={why}>{why}</li>
                ))}
              </ul>
            )}
            {r.notes.length > 0 && (
              <ul className="elig-notes">
                {r.notes.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            )}
            {r.unchecked.length > 0 && (
              <div className="elig-unchecked">
                <p className="elig-unchecked-title">이 결과가 확인하지 못한 것</p>
                <ul>
                  {r.unchecked.map((n) => (
                    <li key={n}>{n}</li>
                  ))}
                </ul>
              </div>
            )}
            {r.status !== 'none' && <p className="elig-source">근거: 「{RULES_VERSION.law}」 {r.sources.join(', ')}</p>}
          </li>
        ))}
      </ul>
      <p className="elig-version">
        「{RULES_VERSION.law}」 {spelled(RULES_VERSION.effective)} 시행분과 {figures.noticeDate.replace(/-/g, '.')} 입주자모집공고의 기준을 따릅니다.
      </p>
    </>
  );
}
