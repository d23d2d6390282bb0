/** Documents with a stable address (`/docs/{slug}.pdf`) as pages and the desk show them. */

export interface DocumentVersionView {
  mediaId: string;
  title: string;
  /** The version's own file (immutable address); null if its file is gone. */
  url: string | null;
  bytes: number;
  /** What changed (정정 사유), when given. */
  note: string | null;
  at: string;
  /** Korea-time day of the version, `YYYY-MM-DD`. */
  day: string;
  current: boolean;
}

/** The 입주자모집공고 page: the stable address once a document is set, and every version newest first. */
export interface AnnouncementPageData {
  /** `/docs/announcement.pdf` once the desk has set it; null: the page links the static PDF. */
  url: string | null;
  versions: DocumentVersionView[];
}

export interface DocumentListItem {
  slug: string;
  url: string;
  label: string | null;
  updatedAt: string;
  versions: DocumentVersionView[];
}
