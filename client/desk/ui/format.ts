/** Small display helpers of the administrator pages. */
import type { Touch } from '../../../shared/attribution';
import { formatDateTime } from '../../../shared/press';
import { sourceLabel } from '../../../shared/labels';

export { formatDateTime };

/** '네이버 / cpc / launch': the source in Korean (shared/labels.ts), missing parts left out. */
export const touchLabel = (t: Touch | null) => (t ? [sourceLabel(t.source), t.medium, t.campaign].filter(Boolean).join(' / ') : '—');

export const percent = (part: number, whole: number) => (whole ? `${((part / whole) * 100).toFixed(1)}%` : '—');

export const count = (n: number) => n.toLocaleString('ko-KR');

/** '2025-03-01' → '3/1' for chart axes. */
export const shortDay = (d: string) => `${Number(d.slice(5, 7))}/${Number(d.slice(8, 10))}`;
