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

/** The longer hints, as the notices word the rule (2026000463 pp. 13, 14, 18). */
export const HINTS = {
  householdSize: '본인, 배우자(따로 사는 배우자 포함), 주민등록등본에 함께 오른 직계존속·자녀의 수입니다. 임신 중인 태아도 셉니다.',
  recentParents: '배우자의 부모님도 셉니다. 모집공고일 기준 1년 이상 함께 오른 직계존속만 소득 기준의 가구원수에 들어갑니다. 없으면 0입니다.',
  saleHomeManwon: '출산특례로 처분하실 주택은 신혼부부·신생아 추첨공급의 부동산 자산에서 빼고 봅니다. 아래 부동산 자산가액에는 포함해서 입력해 주세요.',
  incomeManwon: '공고문의 기준과 원 단위로 비교합니다. 7,533,764원 또는 753만 3,764원처럼 쓰시거나, 숫자만 쓰시면 만원으로 봅니다. 만 19세 이상 세대원 모두의 작년 소득을 합해 근무한 달 수로 나눈 금액입니다.',
  recommendedAs: '장애인·국가유공자·철거주택 소유자 추천은 청약통장이 없어도 되고, 그 밖의 추천은 가입 6개월과 예치금이 필요합니다.',
} as const;

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
