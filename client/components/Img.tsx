import { useEffect, useRef, useState } from 'react';
import { imageInfo, type ImageName } from '../images';
import { useScrolledPast } from '../hooks/useScrollY';

interface Props {
  name: ImageName;
  alt: string;
  /** Above the fold: load eagerly with high priority instead of lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * Artwork with its intrinsic size; fades in once loaded or once the page scrolls past 200 px.
 * Priority (above-the-fold) images paint at once: waiting for the script to reveal them would
 * hold back the page's largest paint.
 */
export function Img({ name, alt, priority = false, className = '' }: Props) {
  const { src, width, height } = imageInfo(name);
  const ref = useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = useState(false);
  const scrolled = useScrolledPast(200);

  // An image that finished loading before hydration fires no load event React can see.
  useEffect(() => {
    if (ref.current?.complete) setLoaded(true);
  }, [src]);

  return (
    <img
      ref={ref}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onLoad={() => setLoaded(true)}
      className={`img${priority ? '' : ` reveal${loaded || scrolled ? ' is-visible' : ''}`} ${className}`.trim()}
    />
  );
}
