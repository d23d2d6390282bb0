import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { usePageData } from '../page-data';
import { useSite } from '../site-context';
import { FieldError, invalidProps } from '../components/FieldError';
import { checkEligibility, parseAnswers, type AnswerField, type SupplyResult } from '../../shared/tools/eligibility';
import { EligibilityResult, summary } from './eligibility-result';
import { HINTS, STEPS, YES_NO, valuesOf, type Values } from './eligibility-steps';

type Field = AnswerField;

const PATH = '/SalesInfo/eligibility';
/** A phone: one screen at a time (with JavaScript). */
const PHONE = '(max-width: 767px)';

/**
 * The questionnaire: a plain form posted to its own page (the server answers with the result);
 * live, it computes the result as the buyer answers, with the server's function, and on a phone
 * shows one screen at a time (이전/다음, the heading focused). Fields stay uncontrolled, so what
 * was typed before the island woke is kept.
 */
export function EligibilityForm() {
  const data = usePageData('sales-eligibility', PATH);
  const site = useSite();
  const figures = data?.configured ? data.figures : undefined;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(data?.posted ?? {});
  const [live, setLive] = useState(false);
  const [step, setStep] = useState<number | null>(null);
  const [shown, setShown] = useState(!!data?.result);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    setValues(valuesOf(form));
    setLive(true);
    const phone = window.matchMedia(PHONE);
    // The screen holding what was touched to wake the island (or being read, after a zoom or a turn).
    const here = () => {
      const active = document.activeElement;
      const at = STEPS.findIndex((_, i) => form.querySelector(`[data-step="${i}"]`)?.contains(active));
      return at >= 0 ? at : 0;
    };
    if (phone.matches && !data?.result) setStep(here());
    const follow = () => setStep(phone.matches ? here() : null);
    phone.addEventListener('change', follow);
    return () => phone.removeEventListener('change', follow);
  }, [data?.result]);

  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  if (!figures) return null;

  const parsed = parseAnswers(values);
  const unitKnown = 'answers' in parsed && site.units.some((u) => u.label === parsed.answers.unit);
  const computed: SupplyResult[] | undefined = live ? ('answers' in parsed && unitKnown ? checkEligibility(figures, parsed.answers, site.units) : undefined) : data?.result;
  const serverError = !live || !shown ? data?.error : undefined;
  const errors: Partial<Record<Field, string>> = serverError ? { [serverError.field]: serverError.message } : {};
  if (live && shown && 'error' in parsed) errors[parsed.field] = parsed.error;
  const v = (f: Field) => values[f] ?? data?.posted?.[f] ?? '';

  const go = (to: number) => {
    setStep(to);
    setFocusTarget(`elig-step-${to}`);
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setShown(true);
    const now = valuesOf(e.currentTarget);
    setValues(now);
    const check = parseAnswers(now);
    if ('error' in check) {
      const at = STEPS.findIndex((s) => s.fields.includes(check.field));
      if (step !== null) setStep(at);
      setFocusTarget(`elig-${check.field}`);
      return;
    }
    setFocusTarget('elig-result-title');
  };

  const radios = (f: Field, label: string, options: readonly (readonly [string, string])[], hint?: string, optional?: boolean) => (
    <fieldset className="elig-q" id={`elig-${f}`} tabIndex={-1} {...invalidProps(`elig-${f}`, errors[f], hint ? `elig-${f}-hint` : undefined)}>
      <legend>
        {label}
        {optional && <span className="elig-optional"> (해당하는 분만)</span>}
      </legend>
      {hint && (
        <p className="elig-hint" id={`elig-${f}-hint`}>
          {hint}
        </p>
      )}
      <div className="elig-choices">
        {options.map(([value, text]) => (
          <label key={value} className="elig-choice">
            <input type="radio" name={f} value={value} defaultChecked={v(f) === value} />
            <span>{text}</span>
          </label>
        ))}
      </div>
      <FieldError fieldId={`elig-${f}`} message={errors[f]} />
    </fieldset>
  );
  const input = (f: Field, label: string, props: { type?: 'date' | 'text'; unit?: string; hint?: string; optional?: boolean; words?: boolean }) => (
    <div className="elig-q field">
      <label htmlFor={`elig-${f}`}>
        {label}
        {props.optional && <span className="elig-optional"> (해당하는 분만)</span>}
      </label>
      {props.hint && (
        <p className="elig-hint" id={`elig-${f}-hint`}>
          {props.hint}
        </p>
      )}
      <div className="elig-input">
        <input
          id={`elig-${f}`}
          name={f}
          type={props.type ?? 'text'}
          inputMode={props.type === 'date' ? undefined : props.words ? 'text' : 'numeric'}
          autoComplete="off"
          defaultValue={v(f)}
          {...invalidProps(`elig-${f}`, errors[f], props.hint ? `elig-${f}-hint` : undefined)}
        />
        {props.unit && <span className="elig-unit">{props.unit}</span>}
      </div>
      <FieldError fieldId={`elig-${f}`} message={errors[f]} />
    </div>
  );

  const screens: ReactNode[] = [
    <>
      {radios('area', '주민등록상 거주지역', [...figures.areas.map((a) => [a.id, `${a.label} (${a.zone === 'local' ? '해당지역' : '기타지역'})`] as const), ['elsewhere', '그 외 지역']])}
      {radios('householder', '세대주이신가요?', YES_NO)}
    </>,
    <>
      {input('householdSize', '세대원 수(본인 포함)', { unit: '명', hint: HINTS.householdSize })}
      {input('recentParents', '그중 등본에 함께 오른 지 1년이 안 된 부모님·조부모님', { unit: '명', hint: HINTS.recentParents })}
      {radios('homes', '지금 세대원 중 집을 가진 분이 있나요?', [
        ['none', '아무도 없습니다(무주택)'],
        ['one', '1채 있습니다'],
        ['more', '2채 이상 있습니다'],
      ])}
      {radios(
        'homeSale',
        '집이 있다면, 당첨 후 입주 전에 처분하시겠어요?',
        [
          ['agree', '예, 본인·배우자의 집을 처분하겠습니다'],
          ['no', '아니오(또는 다른 세대원의 집입니다)'],
        ],
        '2024년 6월 19일 이후 출생한 자녀가 있으면 출산특례로 처분 조건부 청약이 가능한지 확인하는 데 씁니다.',
        true,
      )}
      {input('saleHomeManwon', '처분하실 주택의 공시가격', { unit: '만원', optional: true, hint: HINTS.saleHomeManwon })}
      {radios('everOwned', '세대원 중 과거에 집을 가진 적이 있는 분이 있나요?', YES_NO, '배우자가 혼인 전에 가졌다가 혼인 전에 처분한 집은 빼고 답해 주세요.')}
    </>,
    <>
      {input('accountOpened', '청약통장 가입일', { type: 'date', hint: '통장을 처음 만든 날입니다(순위확인서의 가입일).' })}
      {input('depositManwon', '청약통장 예치금', { unit: '만원', hint: '지금 통장에 들어 있는 금액입니다.' })}
      <div className="elig-q field">
        <label htmlFor="elig-unit">청약하실 타입</label>
        <select id="elig-unit" name="unit" defaultValue={v('unit') || site.units[0]!.label} {...invalidProps('elig-unit', errors.unit)}>
          {site.units.map((u) => (
            <option key={u.label} value={u.label}>
              {u.label} (전용 {u.exclusiveArea}㎡)
            </option>
          ))}
        </select>
        <FieldError fieldId="elig-unit" message={errors.unit} />
      </div>
    </>,
    <>
      {radios('married', '혼인신고를 하셨나요?', YES_NO)}
      {input('marriageDate', '혼인신고일', { type: 'date', optional: true })}
      {radios(
        'singleWith',
        '혼인 중이 아니시면, 주민등록표에 함께 오른 분은?',
        [
          ['child', '미혼인 자녀가 있습니다'],
          ['parents', '부모님(직계존속)과 함께입니다'],
          ['alone', '혼자이거나 형제자매·동거인과 함께입니다'],
        ],
        undefined,
        true,
      )}
      {input('children', '미성년 자녀 수', { unit: '명', hint: '만 19세 미만 자녀 수입니다. 없으면 0을 입력해 주세요.' })}
      {input('youngestBirthDate', '막내 자녀의 생년월일', { type: 'date', optional: true })}
      {radios('pregnant', '지금 임신 중이신가요?', YES_NO)}
      {radios('elderly', '만 65세 이상 부모님(조부모님)을 3년 이상 모시고 사시나요?', YES_NO)}
    </>,
    <>
      {input('incomeManwon', '세대 월평균소득(세전)', { unit: '원 또는 만원', words: true, hint: HINTS.incomeManwon })}
      {radios('dualIncome', '맞벌이이신가요?', YES_NO)}
      {input('spouseIncomeManwon', '부부 중 소득이 더 많은 분의 월평균소득', { unit: '원 또는 만원', words: true, optional: true, hint: '맞벌이는 부부 한 분의 소득에도 기준이 있습니다.' })}
      {input('assetsManwon', '세대의 부동산(토지·건물) 자산가액', { unit: '만원', hint: '공시가격 기준입니다. 없으면 0을 입력해 주세요.' })}
      {radios('taxFiveYears', '소득세를 5년 이상 내셨나요?', YES_NO)}
    </>,
    <>
      {radios('recentWin', '세대원 중 청약에 당첨된 적이 있나요?', [
        ['none', '없습니다(5년 넘게 지났으면 여기)'],
        ['within5', '최근 5년 안에 당첨된 적이 있습니다'],
        ['restricted', '지금 재당첨 제한 기간 중입니다'],
      ])}
      {radios('specialBefore', '세대원 중 특별공급으로 당첨된 적이 있나요?', YES_NO)}
      {radios(
        'winWhen',
        '당첨되셨다면, 누가 언제 당첨되었나요?',
        [
          ['spouseBeforeMarriage', '배우자가 혼인 전에'],
          ['selfBeforeMarriage', '본인이 혼인 전에'],
          ['afterMarriage', '본인 또는 배우자가 혼인 후에(미혼이시면 본인이)'],
          ['otherMember', '본인·배우자 외의 세대원이'],
        ],
        '혼인·출산 특례를 적용할 수 있는지 판단하는 데 씁니다.',
        true,
      )}
      {radios(
        'exemptionUsed',
        '혼인특례·출산특례로 당첨된 적이 있나요?',
        [
          ['none', '없습니다'],
          ['marriage', '혼인특례를 쓴 적이 있습니다'],
          ['birth', '세대에서 출산특례를 쓴 적이 있습니다'],
        ],
        undefined,
        true,
      )}
      {radios('recommended', '국가보훈부·지자체 등 기관의 특별공급 추천을 받으셨나요?', YES_NO)}
      {radios(
        'recommendedAs',
        '추천받으셨다면, 어떤 추천인가요?',
        [
          ['disabled', '장애인'],
          ['merit', '국가유공자'],
          ['demolished', '철거주택 소유자(도시재생 부지제공자)'],
          ['other', '그 밖의 추천(장기복무 군인·제대군인, 중소기업 근로자 등)'],
        ],
        HINTS.recommendedAs,
        true,
      )}
    </>,
  ];

  // The server's result until the island is live; then the same function's, once 결과 보기 is
  // tapped (the result is the questionnaire's end, not a running commentary), on the last screen.
  const atEnd = step === null || step === STEPS.length - 1;
  const shownResult = live ? (shown && atEnd ? computed : undefined) : data?.result;
  return (
    <div className="elig-tool" data-live={live ? '' : undefined}>
      <form
        ref={formRef}
        className="elig-form"
        method="post"
        action={`${PATH}#result`}
        noValidate={live}
        onChange={(e) => setValues(valuesOf(e.currentTarget))}
        onInput={(e) => setValues(valuesOf(e.currentTarget))}
        onSubmit={submit}
        aria-label="청약 자격 질문"
      >
        {step !== null && (
          <p className="elig-progress" aria-live="polite">
            {STEPS.length}단계 중 {step + 1}단계
          </p>
        )}
        {STEPS.map((s, i) => (
          <section key={s.title} className="elig-step" data-step={i} hidden={step !== null && step !== i} aria-labelledby={`elig-step-${i}`}>
            <h2 id={`elig-step-${i}`} tabIndex={-1}>
              <span className="elig-step-no">{i + 1}.</span> {s.title}
            </h2>
            {screens[i]}
            {step !== null && (
              <div className="elig-nav">
                {i > 0 && (
                  <button type="button" className="btn btn-outline" onClick={() => go(i - 1)}>
                    이전
                  </button>
                )}
                {i < STEPS.length - 1 && (
                  <button type="button" className="btn btn-primary" onClick={() => go(i + 1)}>
                    다음
                  </button>
                )}
              </div>
            )}
          </section>
        ))}
        <div className="elig-submit" hidden={step !== null && step !== STEPS.length - 1}>
          <button type="submit" className="btn btn-primary">
            결과 보기
          </button>
        </div>
      </form>
      {/* What a screen reader hears as the answers change: the one-line summary, not the whole list. */}
      <p className="sr-only" aria-live="polite">
        {live && shownResult ? summary(shownResult) : ''}
      </p>
      <section id="result" className="elig-result" aria-labelledby={shownResult ? 'elig-result-title' : undefined} aria-label={shownResult ? undefined : '확인 결과'}>
        {shownResult ? <EligibilityResult figures={figures} result={shownResult} unit={v('unit') || site.units[0]!.label} /> : live && atEnd && <p className="elig-hint">모든 질문에 답하시고 「결과 보기」를 누르시면 결과가 이곳에 나타납니다.</p>}
      </section>
    </div>
  );
}

