import { StrictMode } from 'react';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { AppState } from '../shared/app-state';
import { App } from './App';

/** Streams the page for `url`; the server pipes the shell out as soon as it is ready. */
export function render(url: string, state: AppState, options: RenderToPipeableStreamOptions) {
  return renderToPipeableStream(
    <StrictMode>
      <StaticRouter location={url}>
        <App state={state} />
      </StaticRouter>
    </StrictMode>,
    options,
  );
}

export type Render = typeof render;
