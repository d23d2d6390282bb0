/** Press board shapes shared by the API, the server loaders and the pages. */
import type { MediaImage } from './media';
import { kstDateDots, kstDateTimeDots } from './korean-format';
export const PRESS_PAGE_SIZE = 10;
/** Who the board names as an article's writer (the list, the article and the RSS feed). */
export const PRESS_AUTHOR = '관리자';
/** Articles an RSS feed holds, newest first. */
export const PRESS_FEED_SIZE = 20;

export interface PressListItem {
  id: string;
  title: string;
  summary: string;
  date: string; // ISO 8601
  views: number;
  /** The cover from the media library: the list's thumbnail and the article's og:image. */
  cover?: MediaImage;
}

/** A body line that places a library image: `[[image:<mediaId>]]`. */
export const PRESS_IMAGE_LINE = /^\[\[image:([0-9a-f]{24})\]\]$/;

export interface PressArticle extends PressListItem {
  content: string;
  /** The library id of the cover (the edit form shows it). */
  coverId?: string;
  /** Inline images of the body, by media id. */
  images?: Record<string, MediaImage>;
  /** ISO 8601, set when the article was edited. */
  updatedAt?: string;
}

export interface PressPage {
  items: PressListItem[];
  nextCursor: string | null;
}

/** Messages the board shows. */
export const PRESS_MESSAGES = {
  required: '제목과 요약은 필수 입력 항목입니다!',
  loginFailed: '로그인 실패: ',
  badCredentials: '이메일 또는 비밀번호가 올바르지 않습니다.',
  notFound: '보도자료를 찾을 수 없습니다.',
  nothingToChange: '수정할 항목(제목, 요약, 본문)을 하나 이상 보내 주세요.',
  confirmDelete: '이 보도자료를 삭제하시겠습니까? 삭제하면 되돌릴 수 없습니다.',
  boardNotFound: '존재하지 않는 게시판입니다.',
} as const;

// Korea time, written by the site's own formatter: server and browser render the same text (no hydration mismatch).
export const formatDate = (iso: string) => kstDateDots(iso);
export const formatDateTime = (iso: string) => kstDateTimeDots(iso);
