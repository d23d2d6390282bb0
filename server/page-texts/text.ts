/** The text of a rendered visitor page, as a reader reads it: one line per block, no markup. */
import sanitizeHtml from 'sanitize-html';
import { isAdminPath, pages } from '../../shared/routes';

/**
 * Visitor pages whose words are in the code and the site config: not the per-request (dynamic)
 * ones, whose words come from the database and are kept there (notices keep revisions, the
 * schedule its change history), nor per-person links. `:site` is the default press board.
 */
export function recordedPaths(defaultSite: string): { path: string; title: string }[] {
  return pages
    .filter((r) => !r.dynamic && !isAdminPath(r.path) && !/:(id|token)\b/.test(r.path))
    .map((r) => ({ path: r.path.replace(':site', defaultSite), title: r.title }));
}

const BLOCK_END = /<\/(p|li|h[1-6]|tr|dd|div|section|header|ul|ol|table|caption|figcaption|blockquote|summary)>|<br\s*\/?>/gi;
/** Ends of inline parts that stand apart from the next words (a note, a button, a term and its text). */
const PART_END = /<\/(t[dh]|dt|small|button|label)>/gi;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The part of the page that is its own: the main content and the footer's facts, not the menus. */
function ownParts(html: string): string {
  const main = /<main\b[\s\S]*?<\/main>/i.exec(html)?.[0] ?? '';
  const info = html.indexOf('<div class="footer-info">');
  const footer = info >= 0 ? html.slice(info, html.indexOf('</footer>', info)) : '';
  return main || footer ? `${main}\n${footer}` : html;
}

/** The words of the page (its main content and the footer's disclosures), one line per block. */
export function pageText(html: string): string {
  const marked = ownParts(html).replace(/<small\b/gi, '\n<small').replace(BLOCK_END, (tag) => `${tag}\n`).replace(PART_END, (tag) => `${tag} `);
  const text = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {}, nonTextTags: ['script', 'style', 'textarea', 'noscript', 'template', 'svg'] });
  return text
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, e: string) => ENTITIES[e]!)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
