/**
 * The site's Pretendard subset (scripts/subset-font.mjs) is added from here, not by an @font-face
 * rule in the page's CSS. A rule would make the browser fetch its 97 KB as soon as text is laid
 * out, sharing a phone's slow link with the first screen's main image; here it is fetched once that
 * image has painted (text shows in the fallback fonts until then, as `font-display: swap` would on a
 * slow link anyway; line boxes do not move when it swaps: tests/e2e/split-bundles.spec.ts). Once this device has it, later pages add it at once, from cache.
 */
import fontUrl from './styles/fonts/pretendard-site.woff2?url';

const FLAG = 'site-font';

function add() {
  const face = new FontFace('Pretendard Site', `url(${fontUrl}) format('woff2')`, { weight: '400 800', style: 'normal', display: 'swap' });
  document.fonts.add(face);
  face.load().then(
    () => {
      try {
        localStorage.setItem(FLAG, fontUrl);
      } catch {
        // storage unavailable: the next page waits for its image again
      }
    },
    () => {
      // offline or blocked: the fallback fonts stay
    },
  );
}

/** Adds the site font now if this device has fetched it before, else once `firstScreen` resolves. */
export function loadSiteFont(firstScreen: Promise<void>) {
  if (typeof FontFace === 'undefined') return;
  let cached = false;
  try {
    cached = localStorage.getItem(FLAG) === fontUrl;
  } catch {
    // storage unavailable: treat as a first visit
  }
  if (cached) add();
  else void firstScreen.then(add);
}
