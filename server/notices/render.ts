/**
 * A notice as a visitor reads it: the stored body sanitised again (sanitize.ts), its library images
 * drawn with AVIF/WebP/JPEG `srcset`, intrinsic size and alt text from the library, and its
 * attachments resolved through the media catalog (unknown or removed files are left out).
 */
import type { MediaImage, MediaItem } from '../../shared/media';
import type { NoticeView } from '../../shared/notices';
import { findMedia } from '../media/catalog';
import { bodyMediaIds, sanitizeNotice } from './sanitize';

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** The body column is at most 860 px wide; a phone draws it at the screen's width. */
const SIZES = '(max-width: 900px) 100vw, 860px';

function picture(img: MediaImage, alt: string): string {
  return (
    `<picture>` +
    `<source type="image/avif" srcset="${attr(img.srcset.avif)}" sizes="${SIZES}">` +
    `<source type="image/webp" srcset="${attr(img.srcset.webp)}" sizes="${SIZES}">` +
    `<img src="${attr(img.src)}" srcset="${attr(img.srcset.jpeg)}" sizes="${SIZES}" alt="${attr(alt || img.alt)}" width="${img.width}" height="${img.height}" loading="lazy" decoding="async">` +
    `</picture>`
  );
}

/**
 * Replaces each library image of a sanitised body by its `<picture>`. The tags matched here are
 * sanitize-html's own output (quoted, escaped attributes), so a regular expression reads them
 * reliably; an image whose file is gone from the library is dropped rather than left broken.
 */
export function drawImages(html: string, media: Map<string, MediaItem>): string {
  return html.replace(/<img\b[^>]*>/g, (tag) => {
    const id = /data-media-id="([a-f0-9]{24})"/.exec(tag)?.[1];
    if (!id) return tag.replace(/<img\b/, '<img loading="lazy" decoding="async"');
    const item = media.get(id);
    if (!item || item.kind !== 'image') return '';
    const alt = /\balt="([^"]*)"/.exec(tag)?.[1];
    return picture(item, alt ? alt.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&') : '');
  });
}

interface Stored {
  _id: unknown;
  title: string;
  body: string;
  pinned: boolean;
  publishAt: Date;
  attachments: string[];
  createdAt: Date;
  updatedAt: Date;
}

export async function noticeView(row: Stored): Promise<NoticeView> {
  const body = sanitizeNotice(row.body);
  const media = await findMedia([...bodyMediaIds(body), ...row.attachments]);
  const attachments = row.attachments.map((id) => media.get(id)).filter((m): m is MediaItem => !!m);
  // An edit after publication shows as 수정일.
  const edited = row.updatedAt.getTime() > Math.max(row.publishAt.getTime(), row.createdAt.getTime()) + 60_000;
  return {
    id: String(row._id),
    title: row.title,
    pinned: row.pinned,
    publishAt: row.publishAt.toISOString(),
    files: attachments.length,
    html: drawImages(body, media),
    attachments,
    ...(edited ? { updatedAt: row.updatedAt.toISOString() } : {}),
  };
}
