import type { MediaImage } from '../../shared/media';

interface Props {
  image: MediaImage;
  /** The `sizes` attribute: how wide the image is drawn (e.g. '(max-width: 640px) 100vw, 860px'). */
  sizes: string;
  className?: string;
  /** Above the fold: fetched at once (never lazy). */
  priority?: boolean;
  /** Next to text saying the same (a list's thumbnail beside its title): no alt text read twice. */
  decorative?: boolean;
}

/**
 * A media library image: AVIF, then WebP, then JPEG at the site's widths, the browser choosing by
 * `sizes`; the intrinsic width and height reserve the box (no layout shift) and the dominant
 * colour fills it while the image loads.
 */
export function MediaPicture({ image, sizes, className, priority, decorative }: Props) {
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={image.srcset.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.srcset.webp} sizes={sizes} />
      <img
        src={image.src}
        srcSet={image.srcset.jpeg}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={decorative ? '' : image.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        {...(priority ? { fetchPriority: 'high' as const } : {})}
        style={{ backgroundColor: image.placeholder }}
      />
    </picture>
  );
}
