import { createContext, useContext, type ReactNode } from 'react';
import type { SiteConfig } from '../shared/site.config';

// Always provided (App renders SiteProvider with the server's config): no default copy in the bundle.
const SiteContext = createContext<SiteConfig>(undefined as unknown as SiteConfig);

/** Provides the site config as resolved on the server (environment overrides applied). */
export function SiteProvider({ site, children }: { site: SiteConfig; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

export const useSite = () => useContext(SiteContext);
