/**
 * One word for where an instalment stands, the same on /my, the ledger, a contract's desk view, the
 * due list and the 납부확인서: 완납 (nothing left), 연체 (something left after its due day, Korea time)
 * or 납부예정 (something left, not yet past due). "미납" said of an instalment not yet due read as a
 * debt to buyers who were up to date, so it is not used.
 */

export type InstalmentStatus = 'paid' | 'upcoming' | 'overdue';

export const INSTALMENT_STATUS_LABELS: Record<InstalmentStatus, string> = { paid: '완납', upcoming: '납부예정', overdue: '연체' };

/** The words of the sums, wherever they are shown. */
export const MONEY_WORDS = {
  payNow: '납부하실 금액(연체료 포함)',
  overdue: '연체 금액',
  late: '연체료',
  upcoming: '납부예정 금액',
  paid: '납부하신 금액',
} as const;

/**
 * An instalment's status on `today` (YYYY-MM-DD, Korea time). `dueBy` is its due day (or, for 잔금,
 * the 입주지정기간's last day once set); the due day itself is not late, the next day is, as 연체료 count.
 */
export function instalmentStatus(i: { amount: number; paid: number; dueBy?: string | null }, today: string): InstalmentStatus {
  if (i.paid >= i.amount) return 'paid';
  return i.dueBy && i.dueBy < today ? 'overdue' : 'upcoming';
}
