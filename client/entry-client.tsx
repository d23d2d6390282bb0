import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { APP_STATE_ID, type AppState } from '../shared/app-state';
import { App } from './App';
import { loadPage, pageKeyFor } from './pages';
import { loadFallbackFonts } from './fonts';
import { firstScreenPainted } from './first-paint';

const state = JSON.parse(document.getElementById(APP_STATE_ID)!.textContent!) as AppState;
// A refused form post answered with its page again: the address becomes that page's (a reload
// then shows the page rather than posting again), and the router matches what the server rendered.
if (state.form) window.history.replaceState(null, '', state.form.path);

// The server preloads this page's chunk (modulepreload), so hydration does not wait a round trip;
// it starts once the first screen has painted, so the main image never waits behind it.
void Promise.all([loadPage(pageKeyFor(window.location.pathname, state.site.sites)), firstScreenPainted()])
  .then(() =>
    // As a transition, hydration runs in slices and yields to the browser between them: a tap on
    // the menu during hydration is answered instead of waiting behind one long task.
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
  .then(loadFallbackFonts);
