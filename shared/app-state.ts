import type { SiteConfig } from './site.config';

/** What the server hands the React tree, serialised into the page for hydration. */
export interface AppState {
  site: SiteConfig;
  /** Per-request data of a dynamic page (press list, article), keyed by its path. */
  data?: { path: string; value: unknown };
}

export const APP_STATE_ID = 'app-state';
