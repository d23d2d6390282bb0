import { createContext, useContext, type ReactNode } from 'react';
import type { SiteConfig } from '../shared/site.config';
import type { MenuFlags } from '../shared/menu';

// Always provided (App renders SiteProvider with the server's config): no default copy in the bundle.
const SiteContext = createContext<SiteConfig>(undefined as unknown as SiteConfig);

/** Provides the site config as resolved on the server (environment overrides applied). */
export function SiteProvider({ site, children }: { site: SiteConfig; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

export const useSite = () => useContext(SiteContext);

// Menu entries the desk has turned on, as the server rendered the page (never changed on the client).
const MenuFlagsContext = createContext<MenuFlags>({});

export function MenuFlagsProvider({ flags, children }: { flags: MenuFlags | undefined; children: ReactNode }) {
  return <MenuFlagsContext.Provider value={flags ?? {}}>{children}</MenuFlagsContext.Provider>;
}

export const useMenuFlags = () => useContext(MenuFlagsContext);
