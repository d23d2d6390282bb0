/**
 * Resolves once the first screen's main image (the one the server marked `fetchpriority="high"`)
 * has loaded and a frame has been drawn, or after `capMs` at most. Islands then hydrate after the
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
  return Promise.race([loaded, cap]).then(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}
