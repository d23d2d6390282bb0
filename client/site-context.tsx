import { createContext, useContext, type ReactNode } from 'react';
import { siteConfig, type SiteConfig } from '../shared/site.config';

const SiteContext = createContext<SiteConfig>(siteConfig);

/** Provides the site config as resolved on the server (environment overrides applied). */
export function SiteProvider({ site, children }: { site: SiteConfig; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

export const useSite = () => useContext(SiteContext);
