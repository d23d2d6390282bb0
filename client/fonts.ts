/**
 * The full Pretendard faces (92 unicode-range slices) for characters the build-time subset lacks.
 * Loaded once the page is interactive so it never blocks the first paint; a browser downloads a
 * slice only when text on screen needs it.
 */
export function loadFallbackFonts() {
  const load = () => void import('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css');
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 1000);
}
