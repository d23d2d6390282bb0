/**
 * Which module and export renders each page key. Adding a page = one entry here (and, for a module
 * in a sub-folder, its path in the glob of index.ts). Plain data, so the server, the bundle budget
 * test and the benchmark can read it without a bundler.
 */
import { findPage, type PageKey } from '../../shared/routes';

/** Page key → [module file relative to this folder (desk pages in `../desk/<capability>/`), exported component]. */
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
  'admin-dashboard': ['../desk/leads/Dashboard.tsx', 'AdminDashboard'],
  'admin-leads': ['../desk/leads/Inbox.tsx', 'AdminLeads'],
  'admin-lead': ['../desk/leads/LeadPage.tsx', 'AdminLead'],
  'admin-visits': ['../desk/visits/AdminVisits.tsx', 'AdminVisits'],
  'admin-messages': ['../desk/outbox/AdminMessages.tsx', 'AdminMessages'],
  'admin-announcements': ['../desk/announcements/AdminAnnouncements.tsx', 'AdminAnnouncements'],
  'admin-today': ['../desk/leads/AdminToday.tsx', 'AdminToday'],
  'admin-accounts': ['../desk/accounts/AdminAccounts.tsx', 'AdminAccounts'],
  'admin-access-log': ['../desk/access-log/AdminAccessLog.tsx', 'AdminAccessLog'],
  'admin-defects': ['../desk/defects/AdminDefects.tsx', 'AdminDefects'],
  'admin-page-texts': ['../desk/page-texts/AdminPageTexts.tsx', 'AdminPageTexts'],
  'admin-security': ['../desk/auth/AdminSecurity.tsx', 'AdminSecurity'],
  'admin-setup': ['../desk/accounts/AdminSetup.tsx', 'AdminSetup'],
  winner: ['winner-page.ts', 'WinnerPageIsland'],
  my: ['my-page.ts', 'MyPageIsland'],
  'admin-winners': ['../desk/winners/AdminWinners.tsx', 'AdminWinners'],
  'admin-deposits': ['../desk/contracts/AdminDeposits.tsx', 'AdminDeposits'],
  'admin-due': ['../desk/contracts/AdminDeposits.tsx', 'AdminDue'],
  'admin-sale': ['../desk/sale/AdminSale.tsx', 'AdminSale'],
  'admin-movein': ['../desk/movein/AdminMoveIn.tsx', 'AdminMoveIn'],
  'admin-movein-checkin': ['../desk/movein/AdminMoveIn.tsx', 'AdminCheckIn'],
  'admin-movein-pass': ['../desk/movein/AdminMoveIn.tsx', 'AdminPass'],
  'sales-schedule': ['schedule-page.ts', 'SalesScheduleIsland'],
  'sales-payment': ['payment-page.ts', 'SalesPaymentIsland'],
  'sales-score': ['score-page.ts', 'SalesScore'],
  'admin-score-cutoffs': ['../desk/tools/AdminScoreCutoffs.tsx', 'AdminScoreCutoffs'],
  'sales-cost': ['cost-page.ts', 'SalesCost'],
  'schedule-stop': ['schedule-stop.tsx', 'ScheduleStop'],
  'admin-schedule': ['../desk/schedule/AdminSchedule.tsx', 'AdminSchedule'],
  'admin-options': ['../desk/options/AdminOptions.tsx', 'AdminOptions'],
  'sales-eligibility': ['eligibility-page.ts', 'SalesEligibility'],
  'admin-eligibility': ['../desk/tools/AdminEligibility.tsx', 'AdminEligibility'],
  'sales-remaining': ['remaining-page.ts', 'RemainingUnits'],
  'admin-units': ['../desk/units/AdminUnits.tsx', 'AdminUnits'],
  'admin-popups': ['../desk/content/AdminPopups.tsx', 'AdminPopups'],
  'admin-slides': ['../desk/content/AdminSlides.tsx', 'AdminSlides'],
  'admin-media': ['../desk/media/AdminMedia.tsx', 'AdminMedia'],
  'admin-documents': ['../desk/documents/AdminDocuments.tsx', 'AdminDocuments'],
  'notice-board': ['notice.tsx', 'NoticeBoard'],
  'notice-detail': ['notice.tsx', 'NoticeDetail'],
  'admin-notices': ['../desk/notices/AdminNotices.tsx', 'AdminNotices'],
  'admin-notice-edit': ['../desk/notices/AdminNoticeEdit.tsx', 'AdminNoticeEdit'],
  'admin-campaigns': ['../desk/campaigns/AdminCampaigns.tsx', 'AdminCampaigns'],
  'admin-contracts': ['../desk/contracts/AdminContracts.tsx', 'AdminContracts'],
  'admin-contract': ['../desk/contracts/AdminContract.tsx', 'AdminContract'],
  'not-found': ['NotFound.tsx', 'NotFound'],
};

/** The page key that renders `pathname` (the 404 page when none matches). */
export function pageKeyFor(pathname: string, sites: readonly string[]): PageKey {
  return findPage(pathname, sites)?.route.page ?? 'not-found';
}

/** Source path of a page's module as the build manifest names it (e.g. `client/pages/brand.tsx`). */
export function pageModuleSource(key: PageKey): string {
  const file = pageModules[key][0];
  return file.startsWith('../') ? `client/${file.slice(3)}` : `client/pages/${file}`;
}

