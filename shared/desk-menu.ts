/**
 * The desk's menu: which pages it links, in which group and order, under which label. Who sees an
 * entry follows the page's own permission (its route in routes.ts), so the menu never shows a page
 * the server would refuse; a new desk page is its route entry plus one line here.
 */
import { pages, type PageKey } from './routes';
import { can, type Permission, type Role } from './permissions';

/** The desk's menu groups, by what people do there, in the order the navigation shows them. */
export const MENU_GROUPS = [
  { key: 'customers', label: '고객' },
  { key: 'sales', label: '분양' },
  { key: 'messages', label: '문자' },
  // The site's words and files, kept by the sales team: notices, media, documents, popups, the main visual.
  { key: 'content', label: '콘텐츠' },
  { key: 'manage', label: '관리' },
] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number]['key'];

const permissionOf = (page: PageKey): Permission => {
  const permission = pages.find((r) => r.page === page)?.permission;
  if (!permission) throw new Error(`desk page ${page} declares no permission in routes.ts`);
  return permission;
};

interface DeskEntryOptions {
  /** Who sees the entry, when it differs from the page's own permission. */
  permission?: Permission;
  /** Other pages the entry stands for (marked current there). */
  also?: PageKey[];
}

const desk = <K extends string>(key: K, group: MenuGroup, page: PageKey, label: string, options: DeskEntryOptions = {}) => ({
  key,
  group,
  href: pages.find((r) => r.page === page)!.path,
  label,
  permission: options.permission ?? permissionOf(page),
  pages: [page, ...(options.also ?? [])],
});

/** `:site` in an href is the default press board's slug. */
export const ADMIN_MENU = [
  desk('today', 'customers', 'admin-today', '오늘 할 일'),
  desk('leads', 'customers', 'admin-leads', '상담 신청', { also: ['admin-lead'] }),
  desk('visits', 'customers', 'admin-visits', '방문 예약'),
  desk('schedule', 'sales', 'admin-schedule', '청약 일정'),
  desk('score-cutoffs', 'sales', 'admin-score-cutoffs', '당첨 가점'),
  desk('eligibility', 'sales', 'admin-eligibility', '청약 자격 기준'),
  desk('winners', 'sales', 'admin-winners', '당첨자'),
  desk('units', 'sales', 'admin-units', '잔여세대'),
  desk('options', 'sales', 'admin-options', '유상옵션'),
  desk('contracts', 'sales', 'admin-contracts', '계약 원장', { also: ['admin-contract'] }),
  desk('deposits', 'sales', 'admin-deposits', '입금 관리'),
  desk('due', 'sales', 'admin-due', '납부 예정·연체'),
  desk('sale', 'sales', 'admin-sale', '분양 현황'),
  desk('movein', 'sales', 'admin-movein', '입주 캘린더'),
  desk('movein-checkin', 'sales', 'admin-movein-checkin', '사전점검 입장'),
  desk('movein-pass', 'sales', 'admin-movein-pass', '입주증 확인'),
  desk('defects', 'sales', 'admin-defects', '하자 접수'),
  desk('messages', 'messages', 'admin-messages', '문자 발송 내역'),
  desk('announcements', 'messages', 'admin-announcements', '안내 문자'),
  desk('media', 'content', 'admin-media', '미디어 라이브러리'),
  desk('documents', 'content', 'admin-documents', '문서'),
  desk('notices', 'content', 'admin-notices', '공지사항', { also: ['admin-notice-edit'] }),
  desk('popups', 'content', 'admin-popups', '팝업'),
  desk('slides', 'content', 'admin-slides', '메인 비주얼'),
  desk('page-texts', 'content', 'admin-page-texts', '페이지 문구 기록'),
  // Every role may open /admin (a counselor is sent on to today's list); the menu shows it to those who see the team's numbers.
  desk('dashboard', 'manage', 'admin-dashboard', '현황판', { permission: 'team' }),
  desk('campaigns', 'manage', 'admin-campaigns', '광고 성과'),
  desk('accounts', 'manage', 'admin-accounts', '계정 관리'),
  desk('access-log', 'manage', 'admin-access-log', '접속기록'),
  // The press board is a visitor page with the administrator's tools on it: its permission is the API's.
  desk('press', 'manage', 'press-list', '보도자료', { permission: 'press' }),
] as const;

/** Pages outside the menu: one's own security settings sit next to the sign-out button. */
export type AdminTab = (typeof ADMIN_MENU)[number]['key'] | 'security';

export type MenuEntry = (typeof ADMIN_MENU)[number];

/** The menu entry a desk page is marked under (its security settings sit by the sign-out button). */
export const tabOf = (page: PageKey): AdminTab =>
  page === 'admin-security' ? 'security' : (ADMIN_MENU.find((m) => m.pages.includes(page))?.key ?? 'dashboard');

export const menuFor = (role: Role | null | undefined) => ADMIN_MENU.filter((m) => can(role, m.permission));

/** The groups a role may open, each with only the entries it may open (empty groups left out). */
export const menuGroupsFor = (role: Role | null | undefined) =>
  MENU_GROUPS.map((g) => ({ ...g, items: menuFor(role).filter((m) => m.group === g.key) })).filter((g) => g.items.length > 0);
