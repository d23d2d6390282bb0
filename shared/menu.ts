/**
 * The menus of the route table: page keys, sections with their sub-menus, the header menu and
 * breadcrumbs. Apart from the page table (routes.ts) so the header and sub-page islands carry
 * the menus without every page's head text or the path matcher.
 */
import { unitByInteriorSlug, units } from './site.config';

const interiorLabel = (slug: string) => `${unitByInteriorSlug(units, slug)!.label} 타입`;

export type PageKey =
  | 'home'
  | 'brand-intro'
  | 'brand-video'
  | 'business-intro'
  | 'business-plan'
  | 'business-documents'
  | 'sales-announcement'
  | 'sales-subscription-guide'
  | 'sales-guide'
  | 'sales-stamp-tax'
  | 'location-intro'
  | 'location-premium'
  | 'complex-intro'
  | 'complex-detail'
  | 'complex-community'
  | 'floorplan-unit'
  | 'floorplan-emodel'
  | 'floorplan-videos'
  | 'interior-unit'
  | 'interior-coming-soon'
  | 'promotion-customer'
  | 'press-list'
  | 'press-detail'
  | 'site-customer'
  | 'privacy'
  | 'lead-result'
  | 'admin-leads'
  | 'optout'
  | 'receipt-verify'
  | 'admin-announcements'
  | 'reservation'
  | 'admin-visits'
  | 'admin-messages'
  | 'admin-lead'
  | 'admin-dashboard'
  | 'admin-today'
  | 'admin-accounts'
  | 'admin-access-log'
  | 'admin-defects'
  | 'admin-page-texts'
  | 'admin-security'
  | 'admin-setup'
  | 'winner'
  | 'my'
  | 'admin-winners'
  | 'admin-deposits'
  | 'admin-movein'
  | 'admin-movein-checkin'
  | 'admin-movein-pass'
  | 'admin-due'
  | 'admin-sale'
  | 'sales-schedule'
  | 'sales-payment'
  | 'sales-score'
  | 'admin-score-cutoffs'
  | 'sales-cost'
  | 'admin-options'
  | 'sales-eligibility'
  | 'schedule-stop'
  | 'admin-schedule'
  | 'admin-eligibility'
  | 'sales-remaining'
  | 'admin-units'
  | 'admin-popups'
  | 'admin-slides'
  | 'admin-media'
  | 'admin-documents'
  | 'notice-board'
  | 'notice-detail'
  | 'admin-notices'
  | 'admin-notice-edit'
  | 'admin-campaigns'
  | 'admin-contracts'
  | 'admin-contract'
  | 'not-found';

export type SectionKey =
  | 'brand'
  | 'business'
  | 'sales'
  | 'location'
  | 'complex'
  | 'floorplan'
  | 'videos'
  | 'interior'
  | 'promotion';

export interface MenuLink {
  label: string;
  /** May hold `:site`, filled with the default press/visit board (see menuHref). */
  to: string;
}

/** Menu entries the desk turns on and off (the remaining-units page, with the first-come sale's `visible`). */
export interface MenuFlags {
  remaining?: boolean;
}

/** Links shown only while the desk has turned them on. */
const FLAGGED_LINKS: Record<string, keyof MenuFlags> = { '/SalesInfo/remaining': 'remaining' };

/** A menu's links as shown now: the ones the desk has not turned on are left out. */
export const visibleLinks = <T extends MenuLink>(items: T[], flags: MenuFlags | undefined): T[] =>
  items.filter((item) => {
    const flag = FLAGGED_LINKS[item.to];
    return !flag || !!flags?.[flag];
  });

/**
 * 청약 도구: the buyer's calculators. They are pages of 분양안내, so they sit in its menu and tab
 * strip (a buyer on one of them sees where they are); the footer also gives them a group of their own.
 */
export const toolLinks: MenuLink[] = [
  { label: '청약 가점 계산기', to: '/SalesInfo/score' },
  { label: '청약 자격 확인', to: '/SalesInfo/eligibility' },
  { label: '자금 계획 계산', to: '/SalesInfo/cost' },
];

/** 계약자 전용: the contract holder's own page, linked from the header (on a phone too) and the footer. */
export const MY_PAGE_LINK: MenuLink = { label: '계약자 전용', to: '/my' };

/** The visit-booking page of the default board, as menus link to it. */
export const VISIT_BOOKING_LINK: MenuLink = { label: '방문예약', to: '/:site/customer' };

/** A menu link's address: `:site` becomes the default board (configurable, so not fixed in this table). */
export const menuHref = (to: string, defaultSite: string) => to.replace(':site', defaultSite);

/**
 * Private pages (a reservation, an opt-out link, a form's result): reached from a text or a form,
 * they carry no registration popup or floating bar, and the task comes first (no banner).
 */
export const PRIVATE_PAGES: ReadonlySet<PageKey> = new Set<PageKey>(['optout', 'reservation', 'lead-result', 'receipt-verify']);

export interface Section {
  /** Header group the section belongs to (breadcrumb middle step). */
  group: string;
  /** Art in public/images shown behind the banner title. */
  banner: string;
  /** Latin line animated under the banner title. */
  tagline: string;
  subMenu: MenuLink[];
}

export const sections: Record<SectionKey, Section> = {
  brand: {
    group: '브랜드',
    banner: 'banner-brand',
    tagline: 'PREMIUM LIFE BRAND',
    subMenu: [
      { label: '브랜드 소개', to: '/Brand/intro' },
      { label: '홍보영상', to: '/Brand/video' },
    ],
  },
  business: {
    group: '사업개요',
    banner: 'banner-business',
    tagline: 'BUSINESS OVERVIEW',
    subMenu: [
      { label: '사업안내', to: '/BusinessGuide/intro' },
      { label: '자금조달계획', to: '/BusinessGuide/plan' },
      { label: '계약 구비서류', to: '/BusinessGuide/documents' },
    ],
  },
  sales: {
    group: '분양안내',
    banner: 'banner-sales',
    tagline: 'SALES INFORMATION',
    subMenu: [
      { label: '입주자모집공고', to: '/SalesInfo/announcement' },
      { label: '인지세 납부안내', to: '/SalesInfo/SubscriptionGuide' },
      { label: '청약일정', to: '/SalesInfo/schedule' },
      ...toolLinks,
      { label: '공지사항', to: '/SalesInfo/notice' },
      // Shown only once the desk makes the first-come sale's page visible (see visibleLinks).
      { label: '잔여세대 현황', to: '/SalesInfo/remaining' },
    ],
  },
  location: {
    group: '입지환경',
    banner: 'banner-location',
    tagline: 'LOCATION',
    subMenu: [
      { label: '입지안내', to: '/LocationEnvironment/intro' },
      { label: '프리미엄', to: '/LocationEnvironment/primium' },
    ],
  },
  complex: {
    group: '단지안내',
    banner: 'banner-complex',
    tagline: 'COMPLEX GUIDE',
    subMenu: [
      { label: '단지배치도', to: '/ComplexGuide/intro' },
      { label: '동·호수 배치도', to: '/ComplexGuide/detailintro' },
      { label: '커뮤니티', to: '/ComplexGuide/community' },
    ],
  },
  floorplan: {
    group: '세대안내',
    banner: 'banner-floorplan',
    tagline: 'UNIT PLAN',
    // Labels and URLs differ (the original site's URLs are kept); the unit table pairs them.
    subMenu: [
      ...units.map((u) => ({ label: u.label, to: `/FloorPlan/${u.slug}` })),
      { label: 'E-모델하우스', to: '/FloorPlan/Emodel' },
    ],
  },
  videos: {
    group: '입지환경',
    banner: 'banner-location',
    tagline: 'VIDEO GALLERY',
    subMenu: [
      { label: '입지영상', to: '/FloorPlan/videos' },
      { label: '입지안내', to: '/LocationEnvironment/intro' },
      { label: '프리미엄', to: '/LocationEnvironment/primium' },
    ],
  },
  interior: {
    group: '인테리어',
    banner: 'banner-interior',
    tagline: 'INTERIOR',
    subMenu: [
      { label: interiorLabel('59A'), to: '/Interior/59A' },
      { label: interiorLabel('84A'), to: '/Interior/84A' },
      { label: interiorLabel('84B'), to: '/Interior/84B' },
    ],
  },
  promotion: {
    group: '홍보센터',
    banner: 'banner-promotion',
    tagline: 'PROMOTION CENTER',
    subMenu: [
      { label: '관심고객 등록', to: '/Promotion/Customer' },
      VISIT_BOOKING_LINK,
      { label: '보도자료', to: '/Promotion/Press' },
    ],
  },
};

/** The eight header groups and their dropdowns, in menu order. */
export const headerMenu: { label: string; items: MenuLink[] }[] = [
  { label: '브랜드', items: sections.brand.subMenu.slice(0, 2) },
  { label: '사업개요', items: sections.business.subMenu.slice(0, 2) },
  { label: '분양안내', items: sections.sales.subMenu },
  { label: '입지환경', items: sections.location.subMenu },
  { label: '단지안내', items: sections.complex.subMenu },
  {
    label: '세대안내',
    // In the header every 99 link goes to 114A (the sub-menu differs; see sections.floorplan).
    items: [
      ...sections.floorplan.subMenu.slice(0, 4),
      { label: '99A', to: '/FloorPlan/114A' },
      { label: '99B', to: '/FloorPlan/114A' },
      { label: '99C', to: '/FloorPlan/114A' },
      { label: 'E-모델하우스', to: '/FloorPlan/Emodel' },
    ],
  },
  { label: '인테리어', items: sections.interior.subMenu.slice(0, 2) },
  { label: '홍보센터', items: [{ label: '관심고객 등록', to: '/Promotion/Customer' }, VISIT_BOOKING_LINK] },
];

export interface Crumb {
  name: string;
  path: string;
}

/** What breadcrumbs read of a matched page (a PageMatch of routes.ts, which builds on this file). */
export interface CrumbSource {
  route: { page: PageKey; section?: SectionKey; title: string };
  canonicalPath: string;
}

export function breadcrumbsFor(match: CrumbSource, title = match.route.title): Crumb[] {
  const crumbs: Crumb[] = [{ name: '홈', path: '/' }];
  const section = match.route.section ? sections[match.route.section] : undefined;
  if (section) crumbs.push({ name: section.group, path: section.subMenu[0]!.to });
  if (match.route.page !== 'home') crumbs.push({ name: title, path: match.canonicalPath });
  return crumbs;
}
