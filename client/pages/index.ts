/**
 * Every page of the route table, loaded on demand: each module named in `pageModules`
 * (modules.ts) becomes its own chunk, so a visitor downloads the code of the page being read and
 * admin pages never reach visitors. The server reads the same map to preload the current chunk.
 */
import { use, type ComponentType } from 'react';
import type { PageKey } from '../../shared/routes';
import type { PageProps } from './types';
import { pageModules } from './modules';

export { pageKeyFor } from './modules';

type PageModule = Record<string, ComponentType<PageProps>>;

// Page modules only: a component module matched here would become a chunk of its own.
const modules = import.meta.glob<PageModule>([
  './*.tsx',
  './*-page.ts',
  './home/Home.tsx',
  './press/*-page.tsx',
  './admin/Dashboard.tsx',
  './admin/Inbox.tsx',
  './admin/LeadPage.tsx',
  './admin/AdminVisits.tsx',
  './admin/AdminMessages.tsx',
  './admin/AdminAnnouncements.tsx',
  './admin/AdminToday.tsx',
  './admin/AdminAccounts.tsx',
  './admin/AdminAccessLog.tsx',
  './admin/AdminDefects.tsx',
  './admin/AdminPageTexts.tsx',
  './admin/AdminSecurity.tsx',
  './admin/AdminSetup.tsx',
  './admin/AdminWinners.tsx',
  './admin/AdminDeposits.tsx',
  './admin/AdminSale.tsx',
  './admin/AdminMoveIn.tsx',
  './admin/AdminSchedule.tsx',
  './admin/AdminScoreCutoffs.tsx',
  './admin/AdminOptions.tsx',
  './admin/AdminEligibility.tsx',
  './admin/AdminUnits.tsx',
  './admin/AdminPopups.tsx',
  './admin/AdminSlides.tsx',
  './admin/AdminMedia.tsx',
  './admin/AdminDocuments.tsx',
  './admin/AdminNotices.tsx',
  './admin/AdminNoticeEdit.tsx',
  './admin/AdminCampaigns.tsx',
  './admin/AdminContracts.tsx',
  './admin/AdminContract.tsx',
]);

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

export function isPageLoaded(key: PageKey): boolean {
  return loaded.has(key);
}
