/**
 * Popups (팝업 공지) and the home page's main visual (메인 비주얼) as pages and the desk see them.
 * The server resolves library ids into images (shared/media.ts); these types carry the result.
 */
import type { MediaImage } from './media';
import { kstDay } from './kst';

export const POPUP_WHERE = ['home', 'all'] as const;
export type PopupWhere = (typeof POPUP_WHERE)[number];
export const POPUP_WHERE_LABELS: Record<PopupWhere, string> = { home: '메인 페이지만', all: '모든 방문자 페이지' };

/** Popups shown at once at most (one at a time on a phone). */
export const MAX_POPUPS = 3;

/** A popup as a visitor's page draws it. */
export interface PopupView {
  id: string;
  title: string;
  text?: string;
  link?: string;
  image?: MediaImage;
}

/** A slide of the main visual; `mobile` is the phone crop. */
export interface SlideView {
  id: string;
  title: string;
  subtitle?: string;
  link?: string;
  image: MediaImage;
  mobile?: MediaImage;
}

export type ScheduleState = 'active' | 'scheduled' | 'ended' | 'off';
export const SCHEDULE_STATE_LABELS: Record<ScheduleState, string> = { active: '게시 중', scheduled: '게시 예정', ended: '게시 종료', off: '꺼짐' };

export interface AdminPopup {
  id: string;
  title: string;
  text?: string;
  mediaId?: string;
  link?: string;
  startsAt: string;
  endsAt: string;
  where: PopupWhere;
  order: number;
  enabled: boolean;
  state: ScheduleState;
  updatedAt: string;
  image?: MediaImage;
}

export interface AdminSlide {
  id: string;
  title: string;
  subtitle?: string;
  mediaId: string;
  mobileMediaId?: string;
  link?: string;
  startsAt?: string;
  endsAt?: string;
  order: number;
  enabled: boolean;
  state: ScheduleState;
  updatedAt: string;
  image?: MediaImage;
  mobile?: MediaImage;
}

export interface HomePageData {
  /** Slides showing now, in order; empty: the site's own artwork. */
  slides: SlideView[];
}

export interface AdminPopupsData {
  email: string | null;
  role?: import('./permissions').Role | null;
  items: AdminPopup[];
}

export interface AdminSlidesData {
  email: string | null;
  role?: import('./permissions').Role | null;
  items: AdminSlide[];
}

/** Where a visitor's "오늘 하루 보지 않기" is kept: popup id → the Korean day it was pressed. */
export const POPUP_HIDDEN_KEY = 'content-popups-hidden';

/** Hidden today (Korea time): pressed on this KST day; from the next KST day it shows again. */
export const hiddenToday = (hidden: Record<string, string>, id: string, now: Date) => hidden[id] === kstDay(now);

/** The state of a scheduled item at `now`. */
export function scheduleState(item: { enabled: boolean; startsAt?: Date | string | null; endsAt?: Date | string | null }, now: Date): ScheduleState {
  if (!item.enabled) return 'off';
  const t = now.getTime();
  if (item.endsAt && new Date(item.endsAt).getTime() <= t) return 'ended';
  if (item.startsAt && new Date(item.startsAt).getTime() > t) return 'scheduled';
  return 'active';
}

/** The phone crop is used below this width. */
export const PHONE_MEDIA = '(max-width: 767px)';
/** The main visual's least height on a phone: the hero's 640 px (home.css, below 768 px) under the 82 px header. */
export const PHONE_VISUAL_HEIGHT = 640 - 82;

/**
 * `sizes` of a slide image (MainVisual.tsx and the first slide's preload use the same, or the
 * preload fetches a file the page does not use). A slide covers its box (object-fit: cover). On a
 * wide screen the box is the viewport's width. On a phone it is taller than wide, so a landscape
 * image is drawn at the box's height × its aspect: a 16:9 slide on a 390 px screen is about 992 px
 * wide, and `100vw` would pick a 390 px file for it.
 */
export function slideSizes(image: { width: number; height: number }): string {
  const drawn = Math.ceil((PHONE_VISUAL_HEIGHT * image.width) / image.height);
  // A portrait image narrower than any phone when drawn that high fills the width instead.
  if (drawn <= 320) return '100vw';
  return `(max-width: ${Math.min(drawn, 767)}px) ${drawn}px, 100vw`;
}
