/** Safe file names for uploads: what a visitor's browser saves a PDF as, whatever the upload was called. */

/**
 * `../../공고문.pdf` → `공고문.pdf`: the last path segment only, letters (Hangul included), digits,
 * spaces, dots, hyphens, underscores and brackets kept, no leading dot, at most 100 characters,
 * always ending `.pdf`.
 */
export function safePdfName(original: string): string {
  const last = original.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const stem = last
    .replace(/\.pdf$/i, '')
    .replace(/[^\p{L}\p{N} ._()[\]-]/gu, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/\s+/g, ' ')
    .replace(/^[\s._-]+|[\s._-]+$/g, '')
    .slice(0, 96);
  return `${stem || 'document'}.pdf`;
}

/** RFC 6266/5987: `inline; filename="ascii fallback"; filename*=UTF-8''percent-encoded`. */
export function inlineDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
