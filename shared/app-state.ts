import type { SiteConfig } from './site.config';
import type { FormStep } from './form-step';

/** What the server hands the React tree, serialised into the page for hydration. */
export interface AppState {
  site: SiteConfig;
  /** Per-request data of a dynamic page (press list, article), keyed by its path. */
  data?: { path: string; value: unknown };
  /** A form rendered again by the server after a post without JavaScript (see form-step.ts). */
  formStep?: FormStep;
}

export const APP_STATE_ID = 'app-state';
