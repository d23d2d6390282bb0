/**
 * The full Pretendard faces (92 unicode-range slices) for characters the build-time subset lacks:
 * text the build never saw, that is press articles and what visitors type. Adding 92 @font-face
 * rules makes the browser match fonts for every text node again, a long style recalculation on a
 * slow phone that used to land right on the hero image's paint. So they load only where such text
 * can appear: on the press pages once idle, elsewhere when a field is first typed into.
 */
const load = () => void import('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css');

let started = false;
const once = () => {
  if (started) return;
  started = true;
  load();
};

/** `always`: the desk, whose tables show names and notes the build never saw. */
export function loadFallbackFonts({ always = false } = {}) {
  if (always || /\/press(\/|$)/.test(window.location.pathname)) {
    if ('requestIdleCallback' in window) window.requestIdleCallback(once, { timeout: 3000 });
    else setTimeout(once, 1000);
    return;
  }
  document.addEventListener('input', once, { once: true, capture: true });
}
