/** What a row of the route table says about its page (shared/routes.ts assembles the table). */
import type { PageKey, SectionKey } from '../menu';
import type { Permission } from '../permissions';

export interface PageRoute {
  /** Canonical path, in the spec's casing. May hold `:site` / `:id` / `:token` parameters. */
  path: string;
  /** Other spellings that serve the same page; the canonical link still uses `path`. */
  aliases?: string[];
  page: PageKey;
  section?: SectionKey;
  /** Unit type shown by shared floor-plan and interior pages. */
  unit?: string;
  title: string;
  description: string;
  keywords?: string[];
  /** Rendered per request (database data): never served from the HTML cache. */
  dynamic?: boolean;
  /** Kept out of search engines and the sitemap (result and administrator pages). */
  noindex?: boolean;
  /**
   * Desk pages: what the signed-in account must be allowed (shared/permissions.ts). The server
   * checks it before the page's loader runs (403 otherwise) and the desk menu (desk-menu.ts)
   * shows the page only to the roles holding it.
   */
  permission?: Permission;
}
