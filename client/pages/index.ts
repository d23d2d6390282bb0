/**
 * Every page of the route table, loaded on demand: each module below becomes its own chunk, so a
 * visitor downloads the code of the page being read (and admin pages never reach visitors).
 * Adding a page = one entry in `pageModules` (plus the module's path in the glob when it lives
 * in a sub-folder). The server reads the same map to preload the current page's chunk.
 */
import { use, type ComponentType } from 'react';
import { findPage, type PageKey } from '../../shared/routes';
import type { PageProps } from './types';

type PageModule = Record<string, ComponentType<PageProps>>;

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
  'press-list': ['press/PressList.tsx', 'PressList'],
  'press-detail': ['press/PressDetail.tsx', 'PressDetail'],
  'site-customer': ['customer.tsx', 'CustomerPage'],
  privacy: ['privacy.tsx', 'Privacy'],
  'lead-result': ['lead-result.tsx', 'LeadResult'],
  'admin-leads': ['admin-leads.tsx', 'AdminLeads'],
  'not-found': ['NotFound.tsx', 'NotFound'],
};

// Page modules only: a component module matched here would become a chunk of its own.
const modules = import.meta.glob<PageModule>(['./*.tsx', './home/Home.tsx', './press/PressList.tsx', './press/PressDetail.tsx']);

/** The page key that renders `pathname` (the 404 page when none matches). */
export function pageKeyFor(pathname: string): PageKey {
  return findPage(pathname)?.route.page ?? 'not-found';
}

/** Source path of a page's module as the build manifest names it (e.g. `client/pages/brand.tsx`). */
export function pageModuleSource(key: PageKey): string {
  return `client/pages/${pageModules[key][0]}`;
}

const loaded = new Map<PageKey, ComponentType<PageProps>>();
const pending = new Map<PageKey, Promise<ComponentType<PageProps>>>();

/** Loads a page's chunk once; the browser hydrates only after the first page's chunk is here. */
export function loadPage(key: PageKey): Promise<ComponentType<PageProps>> {
  let promise = pending.get(key);
  if (!promise) {
    const [file, name] = pageModules[key];
    const load = modules[`./${file}`];
    if (!load) throw new Error(`client/pages/${file} is missing from the page glob in client/pages/index.ts`);
    promise = load().then(
      (mod) => {
        const component = mod[name];
        if (!component) throw new Error(`client/pages/${file} exports no ${name}`);
        loaded.set(key, component);
        return component;
      },
      (err: unknown) => {
        // A chunk that cannot load (often: a new deploy replaced it) — let the server render the page.
        pending.delete(key);
        if (typeof window !== 'undefined') window.location.reload();
        throw err;
      },
    );
    pending.set(key, promise);
  }
  return promise;
}

/** The page component: at once when loaded, else suspends (navigation keeps the old page meanwhile). */
export function usePageComponent(key: PageKey): ComponentType<PageProps> {
  return loaded.get(key) ?? use(loadPage(key));
}
