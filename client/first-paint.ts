/**
 * Resolves once the first screen's main image has loaded and been painted, or after `capMs` at
 * most. Islands then hydrate after the visitor already sees the page, instead of holding that
 * image's paint behind their work; a missing or broken image never holds them back. (Its load
 * event, not `decode()`: decoding an SVG on request is main-thread work of its own, right when the
 * image should be painting.)
 *
 * The server marks each first-screen image `fetchpriority="high"`; a page may have two (a sub-page's
 * banner above its document artwork). The main one is the largest on screen: waiting for the first
 * one alone let the site font's fetch start before the larger image had painted, and compete with it.
 */
export function firstScreenPainted(capMs = 3000): Promise<void> {
  const images = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  const loaded = Promise.all(
    images.map((img) =>
      img.complete
        ? undefined
        : new Promise<void>((resolve) => {
            img.addEventListener('load', () => resolve(), { once: true });
            img.addEventListener('error', () => resolve(), { once: true });
          }),
    ),
  );
  const cap = new Promise<void>((resolve) => setTimeout(resolve, capMs));
  return Promise.race([loaded, cap])
    .then(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
    .then(() => {
      const main = largestOnScreen(images);
      return main ? Promise.race([imagePainted(main), cap]) : undefined;
    });
}

/** The image with the largest area inside the viewport (what the browser weighs for its largest paint). */
function largestOnScreen(images: HTMLImageElement[]): HTMLImageElement | undefined {
  let best: HTMLImageElement | undefined;
  let bestArea = 0;
  for (const img of images) {
    const r = img.getBoundingClientRect();
    const w = Math.min(r.right, window.innerWidth) - Math.max(r.left, 0);
    const h = Math.min(r.bottom, window.innerHeight) - Math.max(r.top, 0);
    const area = w > 0 && h > 0 ? w * h : 0;
    if (area > bestArea) [best, bestArea] = [img, area];
  }
  return best;
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
