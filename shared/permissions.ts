/**
 * The one table of who may do what at the sales desk. The API checks it (each admin route names
 * the permission it needs, server/auth/guard.ts) and the admin menu shows only what a role may use.
 */
export const ROLES = ['owner', 'manager', 'counselor'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = { owner: '대표 관리자', manager: '팀장', counselor: '상담사' };

export const PERMISSIONS = {
  /** Inbox, lead pages, search, statistics: a counselor sees only their own leads and the pool. */
  'leads.read': ['owner', 'manager', 'counselor'],
  /** Every lead, whoever it is assigned to (else: own + pool only, phones masked in lists). */
  'leads.all': ['owner', 'manager'],
  /** Statuses, notes, calls on a lead one may read. */
  'leads.work': ['owner', 'manager', 'counselor'],
  /** Taking an unassigned lead from the pool. */
  'leads.claim': ['owner', 'manager', 'counselor'],
  /** Giving a lead to someone, the assignment mode. */
  assignment: ['owner', 'manager'],
  /** CSV downloads of leads and visits. */
  export: ['owner', 'manager'],
  /** The model-house day and reservation statuses (bookings on a caller's behalf). */
  'visits.work': ['owner', 'manager', 'counselor'],
  /** Opening and changing time slots. */
  slots: ['owner', 'manager'],
  /** The 청약 schedule (its steps, reminder subscribers, the change history). */
  schedule: ['owner', 'manager'],
  /** The winners' list: upload, rule out, call up reserves, notify (its CSV also needs 'export'). */
  winners: ['owner', 'manager'],
  /** The list of every text and webhook sent, a resend, the cost estimate. */
  messages: ['owner', 'manager'],
  announcements: ['owner', 'manager'],
  consents: ['owner', 'manager'],
  press: ['owner', 'manager'],
  /** Deleting a person's data (a deletion request). */
  erasure: ['owner'],
  accounts: ['owner'],
  'access-log': ['owner'],
  /** Site settings other than assignment. */
  settings: ['owner'],
  /** Per-counselor numbers and the first-contact flags. */
  team: ['owner', 'manager'],
  /** One's own account: password, second factor. */
  self: ['owner', 'manager', 'counselor'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export const can = (role: Role | null | undefined, permission: Permission): boolean =>
  !!role && (PERMISSIONS[permission] as readonly Role[]).includes(role);

/** The admin menu: each entry appears for the roles holding its permission, in this order. */
export const ADMIN_MENU = [
  { key: 'today', href: '/admin/today', label: '오늘 할 일', permission: 'leads.work' },
  { key: 'dashboard', href: '/admin', label: '현황판', permission: 'team' },
  { key: 'leads', href: '/admin/leads', label: '상담 신청', permission: 'leads.read' },
  { key: 'visits', href: '/admin/visits', label: '방문 예약', permission: 'visits.work' },
  { key: 'messages', href: '/admin/messages', label: '문자 발송 내역', permission: 'messages' },
  { key: 'announcements', href: '/admin/announcements', label: '안내 문자', permission: 'announcements' },
  { key: 'winners', href: '/admin/winners', label: '당첨자', permission: 'winners' },
  { key: 'schedule', href: '/admin/schedule', label: '청약 일정', permission: 'schedule' },
  { key: 'accounts', href: '/admin/accounts', label: '계정 관리', permission: 'accounts' },
  { key: 'access-log', href: '/admin/access-log', label: '접속기록', permission: 'access-log' },
] as const satisfies readonly { key: string; href: string; label: string; permission: Permission }[];

/** Pages outside the menu: one's own security settings sit next to the sign-out button. */
export type AdminTab = (typeof ADMIN_MENU)[number]['key'] | 'security';

export const menuFor = (role: Role | null | undefined) => ADMIN_MENU.filter((m) => can(role, m.permission));

/** Where a role lands after signing in: a counselor's day starts with today's list. */
export const homeFor = (role: Role | null | undefined) => (role === 'counselor' ? '/admin/today' : '/admin');

/** A phone as a counselor sees it in lists: 010-****-1234. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 8) return '****';
  const head = digits.startsWith('02') ? '02' : digits.slice(0, 3);
  return `${head}-****-${digits.slice(-4)}`;
}
