/** The desk's script (/admin/...): a client-routed React app, hydrated whole. Visitor pages run islands/boot.ts. */
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { APP_STATE_ID, type AppState } from '../shared/app-state';
import { App } from './App';
import { loadPage, pageKeyFor } from './pages';
import { loadFallbackFonts } from './fonts';

const state = JSON.parse(document.getElementById(APP_STATE_ID)!.textContent!) as AppState;

// The server preloads this page's chunk (modulepreload), so hydration does not wait a round trip.
void loadPage(pageKeyFor(window.location.pathname, state.site.sites))
  .then(() =>
    startTransition(() => {
      hydrateRoot(
        document.getElementById('root')!,
        <StrictMode>
          <BrowserRouter>
            <App state={state} />
          </BrowserRouter>
        </StrictMode>,
      );
    }),
  )
  .then(() => loadFallbackFonts({ always: true }));
