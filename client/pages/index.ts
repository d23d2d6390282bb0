import type { ComponentType } from 'react';
import type { PageKey } from '../../shared/routes';
import type { PageProps } from './types';
import { Home } from './home/Home';
import { BrandIntro, BrandVideo } from './brand';
import { BusinessDocuments, BusinessIntro, BusinessPlan } from './business';
import { SalesAnnouncement, SalesGuide, SalesStampTax, SalesSubscriptionGuide } from './sales';
import { LocationIntro, LocationPremium } from './location';
import { ComplexCommunity, ComplexDetail, ComplexIntro } from './complex';
import { FloorPlanEmodel, FloorPlanUnit, FloorPlanVideos } from './floorplan';
import { InteriorComingSoon, InteriorUnit } from './interior';
import { CustomerPage } from './customer';
import { PressList } from './press/PressList';
import { PressDetail } from './press/PressDetail';
import { NotFound } from './NotFound';
import { Privacy } from './privacy';
import { LeadResult } from './lead-result';
import { Optout } from './optout';
import { AdminAnnouncements } from './admin-announcements';
import { ReservationPage } from './reservation';
import { AdminVisits } from './admin/AdminVisits';
import { AdminMessages } from './admin/AdminMessages';
import { AdminLeads } from './admin/Inbox';
import { AdminLead } from './admin/LeadPage';
import { AdminDashboard } from './admin/Dashboard';

/** The component of every page key in the route table (the type makes a missing one an error). */
export const pageComponents: Record<PageKey, ComponentType<PageProps>> = {
  home: Home,
  'brand-intro': BrandIntro,
  'brand-video': BrandVideo,
  'business-intro': BusinessIntro,
  'business-plan': BusinessPlan,
  'business-documents': BusinessDocuments,
  'sales-announcement': SalesAnnouncement,
  'sales-subscription-guide': SalesSubscriptionGuide,
  'sales-guide': SalesGuide,
  'sales-stamp-tax': SalesStampTax,
  'location-intro': LocationIntro,
  'location-premium': LocationPremium,
  'complex-intro': ComplexIntro,
  'complex-detail': ComplexDetail,
  'complex-community': ComplexCommunity,
  'floorplan-unit': FloorPlanUnit,
  'floorplan-emodel': FloorPlanEmodel,
  'floorplan-videos': FloorPlanVideos,
  'interior-unit': InteriorUnit,
  'interior-coming-soon': InteriorComingSoon,
  'promotion-customer': CustomerPage,
  'press-list': PressList,
  'press-detail': PressDetail,
  'site-customer': CustomerPage,
  privacy: Privacy,
  'lead-result': LeadResult,
  'admin-leads': AdminLeads,
  optout: Optout,
  'admin-announcements': AdminAnnouncements,
  reservation: ReservationPage,
  'admin-visits': AdminVisits,
  'admin-messages': AdminMessages,
  'admin-lead': AdminLead,
  'admin-dashboard': AdminDashboard,
  'not-found': NotFound,
};
