/**
 * When the site's Pretendard subset (97 KB; its @font-face is in global.css) is used. No element
 * uses it at first, so the browser does not fetch it while the first screen's main image loads on a
 * phone's slow link; once that image has painted it is fetched and switched on. Text shows in the
 * width-matched fallback until then (global.css; line boxes do not move when it swaps:
 * tests/e2e/split-bundles.spec.ts).
 *
 * Switching re-lays out every line it touches, which on a long page is one long task. So on a
 * first visit it is switched on part by part: the parts near the screen at once, the others as
 * they are scrolled near, and the parts on screen once they have left it. Once this device has the font, later pages use it on the whole page
 * from the start, from cache.
 */
import fontUrl from './styles/fonts/pretendard-site.woff2?url';
import { ISLAND_TAG } from './islands/modes';

const FLAG = 'site-font';
/** The class that switches a part (or, on a later page, the whole document) to the site font. */
const ON = 'font-site';
const NOT_TEXT = new Set(['SCRIPT', 'STYLE', 'LINK', 'META', 'NOSCRIPT', 'TEMPLATE']);

/** Fetches the face (the browser would otherwise wait until some text used it). */
const loadFace = () => document.fonts.load('400 1em "Pretendard Site"', '가');

function remember() {
  try {
    localStorage.setItem(FLAG, fontUrl);
  } catch {
    // storage unavailable: the next page waits for its image again
  }
}

/**
 * The page's parts: what sits beside <main>, and main's children (a part taller than two screens
 * gives its own children instead). A part inside an island is that island's wrapper: React owns the
 * elements inside, and a class it did not render would not survive hydration.
 */
function parts(): Element[] {
  const main = document.querySelector('main');
  const frame = main?.parentElement;
  if (!main || !frame) return [document.documentElement];
  const found = new Set<Element>();
  const tall = 2 * window.innerHeight;
  for (const el of [...frame.children, ...main.children]) {
    if (el === main || NOT_TEXT.has(el.tagName)) continue;
    const pieces = el.getBoundingClientRect().height > tall && !el.matches(ISLAND_TAG) ? [...el.children] : [el];
    for (const piece of pieces) found.add(piece.closest(ISLAND_TAG) ?? piece);
  }
  return [...found];
}

/**
 * Switches each part to the site font as it comes within a screen of the viewport (hidden parts at
 * once). A part on screen when the font arrives keeps the fallback until it has left the screen:
 * lines there may break at another word in the new font, and text moving under the reader's eyes
 * is a layout shift (0.004 on the privacy and 프리미엄 pages) and a relayout in the load's busiest
 * moment.
 */
function applyByParts() {
  if (!('IntersectionObserver' in window)) return document.documentElement.classList.add(ON);
  // What is watched → the part it stands for (an island's wrapper has no box: its first element stands in).
  const standsFor = new Map<Element, Element>();
  const switchOn = (watched: Element) => standsFor.get(watched)?.classList.add(ON);
  const offScreen = new IntersectionObserver((entries) => {
    for (const e of entries) {
      if (e.isIntersecting) continue;
      offScreen.unobserve(e.target);
      switchOn(e.target);
    }
  });
  const near = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (!e.isIntersecting) continue;
        near.unobserve(e.target);
        const { top, bottom } = e.boundingClientRect;
        if (bottom > 0 && top < window.innerHeight) offScreen.observe(e.target);
        else switchOn(e.target);
      }
    },
    { rootMargin: '100% 0px' },
  );
  for (const part of parts()) {
    const watched = part.matches(ISLAND_TAG) ? part.firstElementChild : part;
    // Fixed or hidden (no offsetParent): on screen whenever shown, and cheap to switch now.
    if (!(watched instanceof HTMLElement) || !watched.offsetParent) {
      part.classList.add(ON);
      continue;
    }
    standsFor.set(watched, part);
    near.observe(watched);
  }
}

/**
 * A moment after the first screen's largest paint: a phone's browser reports that paint a frame or
 * two before the screen shows it, and a 97 KB fetch begun in between still competes with it on a
 * slow link (Lighthouse saw LCP 2.0 s instead of 1.5 s on the pages where the font's fetch ended
 * before the paint was shown).
 */
const afterPresent = () => new Promise<void>((resolve) => setTimeout(resolve, 250));

/** Uses the site font at once if this device has fetched it before, else once `firstScreen` resolves, part by part. */
export function loadSiteFont(firstScreen: Promise<void>) {
  if (!document.fonts) return document.documentElement.classList.add(ON);
  let cached = false;
  try {
    cached = localStorage.getItem(FLAG) === fontUrl;
  } catch {
    // storage unavailable: treat as a first visit
  }
  if (cached) {
    document.documentElement.classList.add(ON);
    return;
  }
  void firstScreen.then(afterPresent).then(() =>
    loadFace().then(
      (faces) => {
        if (faces.length) remember();
        applyByParts();
      },
      () => applyByParts(),
    ),
  );
}
