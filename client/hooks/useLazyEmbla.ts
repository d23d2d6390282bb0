/**
 * An embla carousel on `viewport`, with the library fetched once the page has hydrated instead of
 * with the page: embla stays out of the JavaScript the home page needs before it is interactive.
 * Until it is here (and without scripts) the slides are plain content.
 */
import { useEffect, useState, type RefObject } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';

export function useLazyEmbla(viewport: RefObject<HTMLElement | null>, options: EmblaOptionsType): EmblaCarouselType | undefined {
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const optionsKey = JSON.stringify(options);

  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    let instance: EmblaCarouselType | undefined;
    let cancelled = false;
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (cancelled) return;
      instance = EmblaCarousel(el, JSON.parse(optionsKey) as EmblaOptionsType);
      setEmbla(instance);
    });
    return () => {
      cancelled = true;
      instance?.destroy();
      setEmbla(undefined);
    };
  }, [viewport, optionsKey]);

  return embla;
}
