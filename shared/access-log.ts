/** The access record's actions and how the owner's page names them. */
export const ACCESS_ACTIONS = ['view', 'search', 'export', 'update', 'delete', 'erasure', 'login', 'logout', 'login-failed'] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

export const ACCESS_ACTION_LABELS: Record<AccessAction, string> = {
  view: '열람',
  search: '검색·목록',
  export: '내려받기',
  update: '수정',
  delete: '삭제',
  erasure: '파기',
  login: '로그인',
  logout: '로그아웃',
  'login-failed': '로그인 실패',
};

/** Rows one account may download in a Korean day before the owner's page flags it. */
export const DAILY_EXPORT_FLAG = 1000;

export interface AccessLogEntry {
  id: string;
  at: string;
  account: string | null;
  email: string | null;
  ip: string;
  action: AccessAction;
  subject: string;
  count?: number;
  reason?: string;
}

export interface AccessLogPage {
  items: AccessLogEntry[];
  /** Accounts that downloaded more than DAILY_EXPORT_FLAG rows in one Korean day of the period. */
  flagged: { account: string | null; email: string | null; day: string; rows: number }[];
}

export const EXPORT_REASON_REQUIRED = '내려받는 사유를 입력해 주세요. (예: 주간 방문 예약 확인)';
