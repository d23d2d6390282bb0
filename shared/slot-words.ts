/**
 * One wording of a visit slot wherever the desk names one (a slot's heading, the move list, a
 * confirm): its kind, day, hours and the 동 or elevator line it is for, so four 입주 half-days of
 * four lines never read alike ('입주 · 7월 26일(월) 09:00~13:00 · 101동 1·2호 라인').
 */
import { shortDay } from './visits';
import { SLOT_KIND_LABELS, type SlotKind } from './winners';

export interface NamedSlot {
  kind?: SlotKind | null;
  date?: string;
  start: string;
  end: string;
  dong?: string | null;
  line?: string | null;
}

/** The slot in words; `withDate: false` leaves the day out (a heading under the day's title). */
export function slotWords(s: NamedSlot, { withDate = true, withKind = true } = {}): string {
  const kind = s.kind && s.kind !== 'visit' && withKind ? SLOT_KIND_LABELS[s.kind] : null;
  const where = s.line ?? (s.dong ? `${s.dong}동` : null);
  return [kind, `${withDate && s.date ? `${shortDay(s.date)} ` : ''}${s.start}~${s.end}`, where].filter(Boolean).join(' · ');
}
