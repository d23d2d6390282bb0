import { useEffect, useRef, useState } from 'react';

interface Props {
  src: string;
  title: string;
  /** Intrinsic size, used for the aspect ratio of the box reserved before the frame loads. */
  width: number;
  height: number;
  allow?: string;
  className?: string;
}

/**
 * A third-party frame (video player, VR tour) mounted only once its box scrolls into view, so it
 * never competes with the first paint. Without scripts a plain link opens the same page.
 */
export function LazyFrame({ src, title, width, height, allow, className = '' }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const el = box.current;
    if (!el || inView) return;
    if (!('IntersectionObserver' in window)) return setInView(true);
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setInView(true);
        io.disconnect();
      }
    }, { rootMargin: '200px' });
    io.observe(el);
    return () => io.disconnect();
  }, [inView]);

  return (
    <div ref={box} className={`frame-box ${className}`.trim()} style={{ aspectRatio: `${width} / ${height}` }}>
      {inView ? (
        <iframe src={src} title={title} width={width} height={height} allow={allow} allowFullScreen loading="lazy" />
      ) : (
        <a className="frame-placeholder" href={src} target="_blank" rel="noopener noreferrer">
          {title} 보기<span className="sr-only"> (새 창)</span>
        </a>
      )}
    </div>
  );
}

/** Autoplaying embed URL: browsers only autoplay muted video. */
export function autoplayUrl(src: string): string {
  const url = new URL(src, 'https://placeholder.invalid');
  url.searchParams.set('autoplay', '1');
  url.searchParams.set('mute', '1');
  url.searchParams.set('playsinline', '1');
  url.searchParams.set('rel', '0');
  return url.origin === 'https://placeholder.invalid' ? url.pathname + url.search : url.toString();
}
