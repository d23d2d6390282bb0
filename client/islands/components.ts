/**
 * Every island: a name, the component the server renders inside it, and its default hydration
 * mode. Its props travel as JSON in the page, so they must be plain data. Types only: a page
 * imports the component itself (so its stylesheet is the page's), and the browser's loaders
 * (loaders.ts) are typed against this table: an island without a loader is a compile error.
 */
import type { Header } from '../components/Header';
import type { InterestPopup } from '../components/InterestPopup';
import type { FamilySites } from '../components/FamilySites';
import type { ZoomImage } from '../components/ZoomImage';
import type { UnitViewer } from '../components/UnitViewer';
import type { PdfLink } from '../components/PdfLink';
import type { CustomerForm } from '../pages/customer-form';
import type { VrTabs, VideoTabs } from '../pages/floorplan-tabs';
import type { HomeGroup } from '../pages/home/HomeGroup';
import type { HomeComplex } from '../pages/home/HomeComplex';
import type { UnitPlan } from '../pages/home/UnitPlan';
import type { HomeVisit } from '../pages/home/HomeVisit';
import type { SalesPayment } from '../pages/payment';
import type { CostCalculator } from '../pages/cost-calculator';
import type { EligibilityForm } from '../pages/eligibility-form';
import type { ReservationPage } from '../pages/reservation';
import type { ReminderForm } from '../pages/schedule-reminder';
import type { WinnerPage } from '../pages/winner';
import type { MyPage } from '../pages/my/MyPage';
import type { RemainingLive } from '../pages/remaining-live';
import type { PressList } from '../pages/press/PressList';
import type { PressDetail } from '../pages/press/PressDetail';
import type { ScoreCalculator } from '../pages/score-calculator';
import type { HydrateMode } from './modes';

export interface IslandComponents {
  header: typeof Header;
  popup: typeof InterestPopup;
  'family-sites': typeof FamilySites;
  'zoom-image': typeof ZoomImage;
  'unit-viewer': typeof UnitViewer;
  'pdf-link': typeof PdfLink;
  'customer-form': typeof CustomerForm;
  'vr-tabs': typeof VrTabs;
  'video-tabs': typeof VideoTabs;
  'home-group': typeof HomeGroup;
  'home-complex': typeof HomeComplex;
  'unit-plan': typeof UnitPlan;
  'home-visit': typeof HomeVisit;
  // Pages whose whole content is one island: forms that read server data, the press desk.
  'page-payment': typeof SalesPayment;
  'page-cost': typeof CostCalculator;
  'page-eligibility': typeof EligibilityForm;
  'page-reservation': typeof ReservationPage;
  'schedule-reminder': typeof ReminderForm;
  'page-winner': typeof WinnerPage;
  'page-my': typeof MyPage;
  'remaining-live': typeof RemainingLive;
  'page-press-list': typeof PressList;
  'page-press-detail': typeof PressDetail;
  'score-calculator': typeof ScoreCalculator;
}

export type IslandName = keyof IslandComponents;

export const islandModes: Record<IslandName, HydrateMode> = {
  header: 'interaction',
  popup: 'interaction',
  'family-sites': 'interaction',
  'zoom-image': 'interaction',
  'unit-viewer': 'interaction',
  'pdf-link': 'interaction',
  // The registration and booking forms: their fields are uncontrolled (a time tapped early is
  // adopted as the form goes live), so nothing typed before is lost; the first focus wakes them,
  // long before a send (kept on the device if the signal drops then: kept-leads.ts, or by the
  // booking page's service worker).
  'customer-form': 'interaction',
  'vr-tabs': 'interaction',
  'video-tabs': 'interaction',
  'home-group': 'visible',
  'home-complex': 'visible',
  'unit-plan': 'visible',
  'home-visit': 'visible',
  'page-payment': 'interaction',
  // The cash plan: HTML with its result until the buyer touches the form; then it answers as they choose.
  'page-cost': 'interaction',
  // The 청약 자격 questionnaire: a plain form until touched (fields uncontrolled, nothing typed is lost).
  'page-eligibility': 'interaction',
  'page-reservation': 'idle',
  // The schedule page is HTML; its reminder form's fields are uncontrolled: live on the first touch.
  'schedule-reminder': 'interaction',
  // The winners' steps are text and their booking forms are in the HTML: live on the first touch.
  'page-winner': 'interaction',
  // 계약자 페이지: everything past the sign-in form comes from /api/my: live once the page has painted.
  'page-my': 'idle',
  // 잔여세대: HTML until touched, the units change or the buyer is already in line (remaining-watch.ts).
  'remaining-live': 'interaction',
  'page-press-list': 'interaction',
  'page-press-detail': 'interaction',
  // The 청약 가점 form's fields are uncontrolled: live on the first touch, scoring what was typed.
  'score-calculator': 'interaction',
};
