/** The questionnaire's screens (one at a time on a phone) and the fields each asks, in order. */
import type { AnswerField } from '../../shared/tools/eligibility';

type Field = AnswerField;

/** The screens of the questionnaire and which fields each asks. */
export const STEPS: { title: string; fields: Field[] }[] = [
  { title: '어디에 살고 계신가요?', fields: ['area', 'householder'] },
  { title: '세대와 집', fields: ['householdSize', 'recentParents', 'homes', 'homeSale', 'saleHomeManwon', 'everOwned'] },
  { title: '청약통장과 타입', fields: ['accountOpened', 'depositManwon', 'unit'] },
  { title: '결혼·자녀·부모님', fields: ['married', 'marriageDate', 'singleWith', 'children', 'youngestBirthDate', 'pregnant', 'elderly'] },
  { title: '소득과 자산', fields: ['incomeManwon', 'dualIncome', 'spouseIncomeManwon', 'assetsManwon', 'taxFiveYears'] },
  { title: '당첨 이력과 기관추천', fields: ['recentWin', 'specialBefore', 'winWhen', 'exemptionUsed', 'recommended', 'recommendedAs'] },
];

export const YES_NO = [
  ['yes', '예'],
  ['no', '아니오'],
] as const;

export type Values = Partial<Record<Field, string>>;

/** What the form holds now, field by field (uncontrolled fields: the DOM is the truth). */
export const valuesOf = (form: HTMLFormElement): Values => {
  const out: Values = {};
  new FormData(form).forEach((v, k) => {
    if (typeof v === 'string') out[k as Field] = v;
  });
  return out;
};
