/**
 * The signed-in page's sections, the holder jumps between them by the tabs (their address is /my#<id>),
 * and each one's code, fetched when it is first opened: the page that comes with the sign-in form
 * carries none of them (the bundle budget of form pages, 70 KB). 납부 is the page's own: the server
 * renders it into the HTML (a lazy part would be sent apart, completed by an inline script the CSP
 * refuses), and it comes with the page's code on the first touch.
 */
import { lazy, type ComponentType } from 'react';
import type { SectionProps } from './types';
import { PaySection } from './PaySection';

export const SECTIONS = [
  { id: 'pay', label: '납부' },
  { id: 'options', label: '옵션' },
  { id: 'visits', label: '방문 예약' },
  { id: 'movein', label: '사전점검·입주' },
  { id: 'defects', label: '하자' },
] as const;
export type SectionId = (typeof SECTIONS)[number]['id'];

/** The section an address opens: its own id, or the one holding what it names (#pass: the 입주증). */
export function sectionOf(hash: string): SectionId {
  const id = hash.replace(/^#/, '');
  if (id === 'pass') return 'movein';
  return SECTIONS.find((s) => s.id === id)?.id ?? 'pay';
}

const section = (load: () => Promise<ComponentType<SectionProps>>) => lazy(() => load().then((c) => ({ default: c })));

export const SECTION_VIEWS: Record<SectionId, ComponentType<SectionProps>> = {
  pay: PaySection,
  options: section(() => import('./Options').then((m) => m.Options)),
  visits: section(() => import('./Visits').then((m) => m.Visits)),
  movein: section(() => import('./MoveInSection').then((m) => m.MoveInSection)),
  defects: section(() => import('./defects/MyDefects').then((m) => m.MyDefects)),
};
