import { useEffect, useRef, useState, type FormEvent } from 'react';
import { koreanDate } from '../../shared/kst';
import { computeScore, readScoreInput, type ScoreError, type ScoreResult } from '../../shared/tools/score';
import { ACCOUNT_MAX, DEPENDENTS_MAX, HOMELESS_MAX, SCORE_MAX } from '../../shared/tools/score-rules';
import { compareWithCutoff, CUTOFF_REFERENCE_NOTE, type ScoreCutoff, type ScorePosted } from '../../shared/tools/score-cutoffs';

export interface ScoreCalculatorProps {
  cutoffs: ScoreCutoff[];
  /** The 기준일 the form starts with (the 모집공고 date, or today once it has passed). */
  asOf: string;
  posted?: ScorePosted;
}

interface Outcome {
  result?: ScoreResult;
  error?: ScoreError;
  /** The 기준일 the result was counted on. */
  asOf: string;
  /** Still being typed: the required dates are not all there yet (no error shown). */
  incomplete?: boolean;
}

const REQUIRED = ['birthDate', 'accountOpenedOn'] as const;

/** What the form holds now, scored by the same function the server uses. */
function outcomeOf(raw: Record<string, unknown>, fallbackAsOf: string, final: boolean): Outcome {
  const asOf = typeof raw.asOf === 'string' && raw.asOf ? raw.asOf : fallbackAsOf;
  if (!final && REQUIRED.some((f) => !raw[f])) return { asOf, incomplete: true };
  const input = readScoreInput(raw, fallbackAsOf);
  if ('error' in input) return { asOf, error: input };
  const result = computeScore(input);
  return 'error' in result ? { asOf, error: result } : { asOf, result };
}

const PARTS = [
  ['homeless', '무주택기간', HOMELESS_MAX],
  ['dependents', '부양가족', DEPENDENTS_MAX],
  ['account', '청약통장 가입기간', ACCOUNT_MAX],
] as const;

/**
 * The calculator: an ordinary form that posts to its own page (the server answers with the result),
 * and, once live, scores as the buyer types, in the browser, with nothing sent anywhere. Its fields
 * are uncontrolled, so what was typed before the island woke is kept and scored at once.
 */
export function ScoreCalculator({ cutoffs, asOf, posted }: ScoreCalculatorProps) {
  const form = useRef<HTMLFormElement>(null);
  const [outcome, setOutcome] = useState<Outcome>(() =>
    posted ? { asOf: posted.input.asOf || asOf, ...(posted.result ? { result: posted.result } : {}), ...(posted.error ? { error: posted.error } : {}) } : { asOf, incomplete: true },
  );
  const typed = posted?.input ?? {};

  const score = (final: boolean) => {
    if (!form.current) return;
    setOutcome(outcomeOf(Object.fromEntries(new FormData(form.current)), asOf, final));
  };
  // Scores what was typed before the island woke (a first tap wakes it; the fields keep their values).
  useEffect(() => {
    if (!posted) score(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    score(true);
    document.getElementById('score-result')?.focus();
  };

  const fieldError = (f: string) => (outcome.error?.field === f ? outcome.error.error : undefined);
  const described = (f: string, hint?: string) => {
    const ids = [hint, fieldError(f) ? `score-${f}-error` : undefined].filter(Boolean).join(' ');
    return ids || undefined;
  };
  const errorLine = (f: string) =>
    fieldError(f) ? (
      <p className="form-message is-error" id={`score-${f}-error`}>
        {fieldError(f)}
      </p>
    ) : null;
  const owned = typed.owned ?? (typed.neverOwned === 'false' ? (typed.homeSoldOn ? 'sold' : 'owns') : 'never');

  return (
    <div className="score-calc">
      <form ref={form} className="score-form" method="post" action="/SalesInfo/score#score-result" noValidate onInput={() => score(false)} onChange={() => score(false)} onSubmit={submit}>
        <fieldset className="score-step">
          <legend>1. 나이와 혼인</legend>
          <div className="field">
            <label htmlFor="score-birthDate">생년월일</label>
            <input id="score-birthDate" name="birthDate" type="date" required defaultValue={typed.birthDate} aria-invalid={!!fieldError('birthDate') || undefined} aria-describedby={described('birthDate')} autoComplete="bday" />
            {errorLine('birthDate')}
          </div>
          <div className="field">
            <label htmlFor="score-marriageDate">혼인신고일 (미혼이시면 비워 두세요)</label>
            <input id="score-marriageDate" name="marriageDate" type="date" defaultValue={typed.marriageDate} aria-invalid={!!fieldError('marriageDate') || undefined} aria-describedby={described('marriageDate', 'score-marriage-hint')} />
            <p className="field-hint" id="score-marriage-hint">
              만 30세 전에 혼인신고를 하셨다면 무주택기간은 혼인신고일부터 셉니다.
            </p>
            {errorLine('marriageDate')}
          </div>
        </fieldset>

        <fieldset className="score-step">
          <legend>2. 주택 소유 (세대원 전원 기준)</legend>
          <div className="score-choices">
            <label className="score-choice">
              <input type="radio" name="owned" value="never" defaultChecked={owned === 'never'} /> 주택을 소유한 적이 없습니다
            </label>
            <label className="score-choice">
              <input type="radio" name="owned" value="sold" defaultChecked={owned === 'sold'} /> 소유했다가 처분해 지금은 무주택입니다
            </label>
            <label className="score-choice">
              <input type="radio" name="owned" value="owns" defaultChecked={owned === 'owns'} /> 지금 주택(분양권 포함)을 소유하고 있습니다
            </label>
          </div>
          {errorLine('neverOwned')}
          <div className="field">
            <label htmlFor="score-homeSoldOn">마지막으로 주택을 처분한 날 (처분하신 경우)</label>
            <input id="score-homeSoldOn" name="homeSoldOn" type="date" defaultValue={typed.homeSoldOn} aria-invalid={!!fieldError('homeSoldOn') || undefined} aria-describedby={described('homeSoldOn')} />
            {errorLine('homeSoldOn')}
          </div>
        </fieldset>

        <fieldset className="score-step">
          <legend>3. 부양가족</legend>
          <div className="field">
            <label htmlFor="score-dependents">부양가족 수 (본인 제외, 명)</label>
            <input id="score-dependents" name="dependents" type="number" inputMode="numeric" min={0} max={30} step={1} required defaultValue={typed.dependents ?? '0'} aria-invalid={!!fieldError('dependents') || undefined} aria-describedby={described('dependents', 'score-dependents-hint')} />
            <p className="field-hint" id="score-dependents-hint">
              배우자와 미혼 자녀(만 30세 이상이면 등본에 1년 이상 함께), 그리고 본인이 세대주일 때 같은 주민등록등본에 3년 이상 함께 오른 부모님·조부모님(배우자 쪽 포함)을 셉니다. 부모님 중 한 분이라도 집을 갖고 계시면 두 분 모두 세지 않습니다.
            </p>
            {errorLine('dependents')}
          </div>
        </fieldset>

        <fieldset className="score-step">
          <legend>4. 청약통장</legend>
          <div className="field">
            <label htmlFor="score-accountOpenedOn">청약통장 가입일</label>
            <input id="score-accountOpenedOn" name="accountOpenedOn" type="date" required defaultValue={typed.accountOpenedOn} aria-invalid={!!fieldError('accountOpenedOn') || undefined} aria-describedby={described('accountOpenedOn')} />
            {errorLine('accountOpenedOn')}
          </div>
          <div className="field">
            <label htmlFor="score-spouseAccountOpenedOn">배우자 청약통장 가입일 (있으시면)</label>
            <input id="score-spouseAccountOpenedOn" name="spouseAccountOpenedOn" type="date" defaultValue={typed.spouseAccountOpenedOn} aria-invalid={!!fieldError('spouseAccountOpenedOn') || undefined} aria-describedby={described('spouseAccountOpenedOn', 'score-spouse-hint')} />
            <p className="field-hint" id="score-spouse-hint">
              2024년 3월 25일부터 배우자 통장 가입기간의 절반을 최대 3점까지 더합니다(통장 점수 합계 최고 17점).
            </p>
            {errorLine('spouseAccountOpenedOn')}
          </div>
          <div className="field">
            <label htmlFor="score-asOf">기준일 (입주자모집공고일)</label>
            <input id="score-asOf" name="asOf" type="date" required defaultValue={typed.asOf || asOf} aria-invalid={!!fieldError('asOf') || undefined} aria-describedby={described('asOf')} />
            {errorLine('asOf')}
          </div>
        </fieldset>

        <button type="submit" className="btn btn-primary score-submit">
          가점 계산하기
        </button>
      </form>

      <section className="score-result" id="score-result" tabIndex={-1} aria-labelledby="score-result-title">
        <h2 id="score-result-title">계산 결과</h2>
        <p className="score-summary" role="status" aria-live="polite" aria-atomic="true" data-testid="score-summary">
          {outcome.result
            ? `${koreanDate(outcome.asOf)} 기준 청약 가점은 ${outcome.result.total}점입니다 (무주택기간 ${outcome.result.parts.homeless.points}점, 부양가족 ${outcome.result.parts.dependents.points}점, 청약통장 ${outcome.result.parts.account.points}점).`
            : outcome.error
              ? outcome.error.error
              : '생년월일과 청약통장 가입일을 입력하시면 바로 계산해 드립니다.'}
        </p>
        {outcome.result && <ResultDetail result={outcome.result} cutoffs={cutoffs} />}
      </section>
    </div>
  );
}

function ResultDetail({ result, cutoffs }: { result: ScoreResult; cutoffs: ScoreCutoff[] }) {
  return (
    <>
      <p className="score-total">
        <strong data-total={result.total}>{result.total}점</strong> <span>/ {SCORE_MAX}점</span>
      </p>
      <ul className="score-parts">
        {PARTS.map(([key, label, max]) => (
          <li key={key} data-part={key}>
            <p className="score-part-head">
              <span>{label}</span>
              <strong>
                {result.parts[key].points}점 <span>/ {max}점</span>
              </strong>
            </p>
            <p className="score-part-rule">{result.parts[key].rule}</p>
          </li>
        ))}
      </ul>
      {cutoffs.length > 0 && (
        <div className="score-cutoffs">
          <h3>지난 당첨 가점과 비교 (참고용)</h3>
          <p className="score-reference" role="note">
            {CUTOFF_REFERENCE_NOTE}
          </p>
          <ul>
            {cutoffs.map((c, i) => {
              const { diff, text } = compareWithCutoff(result.total, c);
              return (
                <li key={i} className={diff >= 0 ? 'is-above' : 'is-below'}>
                  <p className="score-cutoff-name">
                    {c.complex} {c.unitType}
                  </p>
                  <p>
                    최저 {c.minScore}점{c.avgScore !== undefined ? ` · 평균 ${c.avgScore}점` : ''}
                    {c.maxScore !== undefined ? ` · 최고 ${c.maxScore}점` : ''} — 내 점수는 <strong>{text}</strong>.
                  </p>
                  <p className="score-cutoff-source">
                    출처: {c.source} (모집공고 {koreanDate(c.announcedOn)})
                  </p>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </>
  );
}
