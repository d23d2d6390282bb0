/** The winners' desk (당첨자): slot kinds, list rows, labels and the messages people read. */
export const SLOT_KINDS = ['visit', 'documents', 'contract', 'options', 'loan', 'inspection', 'movein'] as const;
export type SlotKind = (typeof SLOT_KINDS)[number];
/** Kinds a visitor's list and booking form may name (the others are booked from /my). */
export const PUBLIC_SLOT_KINDS = ['visit', 'documents', 'contract'] as const satisfies readonly SlotKind[];
/** Kinds only a contract holder books, from /my, one per contract each: 옵션 계약 and 중도금 대출 자서 (a slot may name its 동). */
export const HOLDER_SLOT_KINDS = ['options', 'loan'] as const satisfies readonly SlotKind[];
export type HolderSlotKind = (typeof HOLDER_SLOT_KINDS)[number];
export const isHolderKind = (kind: string | null | undefined): kind is HolderSlotKind => (HOLDER_SLOT_KINDS as readonly string[]).includes(kind ?? '');
/** 사전점검 (a slot of one 동) and 입주 (a slot of one elevator line): booked from /my too, with sections of their own. */
export const MOVE_IN_SLOT_KINDS = ['inspection', 'movein'] as const satisfies readonly SlotKind[];
export type MoveInSlotKind = (typeof MOVE_IN_SLOT_KINDS)[number];
export const isMoveInKind = (kind: string | null | undefined): kind is MoveInSlotKind => (MOVE_IN_SLOT_KINDS as readonly string[]).includes(kind ?? '');
/** Every kind a contract holder books from /my (one per contract and kind). */
export const isBuyerKind = (kind: string | null | undefined): kind is HolderSlotKind | MoveInSlotKind => isHolderKind(kind) || isMoveInKind(kind);
/** Kinds only listed winners may book. */
export const WINNER_SLOT_KINDS = ['documents', 'contract'] as const satisfies readonly SlotKind[];
export type WinnerSlotKind = (typeof WINNER_SLOT_KINDS)[number];

export const SLOT_KIND_LABELS: Record<SlotKind, string> = {
  visit: '견본주택 방문',
  documents: '서류접수',
  contract: '계약',
  options: '옵션 계약',
  loan: '중도금 대출 자서',
  inspection: '사전점검',
  movein: '입주',
};

export const WINNER_RANKS = ['winner', 'reserve'] as const;
export type WinnerRank = (typeof WINNER_RANKS)[number];

/** Where a listed person stands for one visit kind. */
export type WinnerStepState = 'none' | 'booked' | 'visited' | 'no-show';
export const WINNER_STEP_LABELS: Record<WinnerStepState, string> = {
  none: '미예약',
  booked: '예약',
  visited: '완료',
  'no-show': '미방문',
};

export interface AdminWinner {
  id: string;
  name: string;
  phone: string;
  unitType: string;
  /** The unit: absent for a reserve listed without one, until the desk gives it one. */
  dong?: string;
  ho?: string;
  /** The unit on the board (잔여세대 관리), when the unit list holds this 동·호. */
  unitId?: string;
  rank: WinnerRank;
  /** Reserves: their place in the list (1 = called first). */
  reserveOrder?: number;
  ineligible: boolean;
  promotedAt?: string;
  /** May book documents and contract visits (a winner, or a promoted reserve, not ruled ineligible). */
  canBook: boolean;
  documents: { state: WinnerStepState; at?: string; code?: string };
  contract: { state: WinnerStepState; at?: string; code?: string };
  notifiedAt?: string;
}

export interface WinnerUploadResult {
  added: number;
  updated: number;
  rejected: { line: number; reason: string }[];
}

export const WINNER_MESSAGES = {
  /** The one answer to anyone not on the list, whatever the reason: it tells a stranger nothing. */
  notListed: '당첨자 명단에서 확인되지 않아 예약할 수 없습니다. 이름과 휴대폰 번호를 다시 확인하시거나 분양사무소로 문의해 주세요.',
  noReserveLeft: '이 주택형에 남은 예비입주자가 없습니다.',
  emptyCsv: '명단 파일이 비어 있습니다.',
  header: '첫 줄에 이름, 연락처, 주택형, 동, 호, 구분 열이 있어야 합니다.',
  tooLarge: '명단은 한 번에 5,000줄까지 올릴 수 있습니다.',
  notFound: '명단에서 찾을 수 없습니다.',
  unitOnlyPromoted: '당첨으로 전환된 예비입주자에게만 동·호를 정할 수 있습니다.',
  unitIneligible: '부적격으로 표시된 분에게는 동·호를 정할 수 없습니다.',
  unitTaken: (unit: string) => `${unit}는 이미 다른 분에게 배정되어 있습니다. 부적격 처리된 세대인지 확인해 주세요.`,
} as const;
