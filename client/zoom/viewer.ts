/**
 * Full-screen image viewer (PhotoSwipe): pinch-zoom and pan on touch, wheel zoom and keyboard on
 * desktop, closed by X, Escape or the browser's Back. Loaded on demand by ZoomImage only.
 */
import PhotoSwipe from 'photoswipe';
import 'photoswipe/style.css';
import { handOverZoomPreview } from './preview-dialog';

interface Slide {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * Opens the viewer on `slide`. `fromPreview`: the boot script's preview dialog shows the image
 * already (preview-dialog.ts): the viewer opens without its zoom-in and takes the preview's place
 * and its history entry.
 */
export async function openZoomViewer(slide: Slide, returnFocusTo: HTMLElement, fromPreview = false): Promise<void> {
  const pswp = new PhotoSwipe({
    dataSource: [{ src: slide.src, width: slide.width, height: slide.height, alt: slide.alt }],
    // Plans carry small room labels: allow zooming well past "fit".
    initialZoomLevel: 'fit',
    secondaryZoomLevel: 2,
    maxZoomLevel: 6,
    wheelToZoom: true,
    bgOpacity: 1,
    closeTitle: '닫기 (Esc)',
    zoomTitle: '확대/축소',
    arrowPrevTitle: '이전',
    arrowNextTitle: '다음',
    errorMsg: '이미지를 불러오지 못했습니다.',
    indexIndicatorSep: ' / ',
    returnFocus: false,
    showHideAnimationType: fromPreview ? 'none' : 'zoom',
  });

  // Back closes the viewer instead of leaving the page (the interest popup does the same), at any
  // moment: PhotoSwipe ignores close() during its opening animation (and destroy() then only
  // closes), so a Back pressed meanwhile closes it the moment the opening ends.
  if (fromPreview) history.replaceState({ ...history.state, zoomPreview: false, zoom: true }, '');
  else history.pushState({ ...history.state, zoom: true }, '');
  const onPop = () => {
    if (pswp.opener.isOpen) pswp.close();
    else pswp.on('openingAnimationEnd', () => pswp.close());
  };
  window.addEventListener('popstate', onPop);
  pswp.on('destroy', () => {
    window.removeEventListener('popstate', onPop);
    if (history.state?.zoom) history.back();
    returnFocusTo.focus();
  });
  pswp.on('firstUpdate', () => {
    pswp.element?.setAttribute('aria-label', `${slide.alt} 확대 보기`);
  });
  pswp.init();
  if (fromPreview) handOverZoomPreview(returnFocusTo);
}
