/**
 * The browser's side of components.ts: one chunk per island, fetched when it hydrates. The type
 * ties each loader to the component the server rendered under that name.
 */
import type { IslandComponents } from './components';

export const islandLoaders: { [N in keyof IslandComponents]: () => Promise<IslandComponents[N]> } = {
  header: () => import('../components/Header').then((m) => m.Header),
  popup: () => import('../components/InterestPopup').then((m) => m.InterestPopup),
  'family-sites': () => import('../components/FamilySites').then((m) => m.FamilySites),
  'zoom-image': () => import('../components/ZoomImage').then((m) => m.ZoomImage),
  'unit-viewer': () => import('../components/UnitViewer').then((m) => m.UnitViewer),
  'pdf-link': () => import('../components/PdfLink').then((m) => m.PdfLink),
  'customer-form': () => import('../pages/customer-form').then((m) => m.CustomerForm),
  'vr-tabs': () => import('../pages/floorplan-tabs').then((m) => m.VrTabs),
  'video-tabs': () => import('../pages/floorplan-tabs').then((m) => m.VideoTabs),
  'home-group': () => import('../pages/home/HomeGroup').then((m) => m.HomeGroup),
  'home-complex': () => import('../pages/home/HomeComplex').then((m) => m.HomeComplex),
  'unit-plan': () => import('../pages/home/UnitPlan').then((m) => m.UnitPlan),
  'home-visit': () => import('../pages/home/HomeVisit').then((m) => m.HomeVisit),
  'page-payment': () => import('../pages/payment').then((m) => m.SalesPayment),
  'page-cost': () => import('../pages/cost-calculator').then((m) => m.CostCalculator),
  'page-eligibility': () => import('../pages/eligibility-form').then((m) => m.EligibilityForm),
  'page-reservation': () => import('../pages/reservation').then((m) => m.ReservationPage),
  'schedule-reminder': () => import('../pages/schedule-reminder').then((m) => m.ReminderForm),
  'page-winner': () => import('../pages/winner').then((m) => m.WinnerPage),
  'page-my': () => import('../pages/my/MyPage').then((m) => m.MyPage),
  'remaining-live': () => import('../pages/remaining-live').then((m) => m.RemainingLive),
  'page-press-list': () => import('../pages/press/PressList').then((m) => m.PressList),
  'page-press-detail': () => import('../pages/press/PressDetail').then((m) => m.PressDetail),
  'score-calculator': () => import('../pages/score-calculator').then((m) => m.ScoreCalculator),
};
