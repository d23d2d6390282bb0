import { useEffect, useRef } from 'react';
import { LAZY_FRAME_ATTR, watchFrame } from '../lazy-frames';

interface Props {
  src: string;
  title: string;
  /** Intrinsic size, used for the aspect ratio of the box reserved before the frame loads. */
  width: number;
  height: number;
  allow?: string;
  className?: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A third-party frame (video player, VR tour) mounted only once its box scrolls into view, so it
 * never competes with the first paint. Without scripts a plain link opens the same page. The box's
 * content is HTML that React leaves alone (the frame is put in by client/lazy-frames.ts, on pages
 * that never load React as well).
 */
export function LazyFrame({ src, title, width, height, allow, className = '' }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (box.current) watchFrame(box.current);
  }, [src]);
  const link = `<a class="frame-placeholder" href="${escapeHtml(src)}" target="_blank" rel="noopener noreferrer">${escapeHtml(title)} 보기<span class="sr-only"> (새 창)</span></a>`;
  return (
    <div
      ref={box}
      className={`frame-box ${className}`.trim()}
      style={{ aspectRatio: `${width} / ${height}` }}
      {...{ [LAZY_FRAME_ATTR]: '' }}
      data-src={src}
      data-title={title}
      data-width={width}
      data-height={height}
      data-allow={allow}
      dangerouslySetInnerHTML={{ __html: link }}
    />
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
