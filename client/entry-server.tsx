import { StrictMode } from 'react';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { isAdminPath } from '../shared/routes';
import type { AppState } from '../shared/app-state';
import { App } from './App';
import { VisitorPage } from './visitor';
import { isPageLoaded, loadPage, pageKeyFor } from './pages';
import { PhoneVerification } from './verification/PhoneVerification';
import { provideVerification } from './components/verification-slot';
import { loadAdminWriteForm } from './pages/press/AdminPanel';

// The server renders the verification block wherever a form shows it (see verification-slot.tsx).
provideVerification(PhoneVerification);
// A signed-in administrator's press pages hold the write form in their HTML (see AdminPanel.tsx).
void loadAdminWriteForm();

type Stream = ReturnType<typeof renderToPipeableStream>;

/**
 * Streams the page for `url`; the server pipes the shell out as soon as it is ready. The page's
 * module is loaded before React starts, so a render never suspends on it and the first render
 * after start-up is byte-identical to every later one (the HTML cache depends on that).
 * Visitor pages render without a router (their links are page loads); the desk with one.
 */
export function render(url: string, state: AppState, options: RenderToPipeableStreamOptions): Pick<Stream, 'pipe' | 'abort'> {
  const pathname = url.split('?')[0]!;
  const start = () =>
    renderToPipeableStream(
      <StrictMode>
        {isAdminPath(pathname) ? (
          <StaticRouter location={url}>
            <App state={state} />
          </StaticRouter>
        ) : (
          <VisitorPage state={state} url={url} />
        )}
      </StrictMode>,
      // A finished boundary is never sent apart from the page: React would outline a large one
      // (its progressive chunks) and complete it with an inline script, which the CSP refuses.
      { progressiveChunkSize: Number.MAX_SAFE_INTEGER, ...options },
    );
  const key = pageKeyFor(pathname, state.site.sites);
  if (isPageLoaded(key)) return start();
  let stream: Stream | undefined;
  let aborted = false;
  loadPage(key).then(
    () => {
      if (!aborted) stream = start();
    },
    (err: unknown) => options.onShellError?.(err),
  );
  // pipe() is only called from onShellReady, which only the started stream fires.
  return { pipe: (w) => stream!.pipe(w), abort: (reason) => ((aborted = true), stream?.abort(reason)) };
}

export type Render = typeof render;
