import { useEffect, useRef, useState, type FocusEvent } from 'react';
import type { ImageName } from '../images';
import { REDUCED_MOTION, useDocumentHidden, useMediaQuery } from '../hooks/useMediaQuery';
import { useLazyEmbla } from '../hooks/useLazyEmbla';
import { Img } from './Img';

export interface Slide {
  image: ImageName;
  title: string;
  description: string;
}

/** Auto-advance interval. */
export const SLIDE_DELAY_MS = 6000;
/** A drag further than this (px) moves one slide; a shorter one returns to where it started. */
export const SWIPE_THRESHOLD_PX = 50;

interface Props {
  slides: readonly Slide[];
  label: string;
  className?: string;
}

/**
 * Looping image carousel (embla, fetched once the page has hydrated): advances every 6 s while on screen, pauses while hovered,
 * focused, in a background tab or stopped with its pause button, and never auto-advances for
 * visitors who prefer reduced motion. Dots jump to a slide. Without scripts the slides scroll
 * sideways (noscript style in Home) and the controls are hidden.
 */
export function PremiumSlider({ slides, label, className = '' }: Props) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const viewportRef = useRef<HTMLDivElement>(null);
  // Once it has been on screen it stays a carousel (hiding it again keeps embla, which re-measures).
  const [seen, setSeen] = useState(false);
  const embla = useLazyEmbla(viewportRef, { loop: true, duration: reducedMotion ? 1 : 25 }, seen);
  const [selected, setSelected] = useState(0);
  // A dot pressed before embla has loaded: the slide to show once it is here.
  const wanted = useRef<number | null>(null);
  const [onScreen, setOnScreen] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const hidden = useDocumentHidden();
  const root = useRef<HTMLDivElement>(null);

  const autoplay = !stopped && !reducedMotion;
  const running = autoplay && onScreen && !hovered && !focused && !hidden;

  useEffect(() => {
    if (!embla) return;
    const sync = () => setSelected(embla.selectedScrollSnap());
    if (wanted.current !== null) embla.scrollTo(wanted.current, true);
    wanted.current = null;
    sync();
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla]);

  // Auto-advance: a fresh 6 s after every change of slide (manual ones included) and after each pause.
  useEffect(() => {
    if (!embla || !running) return;
    const timer = window.setTimeout(() => embla.scrollNext(), SLIDE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [embla, running, selected]);

  // Only while at least part of it is on screen (a collapsed accordion or the desktop layout
  // hides it with display: none, which never intersects); the carousel starts the first time.
  useEffect(() => {
    const el = root.current;
    if (!el || !('IntersectionObserver' in window)) {
      setSeen(true);
      return setOnScreen(true);
    }
    const io = new IntersectionObserver(
      ([entry]) => {
        setOnScreen(!!entry?.isIntersecting);
        if (entry?.isIntersecting) setSeen(true);
      },
      { threshold: 0.25 },
    );
    io.observe(el);
    return () => io.disconnect();
  }, []);

  // Swipe rule: embla drags the slides; once released, a drag longer than 50 px settles on the
  // neighbouring slide and a shorter one on the starting slide, whatever the flick speed.
  useEffect(() => {
    if (!embla) return;
    const viewport = embla.rootNode();
    let startX: number | null = null;
    let endX: number | null = null;
    let startIndex = 0;
    const onDown = (e: PointerEvent) => {
      if (!e.isPrimary) return;
      startX = e.clientX;
      endX = e.clientX;
      startIndex = embla.selectedScrollSnap();
    };
    const onMove = (e: PointerEvent) => {
      if (startX !== null && e.isPrimary) endX = e.clientX;
    };
    const onCancel = () => {
      startX = endX = null;
    };
    // Fires after embla has handled the release (its pointerUp event), so ours has the last word.
    const onRelease = () => {
      if (startX === null || endX === null) return;
      const dx = endX - startX;
      startX = endX = null;
      const count = embla.scrollSnapList().length;
      const shift = dx < -SWIPE_THRESHOLD_PX ? 1 : dx > SWIPE_THRESHOLD_PX ? -1 : 0;
      const target = (startIndex + shift + count) % count;
      if (embla.selectedScrollSnap() !== target) embla.scrollTo(target);
    };
    viewport.addEventListener('pointerdown', onDown);
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onMove);
    window.addEventListener('pointercancel', onCancel);
    embla.on('pointerUp', onRelease);
    // Swipes follow the rule from here on (embla moves the track a moment earlier, before this effect).
    viewport.setAttribute('data-swipe', 'ready');
    return () => {
      viewport.removeAttribute('data-swipe');
      viewport.removeEventListener('pointerdown', onDown);
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onMove);
      window.removeEventListener('pointercancel', onCancel);
      embla.off('pointerUp', onRelease);
    };
  }, [embla]);

  const onBlur = (e: FocusEvent) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <div
      ref={root}
      className={`slider ${className}`.trim()}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="slider-viewport" ref={viewportRef}>
        <div className="slider-container">
          {slides.map((s, i) => (
            <div
              key={s.image}
              className="slider-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${slides.length}`}
            >
              <Img name={s.image} alt="" />
              <div className="slider-caption">
                <strong>{s.title}</strong>
                <span>{s.description}</span>
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="slider-controls js-only">
        <button
          type="button"
          className={`slider-play${autoplay ? '' : ' is-stopped'}`}
          aria-label={autoplay ? '자동 넘김 멈춤' : '자동 넘김 시작'}
          onClick={() => setStopped((v) => !v)}
          hidden={reducedMotion}
        />
        <div className="slider-dots" role="group" aria-label="슬라이드 선택">
          {slides.map((s, i) => (
            <button
              key={s.image}
              type="button"
              className="slider-dot"
              aria-label={`${i + 1}번째 슬라이드 보기`}
              aria-current={i === selected ? 'true' : undefined}
              onClick={() => (embla ? embla.scrollTo(i, reducedMotion) : ((wanted.current = i), setSelected(i)))}
            />
          ))}
        </div>
      </div>
      {/* Announces the slide when it changes by request, not while it advances on its own. */}
      <p className="sr-only" aria-live={running ? 'off' : 'polite'} aria-atomic="true">
        {`${selected + 1} / ${slides.length}: ${slides[selected]!.title}`}
      </p>
    </div>
  );
}
