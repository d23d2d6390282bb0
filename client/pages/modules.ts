/**
 * Which module and export renders each page key. Adding a page = one entry here (and, for a module
 * in a sub-folder, its path in the glob of index.ts). Plain data, so the server, the bundle budget
 * test and the benchmark can read it without a bundler.
 */
import { findPage, type PageKey } from '../../shared/routes';

/** Page key → [module file relative to this folder, exported component]. */
export const pageModules: Record<PageKey, readonly [file: string, component: string]> = {
  home: ['home/Home.tsx', 'Home'],
  'brand-intro': ['brand.tsx', 'BrandIntro'],
  'brand-video': ['brand.tsx', 'BrandVideo'],
  'business-intro': ['business.tsx', 'BusinessIntro'],
  'business-plan': ['business.tsx', 'BusinessPlan'],
  'business-documents': ['business.tsx', 'BusinessDocuments'],
  'sales-announcement': ['sales.tsx', 'SalesAnnouncement'],
  'sales-subscription-guide': ['sales.tsx', 'SalesSubscriptionGuide'],
  'sales-guide': ['sales.tsx', 'SalesGuide'],
  'sales-stamp-tax': ['sales.tsx', 'SalesStampTax'],
  'location-intro': ['location.tsx', 'LocationIntro'],
  'location-premium': ['location.tsx', 'LocationPremium'],
  'complex-intro': ['complex.tsx', 'ComplexIntro'],
  'complex-detail': ['complex.tsx', 'ComplexDetail'],
  'complex-community': ['complex.tsx', 'ComplexCommunity'],
  'floorplan-unit': ['floorplan.tsx', 'FloorPlanUnit'],
  'floorplan-emodel': ['floorplan.tsx', 'FloorPlanEmodel'],
  'floorplan-videos': ['floorplan.tsx', 'FloorPlanVideos'],
  'interior-unit': ['interior.tsx', 'InteriorUnit'],
  'interior-coming-soon': ['interior.tsx', 'InteriorComingSoon'],
  'promotion-customer': ['customer.tsx', 'CustomerPage'],
  'press-list': ['press/list-page.tsx', 'PressListIsland'],
  'press-detail': ['press/detail-page.tsx', 'PressDetailIsland'],
  'site-customer': ['customer.tsx', 'CustomerPage'],
  privacy: ['privacy.tsx', 'Privacy'],
  'lead-result': ['lead-result.tsx', 'LeadResult'],
  reservation: ['reservation-page.ts', 'ReservationPageIsland'],
  optout: ['optout.tsx', 'Optout'],
  'receipt-verify': ['ReceiptVerify.tsx', 'ReceiptVerify'],
  'admin-dashboard': ['admin/Dashboard.tsx', 'AdminDashboard'],
  'admin-leads': ['admin/Inbox.tsx', 'AdminLeads'],
  'admin-lead': ['admin/LeadPage.tsx', 'AdminLead'],
  'admin-visits': ['admin/AdminVisits.tsx', 'AdminVisits'],
  'admin-messages': ['admin/AdminMessages.tsx', 'AdminMessages'],
  'admin-announcements': ['admin/AdminAnnouncements.tsx', 'AdminAnnouncements'],
  'admin-today': ['admin/AdminToday.tsx', 'AdminToday'],
  'admin-accounts': ['admin/AdminAccounts.tsx', 'AdminAccounts'],
  'admin-access-log': ['admin/AdminAccessLog.tsx', 'AdminAccessLog'],
  'admin-defects': ['admin/AdminDefects.tsx', 'AdminDefects'],
  'admin-page-texts': ['admin/AdminPageTexts.tsx', 'AdminPageTexts'],
  'admin-security': ['admin/AdminSecurity.tsx', 'AdminSecurity'],
  'admin-setup': ['admin/AdminSetup.tsx', 'AdminSetup'],
  winner: ['winner-page.ts', 'WinnerPageIsland'],
  my: ['my-page.ts', 'MyPageIsland'],
  'admin-winners': ['admin/AdminWinners.tsx', 'AdminWinners'],
  'admin-deposits': ['admin/AdminDeposits.tsx', 'AdminDeposits'],
  'admin-due': ['admin/AdminDeposits.tsx', 'AdminDue'],
  'admin-sale': ['admin/AdminSale.tsx', 'AdminSale'],
  'admin-movein': ['admin/AdminMoveIn.tsx', 'AdminMoveIn'],
  'admin-movein-checkin': ['admin/AdminMoveIn.tsx', 'AdminCheckIn'],
  'admin-movein-pass': ['admin/AdminMoveIn.tsx', 'AdminPass'],
  'sales-schedule': ['schedule-page.ts', 'SalesScheduleIsland'],
  'sales-payment': ['payment-page.ts', 'SalesPaymentIsland'],
  'sales-score': ['score-page.ts', 'SalesScore'],
  'admin-score-cutoffs': ['admin/AdminScoreCutoffs.tsx', 'AdminScoreCutoffs'],
  'sales-cost': ['cost-page.ts', 'SalesCost'],
  'schedule-stop': ['schedule-stop.tsx', 'ScheduleStop'],
  'admin-schedule': ['admin/AdminSchedule.tsx', 'AdminSchedule'],
  'admin-options': ['admin/AdminOptions.tsx', 'AdminOptions'],
  'sales-eligibility': ['eligibility-page.ts', 'SalesEligibility'],
  'admin-eligibility': ['admin/AdminEligibility.tsx', 'AdminEligibility'],
  'sales-remaining': ['remaining-page.ts', 'RemainingUnits'],
  'admin-units': ['admin/AdminUnits.tsx', 'AdminUnits'],
  'admin-popups': ['admin/AdminPopups.tsx', 'AdminPopups'],
  'admin-slides': ['admin/AdminSlides.tsx', 'AdminSlides'],
  'admin-media': ['admin/AdminMedia.tsx', 'AdminMedia'],
  'admin-documents': ['admin/AdminDocuments.tsx', 'AdminDocuments'],
  'notice-board': ['notice.tsx', 'NoticeBoard'],
  'notice-detail': ['notice.tsx', 'NoticeDetail'],
  'admin-notices': ['admin/AdminNotices.tsx', 'AdminNotices'],
  'admin-notice-edit': ['admin/AdminNoticeEdit.tsx', 'AdminNoticeEdit'],
  'admin-campaigns': ['admin/AdminCampaigns.tsx', 'AdminCampaigns'],
  'admin-contracts': ['admin/AdminContracts.tsx', 'AdminContracts'],
  'admin-contract': ['admin/AdminContract.tsx', 'AdminContract'],
  'not-found': ['NotFound.tsx', 'NotFound'],
};

/** The page key that renders `pathname` (the 404 page when none matches). */
export function pageKeyFor(pathname: string, sites: readonly string[]): PageKey {
  return findPage(pathname, sites)?.route.page ?? 'not-found';
}

/** Source path of a page's module as the build manifest names it (e.g. `client/pages/brand.tsx`). */
export function pageModuleSource(key: PageKey): string {
  return `client/pages/${pageModules[key][0]}`;
}

