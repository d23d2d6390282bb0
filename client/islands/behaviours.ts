/**
 * What the static parts of a visitor page do without React: the header's look once scrolled, the
 * sub-menu bar brought to the current item, and artwork fading in once loaded. A few lines of DOM
 * code each, so no page hydrates for them.
 */
import { watchFrames } from '../lazy-frames';

/** The header turns solid once the page has scrolled; artwork below the fold shows once past 200 px. */
function onScroll() {
  const header = document.querySelector('.site-header');
  const update = () => {
    const y = window.scrollY;
    header?.classList.toggle('is-scrolled', y > 0);
    if (y > 200) document.querySelectorAll('img.reveal:not(.is-visible)').forEach((img) => img.classList.add('is-visible'));
  };
  update();
  window.addEventListener('scroll', update, { passive: true });
}

/** Artwork fades in once loaded (an image already loaded shows at once). */
function revealImages() {
  document.querySelectorAll<HTMLImageElement>('img.reveal').forEach((img) => {
    const show = () => img.classList.add('is-visible');
    if (img.complete && img.naturalWidth > 0) show();
    else img.addEventListener('load', show, { once: true });
  });
}

/**
 * On a phone the sub-menu scrolls sideways: the current item is brought into view on load, and
 * a fade marks each edge that has more items beyond it.
 */
function submenuScroll() {
  const nav = document.querySelector<HTMLElement>('.submenu');
  if (!nav) return;
  const update = () => {
    nav.classList.toggle('fade-start', nav.scrollLeft > 2);
    nav.classList.toggle('fade-end', nav.scrollLeft + nav.clientWidth < nav.scrollWidth - 2);
  };
  const current = nav.querySelector<HTMLElement>('[aria-current="page"]');
  const centre = () => {
    if (!current || nav.scrollWidth <= nav.clientWidth) return;
    // Centre it horizontally without moving the page vertically (scrollIntoView would).
    const box = nav.getBoundingClientRect();
    const item = current.getBoundingClientRect();
    nav.scrollLeft += item.left - box.left - (nav.clientWidth - item.width) / 2;
  };
  centre();
  update();
  nav.addEventListener('scroll', update, { passive: true });
  window.addEventListener('resize', update);
  // The site font arrives after the first paint (site-font.ts) and changes the items' widths:
  // centre again then, unless the visitor has moved the bar by then.
  let moved = false;
  for (const type of ['pointerdown', 'wheel', 'keydown'] as const) nav.addEventListener(type, () => (moved = true), { once: true, passive: true });
  if (current && 'ResizeObserver' in window) {
    new ResizeObserver(() => {
      if (moved) return;
      centre();
      update();
    }).observe(current);
  }
}

export function startBehaviours() {
  onScroll();
  revealImages();
  submenuScroll();
  watchFrames();
}
