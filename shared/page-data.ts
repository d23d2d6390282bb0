/**
 * Data the server loads for dynamic pages and hands to the React tree (see server/loaders.ts): the
 * table of page key → data type. The visitor pages' types are in visitor-page-data.ts, the desk's
 * in desk-page-data.ts, a capability's own in shared/<capability>.ts; all are importable from here.
 */
import type { PageKey } from './menu';
import type { AdminScheduleData, SchedulePageData } from './schedule';
import type { ScheduleStopData } from './schedule-stop';
import type { AnnouncementPageData } from './documents';
import type { ReceiptVerifyData } from './my-page';
import type { AdminDocumentsData, AdminMediaData } from './media-desk';
import type {
  AdminAccessLogData,
  AdminAccountsData,
  AdminAnnouncementsData,
  AdminCampaignsData,
  AdminContractData,
  AdminContractsData,
  AdminDashboardData,
  AdminDefectsData,
  AdminLeadData,
  AdminLeadsData,
  AdminMessagesData,
  AdminPageTextsData,
  AdminSecurityData,
  AdminSetupData,
  AdminTodayData,
  AdminUnitsData,
  AdminVisitsData,
  AdminWinnersData,
} from './desk-page-data';
import type {
  LeadResultData,
  MyPageData,
  OptoutData,
  PressDetailData,
  PressListData,
  RemainingPageData,
  ReservationPageData,
  VisitSlotsData,
  WinnerPageData,
} from './visitor-page-data';

export type * from './desk-page-data';
export type * from './visitor-page-data';

/**
 * What a page's server loader (its capability's pages.ts, merged in server/loaders.ts) hands its component, by page key, for the pages
 * that load data on the server. A page listed here without a loader is a compile error in server/loaders.ts, and
 * `usePageData` (client/page-data.tsx) returns this type: no cast between them.
 */
export interface PageDataByKey {
  'press-list': PressListData;
  'press-detail': PressDetailData;
  'site-customer': VisitSlotsData;
  'lead-result': LeadResultData;
  reservation: ReservationPageData;
  optout: OptoutData;
  'receipt-verify': ReceiptVerifyData;
  'admin-dashboard': AdminDashboardData;
  'admin-leads': AdminLeadsData;
  'admin-lead': AdminLeadData;
  'admin-visits': AdminVisitsData;
  'admin-messages': AdminMessagesData;
  'admin-announcements': AdminAnnouncementsData;
  'admin-today': AdminTodayData;
  'admin-accounts': AdminAccountsData;
  'admin-access-log': AdminAccessLogData;
  'admin-defects': AdminDefectsData;
  'admin-page-texts': AdminPageTextsData;
  'admin-security': AdminSecurityData;
  'admin-setup': AdminSetupData;
  winner: WinnerPageData;
  my: MyPageData;
  'admin-winners': AdminWinnersData;
  'admin-contracts': AdminContractsData;
  'admin-contract': AdminContractData;
  'admin-deposits': import('./deposits').AdminDepositsData;
  'admin-due': import('./deposits').AdminDueData;
  'admin-sale': import('./sale').AdminSaleData;
  'admin-movein': import('./movein').AdminMoveInData;
  'admin-movein-checkin': import('./movein').AdminCheckInData;
  'admin-movein-pass': import('./movein').AdminPassData;
  'sales-schedule': SchedulePageData;
  'schedule-stop': ScheduleStopData;
  'admin-schedule': AdminScheduleData;
  'sales-score': import('./tools/score-cutoffs').ScorePageData;
  'admin-score-cutoffs': import('./tools/score-cutoffs').AdminScoreCutoffsData;
  'sales-eligibility': import('./tools/eligibility').EligibilityPageData;
  'admin-eligibility': import('./tools/eligibility').AdminEligibilityData;
  'admin-units': AdminUnitsData;
  'admin-campaigns': AdminCampaignsData;
  'sales-remaining': RemainingPageData;
  'notice-board': import('./notices').NoticeBoardData;
  'notice-detail': import('./notices').NoticeDetailData;
  'admin-notices': import('./notices').AdminNoticesData;
  'admin-notice-edit': import('./notices').AdminNoticeEditData;
  home: import('./content').HomePageData;
  'admin-popups': import('./content').AdminPopupsData;
  'admin-slides': import('./content').AdminSlidesData;
  'sales-announcement': AnnouncementPageData;
  'admin-media': AdminMediaData;
  'admin-documents': AdminDocumentsData;
  'sales-cost': import('./tools/cost').CostPageData;
  'admin-options': import('./options').AdminOptionsData;
}

/** Compiles only while every key above is a page of the route table. */
export const PAGE_DATA_KEYS_EXIST: Exclude<keyof PageDataByKey, PageKey> extends never ? true : never = true;

/** The pages that load data on the server. */
export type DataPageKey = keyof PageDataByKey;
