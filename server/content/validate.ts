/**
 * Bodies of the popup and slide writes, checked before anything is stored: Korean messages per
 * field. A PATCH is checked field by field here and as a whole once merged with what is stored.
 */
import { z } from 'zod';
import { POPUP_WHERE } from '../../shared/content';
import { parseDeskTime } from '../core/time';

export const CONTENT_MESSAGES = {
  invalid: '입력 내용을 확인해 주세요.',
  title: '제목을 1~80자로 입력해 주세요.',
  text: '문구는 500자 이내로 입력해 주세요.',
  subtitle: '보조 문구는 120자 이내로 입력해 주세요.',
  link: '링크는 사이트 내 경로(/로 시작) 또는 https:// 주소로 입력해 주세요.',
  time: '시간은 ISO 8601 형식(예: 2026-12-01T09:00)으로 입력해 주세요. 시간대를 적지 않으면 한국 시간으로 봅니다.',
  startsAt: '게시 시작 시각을 입력해 주세요.',
  endsAt: '게시 종료 시각을 입력해 주세요.',
  endAfterStart: '게시 종료 시각은 시작 시각보다 뒤여야 합니다.',
  where: "노출 위치는 'home'(메인 페이지) 또는 'all'(모든 페이지)로 선택해 주세요.",
  order: '순서는 0~999 사이의 정수로 입력해 주세요.',
  enabled: '사용 여부는 true 또는 false로 입력해 주세요.',
  textOrImage: '팝업에는 문구나 이미지 중 하나 이상이 필요합니다.',
  mediaId: '이미지를 선택해 주세요.',
  unknownMedia: '선택한 이미지를 미디어 라이브러리에서 찾을 수 없습니다. 대체 텍스트가 있는 이미지를 선택해 주세요.',
  notFound: '해당 항목을 찾을 수 없습니다.',
} as const;
const M = CONTENT_MESSAGES;

/** A site path ('/SalesInfo/notice', never '//host' or a backslash) or an https URL. */
export function isContentLink(v: string): boolean {
  if (/\s|\\/.test(v)) return false;
  if (v.startsWith('/')) return !v.startsWith('//');
  try {
    const url = new URL(v);
    return url.protocol === 'https:' && !!url.hostname;
  } catch {
    return false;
  }
}

const text = (max: number, message: string) => z.string({ error: message }).trim().max(max, message);
/** ISO 8601; without an offset it is Korea time (as the notices read it). */
const time = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(40, M.time)
    .transform((v, ctx) => parseDeskTime(v) ?? (ctx.addIssue({ code: 'custom', message: M.time }), z.NEVER));
const link = z.string({ error: M.link }).trim().max(500, M.link).refine(isContentLink, M.link);
const id = (message: string) => z.string({ error: message }).trim().min(1, message).max(100, message);
const order = z.number({ error: M.order }).int(M.order).min(0, M.order).max(999, M.order);
const enabled = z.boolean({ error: M.enabled });
/** Optional in a POST; `null` or '' in a PATCH clears the field. */
const clearable = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? null : v), schema.nullable().optional());

export const PopupCreate = z.object({
  title: text(80, M.title).min(1, M.title),
  text: clearable(text(500, M.text)),
  mediaId: clearable(id(M.mediaId)),
  link: clearable(link),
  startsAt: time(M.startsAt),
  endsAt: time(M.endsAt),
  where: z.enum(POPUP_WHERE, { error: M.where }),
  order: order.optional(),
  enabled: enabled.optional(),
});
export const PopupPatch = PopupCreate.partial();

export const SlideCreate = z.object({
  title: text(80, M.title).min(1, M.title),
  subtitle: clearable(text(120, M.subtitle)),
  mediaId: id(M.mediaId),
  mobileMediaId: clearable(id(M.mediaId)),
  link: clearable(link),
  startsAt: clearable(time(M.startsAt)),
  endsAt: clearable(time(M.endsAt)),
  order: order.optional(),
  enabled: enabled.optional(),
});
export const SlidePatch = SlideCreate.partial();

/** What a whole popup or slide must hold beyond its fields: the rule broken, or undefined. */
export function scheduleProblem(item: { startsAt?: Date | null; endsAt?: Date | null }): string | undefined {
  if (item.startsAt && item.endsAt && item.endsAt.getTime() <= item.startsAt.getTime()) return M.endAfterStart;
  return undefined;
}

export function popupProblem(item: { text?: string | null; mediaId?: string | null; startsAt?: Date | null; endsAt?: Date | null }): string | undefined {
  if (!item.text && !item.mediaId) return M.textOrImage;
  return scheduleProblem(item);
}
