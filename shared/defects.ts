/**
 * 하자 접수: what both sides need to file and follow a defect: its states and their order, the
 * kinds, each unit type's rooms (from the unit table in site.config.ts), the messages a buyer and
 * the desk read, and the rows the APIs answer with.
 */
import type { UnitType } from './site.config';
import { groupDigits } from './korean-format';

/** 접수 → 배정 → 처리 중 → 처리 완료 → 확인 (a reopened defect goes back to 배정). */
export const DEFECT_STATES = ['received', 'assigned', 'in-progress', 'done', 'confirmed'] as const;
export type DefectState = (typeof DEFECT_STATES)[number];

export const DEFECT_STATE_LABELS: Record<DefectState, string> = {
  received: '접수',
  assigned: '배정',
  'in-progress': '처리 중',
  done: '처리 완료',
  confirmed: '확인',
};

/** A state as sent by a desk form or a script: its key ('assigned') or its Korean label ('배정'). */
export function defectStateOf(value: unknown): DefectState | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  if ((DEFECT_STATES as readonly string[]).includes(v)) return v as DefectState;
  // '처리중' and '처리 중' alike: labels compare without spaces.
  const bare = v.replace(/\s+/g, '');
  const byLabel = DEFECT_STATES.find((s) => DEFECT_STATE_LABELS[s].replace(/\s+/g, '') === bare);
  return byLabel ?? null;
}

/** The kinds of work a defect needs, as the trades are split on site. */
export const DEFECT_KINDS = ['도배', '바닥', '타일', '도장', '창호', '문', '가구', '주방', '설비', '전기', '기타'] as const;
export type DefectKind = (typeof DEFECT_KINDS)[number];

/** At most this many photos per defect. */
export const DEFECT_PHOTOS_MAX = 5;
export const DEFECT_TEXT_MAX = 1000;
/**
 * What one holder may file: filings per holder an hour, defects open at once per contract, and a
 * photo's size in pixels (read from its header, before any decoding: a phone's 12–24 MP photo passes,
 * a 40 MP one asks to be reduced). Buyers' photos are processed on a queue of their own, bounded.
 */
export const DEFECT_LIMITS = { filingsPerHolderHourly: 20, openPerContract: 100, photoPixels: 24_000_000, photosWaiting: 20 } as const;

/**
 * The rooms of a unit type, in the order one walks through the home: 거실, 주방, 침실 1…n, 욕실 1…n,
 * 발코니, 현관, and 기타 for what fits none (a shared wall, the ceiling of the hall).
 */
export function roomsOf(unit: Pick<UnitType, 'rooms' | 'baths'> | undefined): string[] {
  const rooms = unit?.rooms ?? 3;
  const baths = unit?.baths ?? 2;
  return [
    '거실',
    '주방',
    ...Array.from({ length: rooms }, (_, i) => `침실 ${i + 1}`),
    ...Array.from({ length: baths }, (_, i) => `욕실 ${i + 1}`),
    '발코니',
    '현관',
    '기타',
  ];
}

/** A room as typed ('침실1', ' 욕실 2 ') named as the list names it, or null when the unit has no such room. */
export function roomIn(rooms: readonly string[], typed: string): string | null {
  const bare = typed.replace(/\s+/g, '');
  return rooms.find((r) => r.replace(/\s+/g, '') === bare) ?? null;
}

/** The unit type of a contract ('84A'): by the label the sales team uses, else by the page slug. */
export const unitTypeOf = (units: readonly UnitType[], type: string | null | undefined): UnitType | undefined =>
  type ? (units.find((u) => u.label === type) ?? units.find((u) => u.slug === type)) : undefined;

export const DEFECT_MESSAGES = {
  invalid: '하자 접수 내용을 확인해 주세요.',
  contract: '계약을 찾을 수 없습니다.',
  room: '하자 위치(공간)를 목록에서 골라 주세요.',
  kind: '하자 유형을 목록에서 골라 주세요.',
  text: `하자 내용을 1자 이상 ${groupDigits(DEFECT_TEXT_MAX)}자 이내로 적어 주세요.`,
  photos: `사진은 한 건에 ${DEFECT_PHOTOS_MAX}장까지 올릴 수 있습니다.`,
  photoType: '사진은 JPEG, PNG, WebP, AVIF 이미지로 올려 주세요.',
  notFound: '하자 접수 건을 찾을 수 없습니다.',
  note: '처리 내용(메모)을 200자 이내로 적어 주세요.',
  reason: '재접수 사유를 적어 주세요.',
  assignee: '배정할 협력업체를 목록에서 골라 주세요.',
  assigneeUnknown: '등록된 협력업체를 목록에서 골라 주세요. 목록에 없는 업체는 먼저 등록해 주세요.',
  company: '업체명을 2자 이상 40자 이내로 적어 주세요.',
  state: '처리 단계를 확인해 주세요.',
  changed: '다른 분이 먼저 이 하자의 처리 단계를 바꾸었습니다. 목록을 새로 고친 뒤 다시 시도해 주세요.',
  photoDenied: '사진을 볼 수 있는 권한이 없거나 링크의 유효 시간이 지났습니다. 하자 목록을 새로 고친 뒤 다시 열어 주세요.',
  tooManyFilings: '짧은 시간에 접수가 너무 많습니다. 한 시간 뒤에 다시 접수해 주세요. 급한 하자는 고객센터로 연락해 주세요.',
  tooManyOpen: '처리 중인 하자가 많아 더 접수할 수 없습니다. 처리된 하자를 확인해 주시거나 고객센터로 연락해 주세요.',
  photoPixels: '사진이 너무 큽니다. 2,400만 화소 이하(휴대폰 기본 촬영 크기)로 올려 주세요.',
  photosBusy: '지금 사진 접수가 많아 처리하지 못했습니다. 잠시 후 다시 접수해 주세요.',
} as const;

/** Why a move from one state to another is refused (409), in the words the desk reads. */
export function transitionRefusal(from: DefectState, to: DefectState): string {
  return `‘${DEFECT_STATE_LABELS[from]}’ 단계의 하자는 ‘${DEFECT_STATE_LABELS[to]}’(으)로 바꿀 수 없습니다.`;
}

/** One step of a defect's history: who, when, what it became, and the note. */
export interface DefectStepRow {
  state: DefectState;
  at: string;
  /** '계약자', a desk account's name, or a contractor's name. */
  by: string;
  note: string;
}

export interface DefectPhotoRow {
  /** A signed link that expires (`expiresAt`); it opens only for this contract's holders and the desk. */
  url: string;
  expiresAt: string;
}

export interface DefectRow {
  id: string;
  contractId: string;
  dong: string;
  ho: string;
  room: string;
  kind: string;
  text: string;
  state: DefectState;
  stateLabel: string;
  assignee: string | null;
  /** The reason of the latest reopening, kept while the defect is being handled again. */
  reopenReason: string | null;
  createdAt: string;
  /** Days since it was filed (Korea calendar). */
  ageDays: number;
  photos: DefectPhotoRow[];
  history: DefectStepRow[];
}

export interface DefectCounts {
  byKind: { kind: string; open: number; total: number }[];
  byDong: { dong: string; open: number; total: number }[];
}

/** One page of the desk's list (GET /api/admin/defects and /admin/defects). */
export interface DefectListPage {
  rows: DefectRow[];
  total: number;
  page: number;
  pages: number;
  counts: DefectCounts;
  /** The registered 협력업체 a defect may be assigned to (owners and managers only). */
  contractors: DefectAssigneeOption[];
}

/** A registered 협력업체 in the picker: a contractor account ('account:<id>') or a company without one ('company:<id>'). */
export interface DefectAssigneeOption {
  id: string;
  name: string;
  /** It signs in and sees the defects assigned to it. */
  hasAccount: boolean;
}

export interface DefectFilter {
  state?: string;
  dong?: string;
  kind?: string;
  assignee?: string;
  page?: number;
}
