import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { APP_STATE_ID, type AppState } from '../shared/app-state';
import { App } from './App';

const state = JSON.parse(document.getElementById(APP_STATE_ID)!.textContent!) as AppState;

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <BrowserRouter>
      <App state={state} />
    </BrowserRouter>
  </StrictMode>,
);
