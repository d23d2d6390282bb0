/**
 * The one table of who may do what at the sales desk. The API checks it (each admin route names
 * the permission it needs, server/auth/guard.ts), so do desk pages (each route names its own,
 * shared/routes.ts), and the desk menu (desk-menu.ts) shows only what a role may use.
 */
/**
 * `contractor`: an outside trade (도배, 타일 …) that sees only the defects assigned to it
 * (decision 0022, "Contractors"); no other permission names it.
 */
export const ROLES = ['owner', 'manager', 'counselor', 'contractor'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = { owner: '대표 관리자', manager: '팀장', counselor: '상담사', contractor: '협력업체' };

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
  /** The unit board (잔여세대): the unit list, states and holds, the first-come sale (its CSV also needs 'export'). */
  units: ['owner', 'manager'],
  /** The contract ledger (계약 원장): a counselor sees only their own customers' contracts, without money. */
  contracts: ['owner', 'manager', 'counselor'],
  /** Every contract and its money (분양가, 납부, 계좌), the ledger's import and the board's new contracts. */
  'contracts.all': ['owner', 'manager'],
  /**
   * 사전점검 and 입주: the 입주지정기간, exceptions before 잔금, the move-in calendar, the entrance check-in
   * list and the 입주증 check. Contract holders' units and names across every contract, so not a counselor's.
   */
  movein: ['owner', 'manager'],
  /** The list of every text and webhook sent, a resend, the cost estimate. */
  messages: ['owner', 'manager'],
  announcements: ['owner', 'manager'],
  consents: ['owner', 'manager'],
  press: ['owner', 'manager'],
  /** What visitors see first and read: popups, the main visual, notices, documents and the media library. */
  content: ['owner', 'manager'],
  /** Visitors, costs and the funnel per channel and campaign; speed measured on visitors' phones. */
  campaigns: ['owner', 'manager'],
  /** Deleting a person's data (a deletion request). */
  erasure: ['owner'],
  accounts: ['owner'],
  'access-log': ['owner'],
  /** Every defect (하자 접수): the list, assigning a trade, states, filing on a buyer's behalf, counts. */
  defects: ['owner', 'manager'],
  /** The defects assigned to one's own contractor account (a contractor: only those; its own states and export). */
  'defects.assigned': ['owner', 'manager', 'contractor'],
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

/**
 * Whether a role handles contract holders' affairs (the move-in desk, or every contract): only such a
 * role reads a contract's bookings (사전점검, 입주, 옵션 계약, 대출 자서) and the texts about a contract.
 */
export const handlesContracts = (role: Role | null | undefined): boolean => can(role, 'movein') || can(role, 'contracts.all');

/** Where a role lands after signing in: a counselor's day starts with today's list, a contractor's with its defects. */
export const homeFor = (role: Role | null | undefined) => (role === 'counselor' ? '/admin/today' : role === 'contractor' ? '/admin/defects' : '/admin');
