/**
 * The booking page's side of public/booking-sw.js (decision 0027): a booking sent while the signal
 * is gone is kept by the service worker and sent again on Background Sync. Where `sync` never fires
 * (other browsers, a closed tab reopened), this page asks for the replay itself: now (the next
 * page load), whenever the browser comes back online, and again with backoff while the worker
 * still finds no network. Loaded by the boot script only on a page marked data-kept-bookings.
 */
export const KEPT_BOOKING_SENT = 'kept-booking-sent';
/** The worker's word that a replay still found no network (it may hear the network back after the page). */
export const KEPT_BOOKINGS_WAITING = 'kept-bookings-waiting';
const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 60_000;

export interface KeptBookingSent {
  type: typeof KEPT_BOOKING_SENT;
  key?: string;
  status: number;
  answer: { reservation?: unknown; notice?: string; error?: string };
}

export function startKeptBookings() {
  if (!('serviceWorker' in navigator)) return;
  const sw = navigator.serviceWorker;
  // This page's fetches (the live form) go to the worker that controls it; a plain HTML post
  // (before the form's island is live) is a navigation to /api/visits, caught under that scope.
  const scopes = [window.location.pathname, '/api/visits'];
  const ready = Promise.all(scopes.map((scope) => sw.register('/booking-sw.js', { scope }))).catch(() => []);
  const replay = () =>
    void ready.then((regs) => {
      for (const reg of regs) (reg.active ?? reg.installing ?? reg.waiting)?.postMessage('replay');
    });
  // While the worker still finds no network, ask again: after 2 s, doubling up to a minute.
  let delay = FIRST_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  sw.addEventListener('message', (e: MessageEvent) => {
    const type = (e.data as { type?: string } | null)?.type;
    if (type === KEPT_BOOKING_SENT) delay = FIRST_RETRY_MS;
    if (type !== KEPT_BOOKINGS_WAITING || timer || !navigator.onLine) return;
    timer = setTimeout(() => {
      timer = undefined;
      replay();
    }, delay);
    delay = Math.min(delay * 2, MAX_RETRY_MS);
  });
  replay();
  window.addEventListener('online', () => {
    delay = FIRST_RETRY_MS;
    replay();
  });
}
