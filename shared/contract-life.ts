/**
 * A contract's life as the desk and the holder read it: a 해약 that ends it (위약금, refunds), a
 * 명의변경 that hands it over (reasons, documents, the 전매제한 and its exceptions), and the Korean
 * words of each refusal. The rules the law makes name their source.
 */
import { won } from './payment';

/** Why a contract changes hands (POST /api/admin/contracts/:id/transfer `reason`). */
export const TRANSFER_REASONS = ['전매', '증여', '상속', '공동명의 추가', '공동명의 해소', '기타'] as const;
export type TransferReason = (typeof TRANSFER_REASONS)[number];

/**
 * 주택법 제64조제1항: 전매 is "매매·증여나 그 밖에 권리의 변동을 수반하는 모든 행위를 포함하되, 상속의
 * 경우는 제외한다". Every reason but 상속 is a 전매 while the 전매제한 lasts.
 */
export const isResale = (reason: TransferReason) => reason !== '상속';

/** The documents the desk checks before a 명의변경 (ticked ones go to the history). */
export const TRANSFER_DOCUMENTS = ['계약서', '인감증명서', '신분증', '중도금 대출 승계 확인'] as const;
export type TransferDocument = (typeof TRANSFER_DOCUMENTS)[number];

export const RESALE_RULE = {
  source: '주택법 제64조제2항, 주택법 시행령 제73조제4항',
  note: '전매제한 기간에도 아래 사유에 해당하여 한국토지주택공사(사업주체가 공공인 경우 그 사업주체)의 동의를 받은 경우에는 전매할 수 있습니다.',
} as const;

/** 주택법 시행령 제73조제4항 각 호: the grounds on which a 전매 within the 전매제한 may pass. */
export const RESALE_EXCEPTIONS = [
  { id: '1', label: '제1호 근무·생업·질병치료·취학·결혼으로 세대원 전원이 다른 광역시·특별자치시·특별자치도·시·군으로 이전(수도권 안 이전 제외)' },
  { id: '2', label: '제2호 상속으로 취득한 주택으로 세대원 전원이 이전' },
  { id: '3', label: '제3호 세대원 전원이 해외로 이주하거나 2년 이상 해외에 체류' },
  { id: '4', label: '제4호 이혼으로 입주자로 선정된 지위 또는 주택을 배우자에게 이전' },
  { id: '5', label: '제5호 공익사업으로 주거용 건축물을 제공하고 이주대책용 주택을 공급받은 경우(시장·군수·구청장 확인)' },
  { id: '6', label: '제6호 국가·지방자치단체·금융기관 채무 불이행으로 경매 또는 공매가 시행되는 경우' },
  { id: '7', label: '제7호 입주자로 선정된 지위 또는 주택의 일부를 배우자에게 증여' },
] as const;
export type ResaleExceptionId = (typeof RESALE_EXCEPTIONS)[number]['id'];

/** 위약금 the desk is offered: the site's rule (percent of the 분양가), in won, rounded down. */
export const defaultPenalty = (price: number, percent: number | undefined) => Math.floor((price * (percent ?? 0)) / 100);

/** What a 해약 leaves of a contract's money (one module computes it: server/contract-life/ended-money.ts). */
export interface EndedMoney {
  /** The day it ended. */
  on: string;
  reason: string;
  /** Everything the holder paid in (instalments and 초과 납부). */
  paid: number;
  /** 위약금 kept: the contract's figure, never more than was paid. */
  penalty: number;
  /** Refunds made so far. */
  refunded: number;
  /** 환불 예정: paid − 위약금 − refunds (never below zero). */
  refundDue: number;
  refunds: { amount: number; on: string }[];
}

/** A contract's former holder, after a 명의변경, as the history names them. */
export interface TransferBody {
  holders: { name: string; phone: string }[];
  on: string;
  reason: TransferReason;
  note?: string;
  documents?: TransferDocument[];
  exception?: ResaleExceptionId;
}

export const LIFE_MESSAGES = {
  ended: (on: string) => `해약된 계약입니다(해약일 ${on}). 예약·옵션·하자 접수 등은 하실 수 없습니다.`,
  endedDesk: (on: string) => `해약된 계약입니다(해약일 ${on}). 해약된 계약에는 이 작업을 할 수 없습니다.`,
  passEnded: (on: string) => `해약된 계약의 입주증입니다(해약일 ${on}). 열쇠를 지급할 수 없습니다.`,
  penaltyInvalid: '위약금을 0원 이상 원 단위 숫자로 입력해 주세요.',
  penaltyOverPrice: '위약금이 분양가보다 클 수 없습니다.',
  penaltyOverRefunded: (most: number) => `이미 환불한 금액이 있어 위약금은 ${won(most)}까지만 정할 수 있습니다.`,
  refundInvalid: '환불 금액을 1원 이상 원 단위 숫자로 입력해 주세요.',
  refundDay: '환불일을 해약일부터 오늘 사이의 날짜로 입력해 주세요.',
  refundReference: '은행 거래 참조번호(이체 확인 번호)를 적어 주세요(2~60자).',
  refundOver: (due: number) => `환불할 금액이 남은 환불 예정액(${won(due)})보다 큽니다.`,
  notEnded: '해약되지 않은 계약입니다.',
  /** Keys handed over: the sale has been carried out; undoing it is not a desk 해약. */
  keysHanded: (on: string) => `열쇠를 지급한 세대입니다(${on}). 입주가 끝난 계약은 이 화면에서 해약할 수 없습니다. 분양 책임자와 상의해 주세요.`,
  transferHolders: '새 계약자의 이름과 휴대폰 번호를 한 분 이상(최대 4분) 입력해 주세요.',
  transferPhone: (raw: string) => `새 계약자의 휴대폰 번호(${raw || '빈칸'})를 확인해 주세요.`,
  transferDay: '명의변경일을 계약일부터 오늘 사이의 날짜로 입력해 주세요.',
  transferReason: `명의변경 사유를 선택해 주세요(${TRANSFER_REASONS.join(', ')}).`,
  transferSame: '지금의 계약자와 같습니다. 바뀐 계약자를 입력해 주세요.',
  transferNote: '메모는 500자 이내로 적어 주세요.',
  transferNoteRequired: '전매제한 예외로 처리하려면 근거(동의서 번호 등)를 메모에 적어 주세요.',
  /** 주택법 제64조: a 전매 within the 전매제한 without one of 시행령 제73조제4항's grounds. */
  resaleLimited: (until: string) =>
    `전매제한 기간(${koreanDay(until)}까지)에는 전매(매매·증여 등 권리의 변동)를 할 수 없습니다. 주택법 시행령 제73조제4항의 예외에 해당하면 그 사유를 선택해 주세요.`,
  resaleLimitInvalid: '전매제한 종료일을 2027-05-31 형식의 날짜로 입력해 주세요.',
  unitHasLive: (dong: string, ho: string) => `${dong}동 ${ho}호에는 진행 중인 계약이 있습니다. 계약자가 바뀌었다면 계약 상세의 '명의변경'으로 처리해 주세요.`,
  boardLive: '이 세대에는 진행 중인 계약이 있어 상태를 바꿀 수 없습니다. 해약은 계약 원장에서 처리해 주세요.',
  contractDateBeforeNotice: (notice: string) => `계약일이 입주자모집공고일(${notice})보다 앞섭니다. 계약일을 확인해 주세요.`,
  contractDateFuture: '계약일이 오늘보다 뒤입니다. 계약일을 확인해 주세요.',
} as const;

/** '2027-05-31' → '2027년 5월 31일'. */
export function koreanDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${y}년 ${Number(m)}월 ${Number(d)}일`;
}
