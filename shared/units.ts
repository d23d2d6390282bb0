/** 잔여세대: the units of the complex, their states, the first-come sale and the messages people read. */
export const UNIT_STATES = ['unreleased', 'available', 'held', 'pending', 'contracted', 'reserved'] as const;
export type UnitState = (typeof UNIT_STATES)[number];

export const UNIT_STATE_LABELS: Record<UnitState, string> = {
  unreleased: '공급 전',
  available: '잔여',
  held: '홀드',
  pending: '계약대기',
  contracted: '계약완료',
  reserved: '보류',
};

/** What the public sees: a unit one may still pick, or one that is taken (never who or why). */
export type PublicUnitState = 'available' | 'taken';

/** Where a unit is and what it is: what every grid of units draws. */
export interface UnitPlace {
  id: string;
  dong: string;
  ho: string;
  floor: number | null;
  line: string | null;
  unitType: string;
}

export interface PublicUnit extends UnitPlace {
  state: PublicUnitState;
}

export interface PublicUnits {
  /** The first-come sale's opening (ISO), or null while none is set. */
  opensAt: string | null;
  units: PublicUnit[];
}

export interface UnitChange {
  from: UnitState | null;
  to: UnitState;
  /** Desk account e-mail (desk changes, desk bookings, visits marked done or cancelled at the desk), 'system' (a hold's expiry) or 'visitor' (a hold, a booking or a cancel on the site). */
  by: string;
  at: string;
  reason: string;
}

export interface AdminUnit extends UnitPlace {
  state: UnitState;
  /** The current hold (state held): its holder and when it lapses. */
  hold?: { name: string; phone: string; expiresAt: string };
  /** The listed winner whose unit this is (당첨자 명단). */
  winner?: { id: string; name: string };
  /**
   * Why the desk must act on this unit (decision 0028): 계약대기 under a hold whose time is over,
   * tied to no contract visit. Nothing ends it on its own; its phone stays locked to it meanwhile.
   */
  needsAction?: string;
  history: UnitChange[];
}

export interface UnitUploadResult {
  added: number;
  updated: number;
  rejected: { line: number; reason: string }[];
}

export interface SaleSettings {
  opensAt: string | null;
  admitPerMinute: number;
  holdMinutes: number;
  /** The public page (/SalesInfo/remaining) and its menu entry are shown. */
  visible: boolean;
}

/** One saved change of the sale's settings (the desk's GET /api/admin/units/sale lists them). */
export interface SaleChange {
  by: string;
  at: string;
  /** null: the first settings saved. */
  from: SaleSettings | null;
  to: SaleSettings;
}

export interface QueueJoin {
  ticket: string;
  position: number;
  estimatedSeconds: number;
}

export interface QueueStatus {
  position: number;
  admitted: boolean;
  estimatedSeconds: number;
}

export interface UnitHoldAnswer {
  hold: { unitId: string; expiresAt: string; bookingUrl: string };
}

/** Seconds an admitted buyer is given to pick a unit (the page's timer). */
export const PICK_SECONDS = 30;
/** How often the public page asks for changes (it must follow them within 5 s). */
export const UNITS_POLL_MS = 3000;
/** Where the remaining-units page lives (route table and links). */
export const REMAINING_PATH = '/SalesInfo/remaining';

/** Korean time of an instant, as people read an opening: 2026년 12월 1일 10:00. */
export function openingLabel(iso: string | Date): string {
  const d = new Date(new Date(iso).getTime() + 9 * 3_600_000);
  const hh = String(d.getUTCHours()).padStart(2, '0');
  const mm = String(d.getUTCMinutes()).padStart(2, '0');
  return `${d.getUTCFullYear()}년 ${d.getUTCMonth() + 1}월 ${d.getUTCDate()}일 ${hh}:${mm}`;
}

/** Counts per 주택형 and state, for the board and the public page. */
export function countBy<T extends { unitType: string; state: string }>(units: T[]): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const u of units) {
    const row = (out[u.unitType] ??= {});
    row[u.state] = (row[u.state] ?? 0) + 1;
  }
  return out;
}

export const UNIT_MESSAGES = {
  emptyCsv: '세대 파일이 비어 있습니다.',
  unreadable: '세대 파일을 읽을 수 없습니다. CSV(쉼표로 구분) 형식인지 확인해 주세요.',
  header: '첫 줄에 동, 호, 주택형 열이 있어야 합니다(층, 라인은 선택).',
  tooLarge: '세대 목록은 한 번에 5,000줄까지 올릴 수 있습니다.',
  notFound: '세대를 찾을 수 없습니다.',
  reasonRequired: '변경 사유를 입력해 주세요.',
  badState: '세대 상태를 확인해 주세요.',
  sameState: '이미 그 상태입니다.',
  changed: '세대 상태가 방금 바뀌었습니다. 새로고침한 뒤 다시 확인해 주세요.',
  lapsedWithoutVisit: '홀드 마감이 지났는데 계약 방문 예약이 없습니다. 계약 방문을 잡아 드리거나, 계약완료 또는 잔여(홀드 해제)로 정리해 주세요.',
  notOpen: (at: string) => `잔여세대 선착순 분양은 ${at}에 시작합니다. 그때 다시 접속해 주세요.`,
  noSale: '진행 중인 잔여세대 분양이 없습니다.',
  queueTooOften: '같은 휴대폰 번호로 대기열 입장을 너무 자주 요청하셨습니다. 받으신 대기 번호는 그대로이니 잠시 후 다시 시도해 주세요.',
  queueBusy: '대기열 접속이 많아 번호를 드리지 못했습니다. 잠시 후 다시 시도해 주세요.',
  queueBusyAddress: '같은 네트워크에서 대기열 입장 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  ticketInvalid: '대기 번호를 확인할 수 없습니다. 대기열에 다시 들어와 주세요.',
  ticketPhone: '대기 번호와 휴대폰 번호가 맞지 않습니다.',
  notAdmitted: '아직 입장 순서가 되지 않았습니다. 대기 화면에서 순서를 기다려 주세요.',
  verificationRequired: '휴대폰 인증 후 선택하실 수 있습니다.',
  taken: '다른 분이 먼저 선택한 세대입니다. 남은 세대 중에서 다시 골라 주세요.',
  phoneHolds: '이미 선택하신 세대가 있습니다. 한 분이 한 세대만 선택하실 수 있습니다.',
  held: '세대를 선택하셨습니다. 문자로 보내 드린 링크에서 계약 방문을 예약해 주세요.',
  noHold: '홀드된 세대가 아닙니다.',
} as const;
