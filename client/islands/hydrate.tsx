/** React's part of the islands: loaded with the first island that hydrates, never before. */
import { StrictMode, startTransition, useEffect, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { AppState } from '../../shared/app-state';
import { IslandFrame } from './frame';
import { ISLAND_TAG } from './modes';

function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

const hasPopup = () => !!document.querySelector(`${ISLAND_TAG}[data-island="popup"]`);

/** Hydrates one island as a root of its own; resolves once it has committed (its handlers are live). */
export function hydrateIsland(el: Element, Component: ComponentType<object>, props: object, state: AppState): Promise<void> {
  return new Promise((resolve) => {
    const tree = (
      <StrictMode>
        <IslandFrame state={state} pathname={window.location.pathname} popup={hasPopup()}>
          <Component {...props} />
        </IslandFrame>
        <Committed onCommit={resolve} />
      </StrictMode>
    );
    // As a transition: React yields to the browser between slices, so a tap is never held up.
    startTransition(() => void hydrateRoot(el, tree));
  });
}

/** Renders a part the server did not (registrations kept on this device) into a new element. */
export function renderInto(el: Element, Component: ComponentType<object>, state: AppState) {
  createRoot(el).render(
    <StrictMode>
      <IslandFrame state={state} pathname={window.location.pathname} popup={hasPopup()}>
        <Component />
      </IslandFrame>
    </StrictMode>,
  );
}
