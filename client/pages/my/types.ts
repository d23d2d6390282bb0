// What /api/my answers, as the contract holder's page reads it (server/my/routes.ts).
import type { SlotDay } from '../../../shared/visits';
import { koreanDate } from '../../../shared/kst';
import type { MyFirstScreen } from '../../../shared/my-page';
import { groupDigits } from '../../../shared/korean-format';
export type { ContractRef, Payment, Statement, PayTo, HolderNotice } from '../../../shared/my-page';

export interface OptionItem { id: string; category: string; label: string; price: number; note?: string; state?: 'requested' | 'confirmed' }
export interface OptionsView { period: { start: string | null; deadline: string | null; state: string }; options: OptionItem[] }
export interface VisitKind { kind: string; label: string; booking: { code: string; date: string; start: string; end: string; status: string; past?: boolean } | null; days: SlotDay[] }

/**
 * What each signed-in section is given (client/pages/my/sections.ts): the contract, what to do when the
 * session has ended, and the first screen the HTML holds while it is still current (납부 shows it as it is).
 */
export interface SectionProps { id: string; onSignedOut: () => void; first?: MyFirstScreen }

export const won = (n: number) => `${groupDigits(n)}원`;
export const day = (d?: string) => (d ? koreanDate(d) : '');
