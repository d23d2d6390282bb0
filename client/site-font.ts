/**
 * When the site's Pretendard subset (97 KB; its @font-face is in global.css) is used. No element
 * uses it at first, so the browser does not fetch it while the first screen's main image loads on a
 * phone's slow link; once that image has painted it is fetched and switched on. Text shows in the
 * width-matched fallback until then (global.css; line boxes do not move when it swaps:
 * tests/e2e/split-bundles.spec.ts).
 *
 * Switching re-lays out every line it touches, which on a long page is one long task. So on a
 * first visit it is switched on part by part: the parts on or near the screen at once, the others
 * as they are scrolled near. Once this device has the font, later pages use it on the whole page
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

/** Switches each part to the site font as it comes within a screen of the viewport (hidden parts at once). */
function applyByParts() {
  if (!('IntersectionObserver' in window)) return document.documentElement.classList.add(ON);
  // What is watched → the part it stands for (an island's wrapper has no box: its first element stands in).
  const standsFor = new Map<Element, Element>();
  const io = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (!e.isIntersecting) continue;
        io.unobserve(e.target);
        standsFor.get(e.target)?.classList.add(ON);
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
    io.observe(watched);
  }
}

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
  void firstScreen.then(() =>
    loadFace().then(
      (faces) => {
        if (faces.length) remember();
        applyByParts();
      },
      () => applyByParts(),
    ),
  );
}
