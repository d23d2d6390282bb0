/**
 * What a page needs to draw a library file. The server builds these from the media library
 * (server/media/catalog.ts); pages only render them, so a visitor bundle never reaches the database.
 */

/** Widths the site draws images at (phone 1×/2×, content column, full width); variants stop at the original's width. */
export const IMAGE_WIDTHS = [390, 640, 960, 1280, 1920] as const;

/**
 * An image address exactly as the media library makes it (`/media/<key>-<width>.<avif|webp|jpg>`,
 * server/media/serve.ts) and nothing else: no `%2E%2E`, no second segment, nothing a browser
 * resolves to another path of the site. A notice body's plain `<img>` must have this shape.
 */
export const LIBRARY_IMAGE_SRC = /^\/media\/[0-9a-f]{24}-\d{1,5}\.(?:avif|webp|jpg)$/;

export interface MediaImage {
  id: string;
  kind: 'image';
  /** Korean alt text; a library image cannot be used without it. */
  alt: string;
  /** Intrinsic size of the largest variant: the box is reserved before anything loads. */
  width: number;
  height: number;
  /** A CSS colour (the image's dominant one) painted behind the image while it loads. */
  placeholder: string;
  /** The largest JPEG: the fallback `src`, og:image. */
  src: string;
  /** `srcset` strings per format, widths ascending (`url 390w, url 640w, …`). */
  srcset: { avif: string; webp: string; jpeg: string };
}

export interface MediaDocument {
  id: string;
  kind: 'pdf';
  title: string;
  url: string;
  bytes: number;
}

export type MediaItem = MediaImage | MediaDocument;

/** Where a library file is used: the desk lists it, and a file in use cannot be deleted. */
export interface MediaUse {
  mediaId: string;
  /** Korean, for the desk: "팝업 · 견본주택 그랜드 오픈". */
  label: string;
  /** Desk page to go to, when there is one. */
  href?: string;
}
