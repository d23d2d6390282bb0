/** The media library as the desk lists it (GET /api/admin/media and the desk page). */
import type { Role } from './permissions';
import type { MediaUse } from './media';
import type { DocumentListItem } from './documents';

export interface MediaListItem {
  id: string;
  kind: 'image' | 'pdf';
  /** The file itself (an image: its largest JPEG). */
  url: string;
  fileName: string;
  bytes: number;
  alt?: string;
  title?: string;
  width?: number;
  height?: number;
  placeholder?: string;
  /** A small WebP for the list. */
  thumb?: string;
  createdAt: string;
  uses: MediaUse[];
}

export interface MediaListFilter {
  kind?: 'image' | 'pdf';
  /** Words in the alt text, title or file name. */
  q?: string;
  /** Only files a page can use (`ready=1`): images with alt text, PDFs with a title (the pickers). */
  ready?: boolean;
}

/** One page of the library (GET /api/admin/media?page=&kind=&q=&per=&ready=), newest first. */
export interface MediaListPage {
  items: MediaListItem[];
  filter: MediaListFilter;
  page: number;
  pages: number;
  total: number;
}

export interface AdminMediaData extends MediaListPage {
  email: string | null;
  role?: Role | null;
}

export interface AdminDocumentsData {
  email: string | null;
  role?: Role | null;
  items: DocumentListItem[];
  /** Library PDFs with a title, to choose a version from. */
  pdfs: { id: string; title: string; fileName: string; createdAt: string }[];
}

/** Upload limits, shown on the desk (the server enforces them). */
export const MEDIA_UPLOAD_HINT = 'JPEG·PNG·WebP·AVIF 이미지(20MB, 4,000만 화소 이하) 또는 PDF(30MB 이하)';
