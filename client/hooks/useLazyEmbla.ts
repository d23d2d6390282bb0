/**
 * An embla carousel on `viewport`, with the library fetched once the page is interactive (when the
 * browser is next idle) instead of with the page: embla stays out of the JavaScript the home page
 * needs before it is interactive. Until then (and without scripts) the slides are plain content.
 */
import { useEffect, useState, type RefObject } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';

const whenIdle = (run: () => void): (() => void) => {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
};

export function useLazyEmbla(viewport: RefObject<HTMLElement | null>, options: EmblaOptionsType): EmblaCarouselType | undefined {
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const optionsKey = JSON.stringify(options);

  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    let instance: EmblaCarouselType | undefined;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      void import('embla-carousel').then(({ default: EmblaCarousel }) => {
        if (cancelled) return;
        instance = EmblaCarousel(el, JSON.parse(optionsKey) as EmblaOptionsType);
        setEmbla(instance);
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
      instance?.destroy();
      setEmbla(undefined);
    };
  }, [viewport, optionsKey]);

  return embla;
}
