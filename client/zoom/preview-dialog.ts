/**
 * The zoom's first answer (issue 40): a tap on a plan or interior image opens a full-screen
 * dialog with the image at once, from plain DOM code in the boot script, while the viewer
 * (PhotoSwipe, 17 KB) is still on its way. The viewer then takes the dialog's place without a
 * frame between them; closed before then (닫기, Escape, Back), the viewer never opens.
 */

const previews = new WeakMap<Element, HTMLDialogElement>();
/** Each open preview's Back listener, removed when it closes or is handed over. */
const backListeners = new WeakMap<HTMLDialogElement, () => void>();

/** The image the link opens: the one it shows now (already decoded), or the file it links to. */
function imageOf(link: HTMLAnchorElement) {
  const img = link.querySelector('img');
  return { src: img?.currentSrc || img?.src || link.href, alt: img?.alt ?? '' };
}

/** Opens the preview for `link` (once; a second tap while it is open keeps it) and returns it. */
export function showZoomPreview(link: HTMLAnchorElement): HTMLDialogElement {
  const open = previews.get(link);
  if (open?.open) return open;
  const { src, alt } = imageOf(link);
  const dialog = document.createElement('dialog');
  dialog.className = 'zoom-preview';
  dialog.setAttribute('aria-label', `${alt} 확대 보기`);
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'zoom-preview-close';
  close.textContent = '닫기';
  const img = document.createElement('img');
  img.src = src;
  img.alt = alt;
  dialog.append(close, img);
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => {
    // Closed by the visitor (not handed over to the viewer): the viewer must not open after it.
    if (dialog.dataset.handedOver === undefined) {
      dialog.dataset.dismissed = '';
      if (history.state?.zoomPreview) history.back();
      link.focus();
    }
    window.removeEventListener('popstate', onBack);
  });
  // Back closes it, as it closes the viewer and the interest popup.
  const onBack = () => dialog.open && dialog.close();
  history.pushState({ ...history.state, zoomPreview: true }, '');
  window.addEventListener('popstate', onBack);
  backListeners.set(dialog, onBack);
  document.body.append(dialog);
  dialog.showModal();
  previews.set(link, dialog);
  return dialog;
}

/** The preview of `link`, if one was opened and not yet handed over. */
export function zoomPreviewOf(link: Element): HTMLDialogElement | undefined {
  return previews.get(link);
}

/** True when the visitor closed the preview before the viewer came (it is then removed). */
export function zoomPreviewDismissed(link: Element): boolean {
  const dialog = previews.get(link);
  if (!dialog || dialog.dataset.dismissed === undefined) return false;
  previews.delete(link);
  dialog.remove();
  return true;
}

/** The viewer is open under the preview: the preview goes, leaving its history entry to the viewer. */
export function handOverZoomPreview(link: Element) {
  const dialog = previews.get(link);
  previews.delete(link);
  if (!dialog) return;
  dialog.dataset.handedOver = '';
  window.removeEventListener('popstate', backListeners.get(dialog)!);
  dialog.close();
  dialog.remove();
}
