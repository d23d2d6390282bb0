/**
 * The booking page's side of public/booking-sw.js (decision 0027): a booking sent while the signal
 * is gone is kept by the service worker and sent again on Background Sync. Where `sync` never fires
 * (other browsers, a closed tab reopened), this page asks for the replay itself: now (the next
 * page load) and whenever the browser comes back online. Loaded by the boot script only on a
 * page marked data-kept-bookings.
 */
export const KEPT_BOOKING_SENT = 'kept-booking-sent';

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
  replay();
  window.addEventListener('online', replay);
}
