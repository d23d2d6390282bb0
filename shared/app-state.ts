import type { SiteConfig } from './site.config';
import type { FormEcho } from './form-echo';
import type { FormStep } from './form-step';
import type { MenuFlags, PageKey } from './menu';

/** What the server hands the React tree, serialised into the page for hydration. */
export interface AppState {
  site: SiteConfig;
  /** Per-request data of a dynamic page (press list, article): its page key, path and loader's value. */
  data?: { page: PageKey; path: string; value: unknown };
  /** The id forms are rendered with (see client/form-id.tsx); the same for every page this server run renders, so cached pages stay identical. */
  formId?: string;
  /** A refused no-JavaScript form, rendered again on its page (see shared/form-echo.ts). */
  form?: FormEcho;
  /** A form rendered again by the server after a post without JavaScript (see form-step.ts). */
  formStep?: FormStep;
  /** Menu entries the desk has turned on (the remaining-units page). */
  menu?: MenuFlags;
  /** A signed-in administrator's CSRF token, on desk pages (never cached): buttons work from the first paint. */
  deskToken?: string;
}

export const APP_STATE_ID = 'app-state';
