// What /api/my answers, as the contract holder's page reads it (server/my/routes.ts).
import type { SlotDay } from '../../../shared/visits';
import { koreanDate } from '../../../shared/kst';
import type { InstalmentStatus } from '../../../shared/payment-status';

export interface ContractRef { id: string; dong: string; ho: string; unitType: string | null }
export interface Payment { label: string; kind: string; dueDate?: string; dueText?: string; amount: number; paid: number; outstanding: number; late: number; dueBy?: string; status: InstalmentStatus }
export interface Statement { id: string; dong: string; ho: string; total: number; paid: number; outstanding: number; due: number; late: number; overdue: number; upcoming: number; payNow: number; surplus?: number; lateRatePercent: number; lateTerms?: { tiers: { fromDay: number; ratePercent: number }[] }; account: string | null; payTo: PayTo | null; today: string; payments: Payment[] }
/** The account to pay into, named (server/my/pay-account.ts). */
export interface PayTo { bank: string; number: string; holder: string }
export interface OptionItem { id: string; category: string; label: string; price: number; note?: string; state?: 'requested' | 'confirmed' }
export interface OptionsView { period: { start: string | null; deadline: string | null; state: string }; options: OptionItem[] }
export interface VisitKind { kind: string; label: string; booking: { code: string; date: string; start: string; end: string; status: string } | null; days: SlotDay[] }
export interface HolderNotice { id: string; title: string; publishAt: string; body: string }

/** What each signed-in section is given (client/pages/my/sections.ts): the contract, and what to do when the session has ended. */
export interface SectionProps { id: string; onSignedOut: () => void }

export const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
export const day = (d?: string) => (d ? koreanDate(d) : '');
