import type { MouseEvent } from 'react';
import { imageInfo, type ImageName } from '../images';
import { Img } from './Img';
import { showZoomPreview, zoomPreviewDismissed } from '../zoom/preview-dialog';

interface Props {
  name: ImageName;
  alt: string;
  priority?: boolean;
  className?: string;
}

/**
 * A plan or interior image that opens full screen with pinch-zoom and pan when tapped. The
 * viewer (PhotoSwipe) is fetched only on the first tap, and a preview dialog shows the image
 * meanwhile (preview-dialog.ts); before scripts run, or if the viewer cannot load, the link simply
 * opens the image file, which the browser lets the visitor zoom.
 */
export function ZoomImage({ name, alt, priority, className }: Props) {
  const { src, width, height } = imageInfo(name);
  const open = async (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    const trigger = e.currentTarget;
    // A tap held until this island was live opened the preview already; one closed since is not
    // opened again. Otherwise the preview answers this tap while the viewer loads.
    if (zoomPreviewDismissed(trigger)) return;
    showZoomPreview(trigger);
    try {
      const { openZoomViewer } = await import('../zoom/viewer');
      if (zoomPreviewDismissed(trigger)) return;
      await openZoomViewer({ src, width, height, alt }, trigger, true);
    } catch (err) {
      console.warn('zoom viewer unavailable', err);
      window.location.assign(src);
    }
  };
  return (
    <a href={src} className="zoom-link" onClick={open} aria-haspopup="dialog">
      <Img name={name} alt={alt} priority={priority} className={className} />
      <span className="zoom-hint" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="18" height="18" focusable="false">
          <path fill="currentColor" d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.42 1.4-5.39-5.38A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12zm1 2v3h3v2h-3v3H9v-3H6V9h3V6h2z" />
        </svg>
        크게 보기
      </span>
      <span className="sr-only"> (확대해서 보기)</span>
    </a>
  );
}
