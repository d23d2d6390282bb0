/** Server data of the home page's main visual and of the desk's popup and slide pages. */
import type { AdminPopupsData, AdminSlidesData, SlideView } from '../../shared/content';
import { PHONE_MEDIA, slideSizes } from '../../shared/content';
import type { MediaImage } from '../../shared/media';
import { escapeHtml } from '../../shared/seo';
import { isDbReady } from '../db/connection';
import { DB_UNAVAILABLE, HttpError } from '../http/errors';
import type { PageLoaderTable } from '../http/page-loaders';
import { adminPopups, adminSlides, slideViews } from './views';

/**
 * The first slide is the page's largest paint: its image is preloaded at high priority, in the
 * format and crop the <picture> will choose (AVIF; the phone crop below 768 px when there is one).
 */
export function firstSlidePreload(slide: SlideView | undefined): string {
  if (!slide) return '';
  // The same srcset and sizes as the <source> it stands for (MainVisual.tsx), so the same file is chosen.
  const link = (image: MediaImage, media?: string) =>
    `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeHtml(image.srcset.avif)}" imagesizes="${escapeHtml(slideSizes(image))}"${media ? ` media="${media}"` : ''} fetchpriority="high">`;
  if (!slide.mobile) return link(slide.image);
  return [link(slide.mobile, PHONE_MEDIA), link(slide.image, '(min-width: 768px)')].join('\n    ');
}

export const contentPages = {
  home: async ({ now, app }) => {
    const slides = await slideViews(app.content.slidesAt(now));
    return { value: { slides }, ...(slides.length ? { head: firstSlidePreload(slides[0]) } : {}) };
  },
  'admin-popups': async ({ req, now }) => {
    const email = req.account?.email ?? null;
    const role = req.account?.role ?? null;
    if (!email) return { value: { email, role, items: [] } satisfies AdminPopupsData };
    if (!isDbReady()) throw new HttpError(503, DB_UNAVAILABLE);
    return { value: { email, role, items: await adminPopups(now) } };
  },
  'admin-slides': async ({ req, now }) => {
    const email = req.account?.email ?? null;
    const role = req.account?.role ?? null;
    if (!email) return { value: { email, role, items: [] } satisfies AdminSlidesData };
    if (!isDbReady()) throw new HttpError(503, DB_UNAVAILABLE);
    return { value: { email, role, items: await adminSlides(now) } };
  },
} satisfies PageLoaderTable;
