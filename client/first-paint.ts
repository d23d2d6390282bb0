/**
 * Resolves once the first screen's main image (the one the server marked `fetchpriority="high"`)
 * is decoded and a frame has been drawn, or after `capMs` at most. Hydration then runs after the
 * visitor already sees the page, instead of holding that image's paint behind a long task; a
 * missing or broken image never holds hydration back.
 */
export function firstScreenPainted(capMs = 3000): Promise<void> {
  const img = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const decoded = img ? img.decode().catch(() => undefined) : Promise.resolve();
  const cap = new Promise<void>((resolve) => setTimeout(resolve, capMs));
  return Promise.race([decoded, cap]).then(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}
