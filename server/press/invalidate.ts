/**
 * The one place that says "a site's press articles changed": creating, editing and deleting an
 * article call `pressChanged`, and every cache of press data (the first list page, the sitemap)
 * registers here, so an edited or deleted article leaves them all at once.
 */
type Listener = (siteId: string) => void;
const listeners = new Set<Listener>();

/** Registers a cache to be cleared when a site's articles change; returns the unregister function. */
export function onPressChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function pressChanged(siteId: string) {
  for (const l of listeners) l(siteId);
}
