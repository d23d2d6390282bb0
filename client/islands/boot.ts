/**
 * The one script of a visitor page (decision 0027): a few KB with no React. It gives the static
 * parts their small behaviours, opens the popup from any trigger, and hydrates each island when
 * its mode says: idle, visible, or on the first interaction inside it. React and an island's code
 * are fetched only then, so a page nobody touches downloads almost no JavaScript.
 */
import { APP_STATE_ID, type AppState } from '../../shared/app-state';
import { KEPT_STORAGE_KEY } from '../kept-key';
import { firstScreenPainted } from '../first-paint';
import { loadSiteFont } from '../site-font';
import { popupStore, POPUP_TRIGGER_ATTR } from '../popup-store';
import { islandLoaders } from './loaders';
import { ISLAND_TAG, type HydrateMode } from './modes';
import type { IslandName } from './components';
import { startBehaviours } from './behaviours';
import type { PopupView } from '../../shared/content';
import { browserEnv, countPageView } from '../beacon';
import { watchEarlyVitals } from '../vitals-early';
import { preview, undoPreviews } from './preview';
import { changedFields, handOverAll } from '../hand-over';

const state = JSON.parse(document.getElementById(APP_STATE_ID)!.textContent!) as AppState;
// First-party page counting (decision 0035): one beacon once the page is actually shown.
countPageView(browserEnv());
// Its Core Web Vitals, sent when it is hidden (decision 0038): the collector's code is fetched once
// the page has loaded and the browser is idle; a page left before then sends what the browser
// measured by itself (vitals-early.ts).
const earlyVitals = watchEarlyVitals();
const vitalsWhenIdle = () => (window.requestIdleCallback ?? setTimeout)(() => void import('../vitals').then((v) => v.watchVitals(earlyVitals), () => {}));
if (document.readyState === 'complete') vitalsWhenIdle();
else addEventListener('load', vitalsWhenIdle, { once: true });
// A refused form post answered with its page again: the address becomes that page's (a reload
// then shows the page rather than posting again).
if (state.form) window.history.replaceState(null, '', state.form.path);

const woken = new WeakMap<Element, Promise<void>>();
const live = new WeakSet<Element>();
const react = () => import('./hydrate');

/** Hydrates an island once; resolves when its handlers are live. */
function wake(el: Element): Promise<void> {
  let done = woken.get(el);
  if (!done) {
    const name = el.getAttribute('data-island') as IslandName;
    const props = JSON.parse(el.getAttribute('data-props') ?? '{}') as object;
    done = Promise.all([react(), islandLoaders[name]()])
      .then(([{ hydrateIsland }, Component]) => hydrateIsland(el, Component as never, props, state))
      .then(async () => {
        // What was typed or chosen before (whenever: this script may have come after it) is what
        // differs from the HTML; it is React's now, and commits before a held tap is replayed.
        await handOverAll(changedFields(el));
        // Live only now, and its held taps replayed in the same task: a tap that comes while the
        // fields are handed over (a task) is held behind the earlier ones, not answered before them
        // and then undone by their replay (a second type tab showed the first type's plan).
        live.add(el);
        await replayHeld(el);
        el.setAttribute('data-live', '');
      });
    woken.set(el, done);
  }
  return done;
}

/** A part whose code could not load stays plain HTML; a click on it then acts natively (below). */
const ignore = () => {};

const islandOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest(ISLAND_TAG) : null;

// The first touch, pointer or focus inside an island wakes it. Once it is live, the hover and the
// focus it has by then are replayed, so a dropdown opened by them is open in React's state too
// (until then CSS opens it: global.css). A click is held and replayed (below).
for (const type of ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const) {
  document.addEventListener(
    type,
    (e) => {
      const target = e.target as Element;
      const el = islandOf(target);
      if (popupTrigger(target)) wakePopup().catch(ignore);
      if (!el || woken.has(el)) return;
      wake(el).then(() => {
        const hovered = [...el.querySelectorAll(':hover')].at(-1);
        hovered?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: null }));
        const active = document.activeElement;
        if (active && el.contains(active)) active.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      }, ignore);
    },
    { capture: true, passive: true },
  );
}

/** What a held click is replayed on: controls whose action is the island's. Boxes, fields and labels act natively. */
const ACTIONS = 'a[href], button, summary, [role="button"], [role="tab"], input[type="submit"], input[type="button"]';

/** Clicks held per island until it is live, replayed in order then. */
const held = new WeakMap<Element, { target: Element; init: MouseEventInit }[]>();

/** Replays the taps held for `el`, in order, once it is live (or its code could not load). */
async function replayHeld(el: Element) {
  const taps = held.get(el) ?? [];
  held.delete(el);
  // Back to the server's state in the same task as the first replay: no frame shows it.
  undoPreviews(el);
  for (const [i, tap] of taps.entries()) {
    // Let React commit the previous tap first (it flushes a tap's update in a microtask).
    if (i > 0) for (let n = 0; n < 3; n++) await null;
    if (tap.target.isConnected) tap.target.dispatchEvent(new MouseEvent('click', tap.init));
  }
}

/** Shows the answer of a tap on `target` in an island not yet live; wake() replays it once it is. */
function hold(el: Element, target: Element, init: MouseEventInit) {
  // The tap shows its answer now (preview.ts); the island takes over once live.
  preview(el, target);
  const queue = held.get(el);
  if (queue) return void queue.push({ target, init });
  held.set(el, [{ target, init }]);
  // The island's code could not load (offline, a new deploy): the control does what plain HTML does.
  wake(el).catch(() => {
    live.add(el);
    void replayHeld(el);
  });
}

document.addEventListener(
  'click',
  (e) => {
    const target = (e.target as Element).closest?.(ACTIONS);
    const el = islandOf(target);
    if (!target || !el || live.has(el) || popupTrigger(target)) return;
    e.preventDefault();
    e.stopPropagation();
    hold(el, target, { bubbles: true, cancelable: true, composed: true, detail: e.detail, clientX: e.clientX, clientY: e.clientY });
  },
  { capture: true },
);

// A tap that came before this script ran (it loads after the page is shown) left its button
// focused, without the keyboard's focus ring: it is answered now rather than lost. (A link tapped
// then has already been followed.)
const tapped = document.activeElement;
if (tapped?.matches('button') && !tapped.matches(':focus-visible')) {
  const el = islandOf(tapped);
  if (el) hold(el, tapped, { bubbles: true, cancelable: true, composed: true, detail: 1 });
}

// Keys that only an island's code acts on (Escape closes, arrows move between tabs) are held and
// replayed the same way; Tab, Enter and Space keep their native action.
document.addEventListener(
  'keydown',
  (e) => {
    const target = e.target as Element;
    const el = islandOf(target);
    // Escape in the popup's dialog opened before its island is live closes it natively (cancel).
    const inDialog = !!target.closest?.('dialog[open]');
    const held = (e.key === 'Escape' && !inDialog) || (/^(Arrow(Left|Right)|Home|End)$/.test(e.key) && target.matches('[role="tab"]'));
    if (!el || !held || live.has(el)) return;
    e.preventDefault();
    e.stopPropagation();
    wake(el).then(() => {
      const at = document.activeElement && el.contains(document.activeElement) ? document.activeElement : target;
      at.dispatchEvent(new KeyboardEvent('keydown', e));
    }, ignore);
  },
  { capture: true },
);

// The popup opens from any trigger, hydrated or not (the island with its form wakes first).
const popupTrigger = (target: Element) => target.closest(`[${POPUP_TRIGGER_ATTR}]`);
const popupIsland = () => document.querySelector(`${ISLAND_TAG}[data-island="popup"]`);
const wakePopup = () => {
  const el = popupIsland();
  return el ? wake(el) : Promise.resolve();
};
popupStore.setBeforeOpen(wakePopup);
document.addEventListener('click', (e) => {
  const trigger = popupTrigger(e.target as Element);
  if (e.defaultPrevented || !popupIsland() || !trigger) return;
  e.preventDefault();
  // The dialog is in the page already: it opens at once, and its form appears once the island is
  // live (the island adopts the open dialog). Closed before then (Escape), it stays closed.
  const dialog = popupIsland()!.querySelector('dialog');
  if (dialog && !dialog.open && !popupStore.isOpen()) {
    dialog.showModal();
    holdBackUntilLive(dialog);
  }
  // Without the popup's code (offline, a new deploy) the trigger leads to the registration page.
  wakePopup().then(
    () => {
      if (!dialog || dialog.open) void popupStore.open();
    },
    () => window.location.assign((trigger as HTMLAnchorElement).href),
  );
});

/**
 * The popup's history entry, pushed as the boot script opens its dialog (the island, once live,
 * keeps it): Back closes a popup even before its code has loaded, and a popup closed by Escape
 * before then drops its entry, so the next Back leaves the page.
 */
function holdBackUntilLive(dialog: HTMLDialogElement) {
  window.history.pushState({ ...window.history.state, popup: true }, '');
  const onPop = () => dialog.close();
  const onClose = () => {
    off();
    if (window.history.state?.popup) window.history.back();
  };
  const unsubscribe = popupStore.subscribe(() => popupStore.isOpen() && off());
  function off() {
    window.removeEventListener('popstate', onPop);
    dialog.removeEventListener('close', onClose);
    unsubscribe();
  }
  window.addEventListener('popstate', onPop);
  dialog.addEventListener('close', onClose);
}

startBehaviours();
// The booking page keeps a booking sent while the signal is gone (service worker: kept-bookings.ts).
if (document.querySelector('[data-kept-bookings]')) void import('../kept-bookings').then((m) => m.startKeptBookings());
// 잔여세대: its island wakes for a buyer in line or when the units change (plain DOM code until then).
const remaining = document.querySelector(`${ISLAND_TAG}[data-island="remaining-live"]`);
if (remaining) void import('../remaining-watch').then((m) => m.watchRemaining(remaining, wake));
// /my signed in: its 납부 section is HTML; an address naming another section (/my#pass, from the 입주
// text) or a move to one (back, forward) wakes the page at once, as that section's code must come.
const my = document.querySelector(`${ISLAND_TAG}[data-island="page-my"][data-mode="interaction"]`);
if (my?.querySelector('.my-tabs')) {
  const follow = () => void (/^#?(pay)?$/.test(window.location.hash) || wake(my).catch(ignore));
  follow();
  window.addEventListener('hashchange', follow);
}
// The home page's full-page steps on wide screens (wheel and keys): plain DOM code, no island.
if (document.querySelector('[data-full-page-steps]')) void import('../full-page-steps').then((m) => m.startFullPageSteps());

const idle = (fn: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(fn, { timeout: 2000 }) : setTimeout(fn, 200);

const islands = (mode: HydrateMode) => [...document.querySelectorAll(`${ISLAND_TAG}[data-mode="${mode}"]`)];

// Islands and the site font wait for the first screen to paint, so the main image never waits behind them.
const painted = firstScreenPainted();
loadSiteFont(painted);
// The desk's popups: their list (and so their images) only once the main image has painted, and
// their code only when some show (content-popups.ts). Without scripts the page's band shows them.
// The list is the home page's or every other page's: the page's address (a private link's token)
// is not sent, and a CDN keeps two answers (decision 0033).
void painted
  .then(() => fetch(`/api/content/popups?page=${window.location.pathname === '/' ? 'home' : 'other'}`))
  .then((res) => (res.ok ? (res.json() as Promise<{ popups: PopupView[] }>) : { popups: [] }))
  .then(({ popups }) => (popups.length ? import('../content-popups').then((m) => m.openPopups(popups)) : undefined))
  .catch(ignore);
// The main visual's buttons and autoplay: plain DOM code, fetched only when it has several slides.
const visual = document.querySelector<HTMLElement>('[data-main-visual]');
if (visual?.querySelector('.main-visual-slide + .main-visual-slide')) void import('../main-visual').then((m) => m.startMainVisual(visual));
void painted.then(() => {
  const io = 'IntersectionObserver' in window
    ? new IntersectionObserver(
        (entries) => {
          for (const e of entries) {
            if (!e.isIntersecting) continue;
            io!.unobserve(e.target);
            wake(e.target.closest(ISLAND_TAG)!).catch(ignore);
          }
        },
        { rootMargin: '200px' },
      )
    : undefined;
  // display: contents boxes are never "visible": the island's first element stands for it.
  for (const el of islands('visible')) {
    const first = el.firstElementChild;
    if (io && first) io.observe(first);
    else wake(el).catch(ignore);
  }
  idle(() => {
    const forms = islands('idle').map((el) => wake(el).catch(ignore));
    let kept = false;
    try {
      kept = !!localStorage.getItem(KEPT_STORAGE_KEY);
    } catch {
      // storage unavailable: nothing can have been kept
    }
    // Registrations kept on this device are sent on a page view: the sender is loaded only when there are some.
    if (kept)
      void Promise.all([react(), import('../components/KeptLeads')]).then(([{ renderInto }, m]) => {
        const box = document.createElement('div');
        document.body.append(box);
        renderInto(box, m.KeptLeads, state);
      });
    // Marks the page interactive: its listeners are armed and the islands meant for idle are live.
    void Promise.all(forms).then(() => {
      document.documentElement.setAttribute('data-hydrated', '');
      void import('../fonts').then((m) => m.loadFallbackFonts());
    });
  });
});
