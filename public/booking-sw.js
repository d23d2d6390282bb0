/*
 * The booking page's service worker (decision 0027, issue 40). It touches one thing: a visit
 * booking posted to /api/visits (by the live form, or by the plain HTML form before its island is
 * live). When the network fails, the booking is kept in IndexedDB and the page is answered at once
 * with a clear message; it is sent again on Background Sync's `sync` (Chromium), when the page sees
 * the browser come back online (then again with backoff while this worker still finds no network)
 * and on its next load (the page posts 'replay' here: kept-bookings.ts). A kept booking carries
 * its Idempotency-Key (the live form's fill key) or its server-rendered form id (a plain post):
 * however often it is sent, the server stores it once. Every other request is left to the browser. Plain JavaScript: served as is from
 * the site root (script-src 'self').
 */
const DB_NAME = 'haeon-kept-bookings';
const STORE = 'bookings';
const SYNC_TAG = 'kept-bookings';
const KEPT_TEXT = '신호가 약해 예약을 보관했습니다. 연결되면 자동으로 보내 드립니다.';
// Kept at most a day, as kept registrations are (kept-leads.ts): a slot is gone by then.
const MAX_AGE_MS = 24 * 3600_000;
const HEADERS = ['content-type', 'accept', 'idempotency-key'];

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

const isBooking = (request) => request.method === 'POST' && new URL(request.url).pathname === '/api/visits' && new URL(request.url).origin === self.location.origin;

self.addEventListener('fetch', (event) => {
  if (isBooking(event.request)) event.respondWith(sendOrKeep(event.request));
});
self.addEventListener('sync', (event) => {
  // A pass stopped by the network rejects: Background Sync tries again later.
  if (event.tag === SYNC_TAG) event.waitUntil(replay());
});
self.addEventListener('message', (event) => {
  if (event.data === 'replay') event.waitUntil(replay().catch(() => undefined));
});

function store(mode, work) {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true });
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const tx = open.result.transaction(STORE, mode);
      const req = work(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(req && req.result);
      tx.onerror = () => reject(tx.error);
    };
  });
}

async function sendOrKeep(request) {
  const copy = request.clone();
  try {
    return await fetch(request);
  } catch {
    // No network: kept below.
  }
  const headers = {};
  for (const name of HEADERS) if (copy.headers.get(name)) headers[name] = copy.headers.get(name);
  const plain = request.mode === 'navigate';
  try {
    // The body is read first: an IndexedDB transaction closes across an await.
    const body = await copy.text();
    await store('readwrite', (s) => s.add({ url: copy.url, headers, body, plain, savedAt: Date.now() }));
  } catch {
    return Response.error();
  }
  try {
    await self.registration.sync.register(SYNC_TAG);
  } catch {
    // No Background Sync: the page asks for a replay when it is back online or loaded again.
  }
  if (!plain) return Response.json({ kept: true, message: KEPT_TEXT }, { status: 202 });
  const back = copy.referrer || '/';
  return new Response(
    `<!doctype html><html lang="ko"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>예약을 보관했습니다</title>` +
      `<main style="font-family:sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.6"><h1 style="font-size:1.3rem">↻ ${KEPT_TEXT}</h1>` +
      `<p>같은 예약이 두 번 접수되지는 않습니다. 예약이 확정되면 문자로 알려 드립니다.</p><p><a href="${escapeHtml(back)}">예약 페이지로 돌아가기</a></p></main></html>`,
    { status: 202, headers: { 'Content-Type': 'text/html; charset=utf-8' } },
  );
}

const escapeHtml = (s) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/**
 * One pass at a time. A replay asked for during a pass (the page's online event and `sync` come
 * close together, and the page may hear the network back before this worker does) runs after it:
 * joining a pass that is about to find no network would drop the later, working request.
 */
let running = null;
let queued = null;
function replay() {
  if (!running) {
    running = pass().finally(() => {
      running = null;
    });
    return running;
  }
  queued ??= running
    .catch(() => undefined)
    .then(() => {
      queued = null;
      return replay();
    });
  return queued;
}

/** Sends every kept booking, oldest first; stops (and rejects) at the first that still finds no network. */
async function pass() {
  const kept = (await store('readonly', (s) => s.getAll())) ?? [];
  for (const booking of kept) {
    if (Date.now() - booking.savedAt > MAX_AGE_MS) {
      await store('readwrite', (s) => s.delete(booking.id));
      continue;
    }
    let res;
    try {
      res = await fetch(booking.url, { method: 'POST', headers: booking.headers, body: booking.body, credentials: 'same-origin', redirect: 'manual' });
    } catch {
      res = null;
    }
    if (!res || res.status >= 500) {
      // Still offline (or the server is down): the page tries again shortly, `sync` later.
      for (const client of await self.clients.matchAll()) client.postMessage({ type: 'kept-bookings-waiting' });
      throw new Error('kept bookings wait for the network');
    }
    // Answered (stored, or refused for good: a full slot cannot be fixed by sending again).
    await store('readwrite', (s) => s.delete(booking.id));
    const answer = booking.plain ? {} : await res.json().catch(() => ({}));
    for (const client of await self.clients.matchAll()) client.postMessage({ type: 'kept-booking-sent', key: booking.headers['idempotency-key'], status: res.status, answer });
  }
}
