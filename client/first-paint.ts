/**
 * Resolves once the first screen's main image (the one the server marked `fetchpriority="high"`)
 * has loaded and been painted, or after `capMs` at most. Islands then hydrate after the
 * visitor already sees the page, instead of holding that image's paint behind their work; a
 * missing or broken image never holds them back. (Its load event, not `decode()`: decoding an SVG
 * on request is main-thread work of its own, right when the image should be painting.)
 */
export function firstScreenPainted(capMs = 3000): Promise<void> {
  const img = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const loaded = !img || img.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        img.addEventListener('load', () => resolve(), { once: true });
        img.addEventListener('error', () => resolve(), { once: true });
      });
  const cap = new Promise<void>((resolve) => setTimeout(resolve, capMs));
  return Promise.race([loaded, cap])
    .then(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
    .then(() => (img ? Promise.race([imagePainted(img), cap]) : undefined));
}

/**
 * Where the browser reports its largest paints (Chromium), waits for the report naming the image:
 * a frame drawn after its load event is not yet on screen, and a fetch started before that paint
 * still competes with it. When the image is not the largest element (no report names it) or the
 * browser has no such reports, half a second after the load event stands for it.
 */
function imagePainted(img: HTMLImageElement): Promise<void> {
  const fallback = new Promise<void>((resolve) => setTimeout(resolve, 500));
  if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return fallback;
  const reported = new Promise<void>((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((e) => (e as PerformanceEntry & { element?: Element | null }).element === img)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
  return Promise.race([reported, fallback]);
}
