import { useSyncExternalStore } from 'react';

// One passive scroll listener shared by every subscriber (header style, image reveal).
const listeners = new Set<() => void>();
function subscribe(cb: () => void) {
  if (listeners.size === 0) window.addEventListener('scroll', notify, { passive: true });
  listeners.add(cb);
  return () => {
    listeners.delete(cb);
    if (listeners.size === 0) window.removeEventListener('scroll', notify);
  };
}
function notify() {
  for (const cb of listeners) cb();
}

/** True once the page has scrolled further than `threshold` px (false on the server). */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}
