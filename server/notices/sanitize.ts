/**
 * The notice body's allow-list. A body is HTML from the desk's editor, but it is sanitised here on
 * every save and again on every render: a row written by an older version, a restore from the
 * database backup or a direct database edit is drawn through the same list as a fresh save.
 *
 * Kept: exactly what the desk's editor writes (paragraphs, headings, lists, quotes,
 * bold/italic/underline/strike, code, links, rules, line breaks) and library images, so a notice
 * opened in the editor and saved again loses nothing. Removed: scripts, every event attribute,
 * `style` and `class`, links other than http(s)/mailto/tel and site paths (so no `javascript:` or
 * `data:`), images outside the library (a library id, or an address of exactly the shape the
 * library makes: `/media/%2E%2E/…` would send every reader's browser to another path of the site),
 * tables and every iframe (the editor makes neither; a video belongs on the video pages).
 */
import sanitizeHtml from 'sanitize-html';
import { LIBRARY_IMAGE_SRC } from '../../shared/media';

/** A library id as the media library issues them (a Mongo ObjectId). */
const MEDIA_ID = /^[a-f0-9]{24}$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'hr', 'a', 'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'data-media-id'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // A heading level the site does not use in a body (h1 is the page title) reads as h2.
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    // A library image keeps its id; an address the library did not make goes (the page draws the id's own files).
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      return { tagName, attribs: src !== undefined && LIBRARY_IMAGE_SRC.test(src) ? attribs : rest };
    },
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      const { target: _target, rel: _rel, ...rest } = attribs;
      // An outside page opens in a new tab without access to this one; a site link stays in the tab.
      return { tagName, attribs: external ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest };
    },
  },
  exclusiveFilter: (frame) => {
    if (frame.tag === 'img') {
      const id = frame.attribs['data-media-id'];
      const src = frame.attribs.src ?? '';
      return !(id && MEDIA_ID.test(id)) && !LIBRARY_IMAGE_SRC.test(src);
    }
    return false;
  },
};

/** The body as stored and as rendered: only what the allow-list keeps. */
export function sanitizeNotice(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The words of a body, for a feed's description and the page's meta description. */
export function noticeText(html: string, max = 160): string {
  const text = decodeEntities(sanitizeHtml(html.replace(/<\/(p|h\d|li|blockquote|tr)>|<br\s*\/?>/gi, '$& '), { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
/** sanitize-html leaves text entity-escaped; a feed or a meta tag escapes it again itself. */
const decodeEntities = (s: string) =>
  s.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (m, e: string) =>
    e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : (ENTITIES[e] ?? m),
  );

/** Library ids of the images in a (sanitised) body. */
export function bodyMediaIds(html: string): string[] {
  return [...html.matchAll(/data-media-id="([a-f0-9]{24})"/g)].map((m) => m[1]!);
}
