import type { ReactNode } from 'react';
import type { AppState } from '../../shared/app-state';
import { MenuFlagsProvider, SiteProvider } from '../site-context';
import { FormIdProvider } from '../form-id';
import { PageDataProvider } from '../page-data';
import { FormEchoProvider } from '../form-echo';
import { FormStepProvider } from '../form-step';
import { PopupProvider } from '../popup';

/**
 * What every part of a visitor page reads from above: the site config, the menu entries the desk
 * turned on, the forms' render id, the
 * page's server data, a refused form shown again, and whether the page has the popup. The server
 * renders the whole page inside it once; in the browser each island gets its own.
 */
export function IslandFrame({ state, pathname, popup, children }: { state: AppState; pathname: string; popup: boolean; children: ReactNode }) {
  return (
    <SiteProvider site={state.site}>
      <MenuFlagsProvider flags={state.menu}>
      <FormIdProvider value={state.formId ?? ''}>
        <PageDataProvider initial={state.data} pathname={pathname}>
          <FormEchoProvider echo={state.form}>
            <FormStepProvider step={state.formStep}>
              <PopupProvider enabled={popup}>{children}</PopupProvider>
            </FormStepProvider>
          </FormEchoProvider>
        </PageDataProvider>
      </FormIdProvider>
      </MenuFlagsProvider>
    </SiteProvider>
  );
}
