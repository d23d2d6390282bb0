/**
 * An embla carousel on `viewport`, started once `shown` (the carousel has been on screen). The
 * library is not part of what the page loads first: its fetch starts when the carousel is first
 * rendered in the browser (hydration, which itself waits for the first paint), so it is usually
 * here by the time the carousel is seen. Until then (and without scripts) the slides are plain
 * content. Started while hidden (display: none, a closed accordion), embla would not listen for
 * drags until a later resize re-initialised it.
 */
import { useEffect, useState, type RefObject } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';

let library: Promise<typeof import('embla-carousel')> | undefined;
const loadEmbla = () =>
  (library ??= import('embla-carousel').catch((err: unknown) => {
    library = undefined; // a later carousel tries again
    throw err;
  }));

export function useLazyEmbla(viewport: RefObject<HTMLElement | null>, options: EmblaOptionsType, shown: boolean): EmblaCarouselType | undefined {
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const optionsKey = JSON.stringify(options);
  // Started while rendering (idempotent, browser only) rather than after the commit: hydration
  // runs in slices, and a visitor may swipe as soon as it ends.
  if (typeof window !== 'undefined') void loadEmbla().catch(() => undefined);

  useEffect(() => {
    const el = viewport.current;
    if (!el || !shown) return;
    let instance: EmblaCarouselType | undefined;
    let cancelled = false;
    loadEmbla().then(
      ({ default: EmblaCarousel }) => {
        if (cancelled) return;
        instance = EmblaCarousel(el, JSON.parse(optionsKey) as EmblaOptionsType);
        setEmbla(instance);
      },
      () => undefined, // the slides stay plain, scrollable content
    );
    return () => {
      cancelled = true;
      instance?.destroy();
      setEmbla(undefined);
    };
  }, [viewport, optionsKey, shown]);

  return embla;
}
