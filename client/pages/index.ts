/**
 * Every page of the route table, loaded on demand: each module named in `pageModules`
 * (modules.ts) becomes its own chunk, so a visitor downloads the code of the page being read and
 * admin pages never reach visitors. The server reads the same map to preload the current chunk.
 */
import { use, type ComponentType } from 'react';
import type { PageKey } from '../../shared/routes';
import type { PageProps } from './types';
import { pageModules, pageModuleSource } from './modules';

export { pageKeyFor } from './modules';

type PageModule = Record<string, ComponentType<PageProps>>;

// Page modules only: a component module matched here would become a chunk of its own.
const modules = import.meta.glob<PageModule>([
  './*.tsx',
  './*-page.ts',
  './home/Home.tsx',
  './press/*-page.tsx',
  '../desk/leads/Dashboard.tsx',
  '../desk/leads/Inbox.tsx',
  '../desk/leads/LeadPage.tsx',
  '../desk/visits/AdminVisits.tsx',
  '../desk/outbox/AdminMessages.tsx',
  '../desk/announcements/AdminAnnouncements.tsx',
  '../desk/leads/AdminToday.tsx',
  '../desk/accounts/AdminAccounts.tsx',
  '../desk/access-log/AdminAccessLog.tsx',
  '../desk/defects/AdminDefects.tsx',
  '../desk/page-texts/AdminPageTexts.tsx',
  '../desk/auth/AdminSecurity.tsx',
  '../desk/accounts/AdminSetup.tsx',
  '../desk/winners/AdminWinners.tsx',
  '../desk/contracts/AdminDeposits.tsx',
  '../desk/sale/AdminSale.tsx',
  '../desk/movein/AdminMoveIn.tsx',
  '../desk/schedule/AdminSchedule.tsx',
  '../desk/tools/AdminScoreCutoffs.tsx',
  '../desk/options/AdminOptions.tsx',
  '../desk/tools/AdminEligibility.tsx',
  '../desk/units/AdminUnits.tsx',
  '../desk/content/AdminPopups.tsx',
  '../desk/content/AdminSlides.tsx',
  '../desk/media/AdminMedia.tsx',
  '../desk/documents/AdminDocuments.tsx',
  '../desk/notices/AdminNotices.tsx',
  '../desk/notices/AdminNoticeEdit.tsx',
  '../desk/campaigns/AdminCampaigns.tsx',
  '../desk/contracts/AdminContracts.tsx',
  '../desk/contracts/AdminContract.tsx',
]);

const loaded = new Map<PageKey, ComponentType<PageProps>>();
const pending = new Map<PageKey, Promise<ComponentType<PageProps>>>();

/** Loads a page's chunk once; the browser hydrates only after the first page's chunk is here. */
export function loadPage(key: PageKey): Promise<ComponentType<PageProps>> {
  let promise = pending.get(key);
  if (!promise) {
    const [file, name] = pageModules[key];
    const load = modules[file.startsWith('../') ? file : `./${file}`];
    if (!load) throw new Error(`${pageModuleSource(key)} is missing from the page glob in client/pages/index.ts`);
    promise = load().then(
      (mod) => {
        const component = mod[name];
        if (!component) throw new Error(`${pageModuleSource(key)} exports no ${name}`);
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
