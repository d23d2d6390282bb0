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

/** The desk's menu groups, by what people do there, in the order the navigation shows them. */
export const MENU_GROUPS = [
  { key: 'customers', label: '고객' },
  { key: 'sales', label: '분양' },
  { key: 'messages', label: '문자' },
  { key: 'manage', label: '관리' },
] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number]['key'];

/**
 * The admin menu: each entry appears for the roles holding its permission, in its group, in this
 * order; a new desk page is one line here. `:site` in an href is the default press board's slug.
 */
export const ADMIN_MENU = [
  { key: 'today', group: 'customers', href: '/admin/today', label: '오늘 할 일', permission: 'leads.work' },
  { key: 'leads', group: 'customers', href: '/admin/leads', label: '상담 신청', permission: 'leads.read' },
  { key: 'visits', group: 'customers', href: '/admin/visits', label: '방문 예약', permission: 'visits.work' },
  { key: 'schedule', group: 'sales', href: '/admin/schedule', label: '청약 일정', permission: 'schedule' },
  { key: 'winners', group: 'sales', href: '/admin/winners', label: '당첨자', permission: 'winners' },
  { key: 'messages', group: 'messages', href: '/admin/messages', label: '문자 발송 내역', permission: 'messages' },
  { key: 'announcements', group: 'messages', href: '/admin/announcements', label: '안내 문자', permission: 'announcements' },
  { key: 'dashboard', group: 'manage', href: '/admin', label: '현황판', permission: 'team' },
  { key: 'accounts', group: 'manage', href: '/admin/accounts', label: '계정 관리', permission: 'accounts' },
  { key: 'access-log', group: 'manage', href: '/admin/access-log', label: '접속기록', permission: 'access-log' },
  { key: 'press', group: 'manage', href: '/:site/press', label: '보도자료', permission: 'press' },
] as const satisfies readonly { key: string; group: MenuGroup; href: string; label: string; permission: Permission }[];

/** Pages outside the menu: one's own security settings sit next to the sign-out button. */
export type AdminTab = (typeof ADMIN_MENU)[number]['key'] | 'security';

export type MenuEntry = (typeof ADMIN_MENU)[number];

export const menuFor = (role: Role | null | undefined) => ADMIN_MENU.filter((m) => can(role, m.permission));

/** The groups a role may open, each with only the entries it may open (empty groups left out). */
export const menuGroupsFor = (role: Role | null | undefined) =>
  MENU_GROUPS.map((g) => ({ ...g, items: menuFor(role).filter((m) => m.group === g.key) })).filter((g) => g.items.length > 0);

/** Where a role lands after signing in: a counselor's day starts with today's list. */
export const homeFor = (role: Role | null | undefined) => (role === 'counselor' ? '/admin/today' : '/admin');
