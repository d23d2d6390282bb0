/** Notice (공지사항) shapes shared by the desk API, the server loaders and the pages. */
import type { MediaDocument, MediaImage } from './media';

/** Notices a board page shows (pinned first, then newest first). */
export const NOTICE_PAGE_SIZE = 10;
/** Notices the RSS feed holds, newest first. */
export const NOTICE_FEED_SIZE = 20;
/** The board's address; a notice is `${NOTICE_BOARD_PATH}/:id`. */
export const NOTICE_BOARD_PATH = '/SalesInfo/notice';
export const noticeUrl = (id: string) => `${NOTICE_BOARD_PATH}/${id}`;

/** Who the board names as a notice's writer (the list, the notice and the feed). */
export const NOTICE_AUTHOR = '분양사무소';

export interface NoticeListItem {
  id: string;
  title: string;
  pinned: boolean;
  /** ISO 8601: when it shows on the board (its date there). */
  publishAt: string;
  /** Has attachments (the board marks them). */
  files: number;
}

export interface NoticeBoardData {
  items: NoticeListItem[];
  page: number;
  pages: number;
  total: number;
}

/** A notice as a visitor reads it: the body already sanitised, its images drawn from the library. */
export interface NoticeView extends NoticeListItem {
  /** Sanitised HTML. */
  html: string;
  updatedAt?: string;
  attachments: (MediaDocument | MediaImage)[];
}

export interface NoticeDetailData {
  /** Null: no such notice, or not published yet (answered 404). */
  notice: NoticeView | null;
  prev: { id: string; title: string } | null;
  next: { id: string; title: string } | null;
}

/** The fields an edit changes, as kept in each revision. */
/** Who may read a notice: everyone (the board, its feed, the sitemap) or contract holders only (/my). */
export const NOTICE_AUDIENCES = ['public', 'holders'] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];
export const NOTICE_AUDIENCE_LABELS: Record<NoticeAudience, string> = { public: '전체 공개', holders: '계약자 전용' };

export interface NoticeFields {
  title: string;
  body: string;
  pinned: boolean;
  /** 'holders': shown only on /my, never on the public board, its page, the feed or the sitemap. */
  audience: NoticeAudience;
  /** ISO 8601, or null for a draft. */
  publishAt: string | null;
  attachments: string[];
}

export type NoticeState = 'draft' | 'scheduled' | 'published';

export interface AdminNotice extends NoticeFields {
  id: string;
  url: string;
  state: NoticeState;
  createdAt: string;
  updatedAt: string;
  /** Who wrote it first and who changed it last (desk e-mail). */
  createdBy: string;
  updatedBy: string;
  revisions: number;
}

/** One earlier version: what the notice said before an edit, who made that edit and when. */
export interface NoticeRevision extends NoticeFields {
  rev: number;
  at: string;
  by: string;
}

export const NOTICE_STATE_LABELS: Record<NoticeState, string> = { draft: '임시저장', scheduled: '예약', published: '게시 중' };

export const NOTICE_MESSAGES = {
  invalid: '입력하신 공지 내용을 확인해 주세요.',
  audience: "공개 대상은 'public'(전체 공개) 또는 'holders'(계약자 전용)입니다.",
  title: '제목을 입력해 주세요.',
  titleLong: '제목은 200자 이내로 입력해 주세요.',
  body: '본문을 입력해 주세요.',
  bodyLong: '본문이 너무 깁니다. 200,000자 이내로 줄여 주세요.',
  publishAt: '게시 시각 형식이 올바르지 않습니다. (예: 2026-12-01T09:00)',
  attachments: '첨부 파일은 20개까지, 자료실의 파일만 선택할 수 있습니다.',
  unknownMedia: '자료실에서 찾을 수 없는 첨부 파일이 있습니다. 다시 선택해 주세요.',
  nothingToChange: '수정할 항목을 하나 이상 보내 주세요.',
  notFound: '공지사항을 찾을 수 없습니다.',
  revisionNotFound: '해당 수정 이력을 찾을 수 없습니다.',
  page: '페이지 번호가 올바르지 않습니다.',
} as const;

export interface AdminNoticesData {
  email: string | null;
  role?: import('./permissions').Role | null;
  items: AdminNotice[];
  /** Filter of the list (a GET form). */
  filter: { state?: NoticeState; q?: string };
  page: number;
  pages: number;
}

export interface AdminNoticeEditData {
  email: string | null;
  role?: import('./permissions').Role | null;
  /** Null: a new notice. */
  notice: AdminNotice | null;
  revisions: NoticeRevision[];
}
