/**
 * How a payment is applied to a contract's instalments: to the oldest unpaid one first (by due
 * date; one without a date, such as 잔금 "입주지정기간 내", after every dated one, then in the
 * contract's order), spilling into the next while money is left. Pure: the caller writes the result.
 */
export interface InstalmentState {
  key: string;
  label: string;
  /** 'sale' or 'option' (a deposit into an options account pays options only: pay-accounts.ts). */
  kind?: string | null;
  dueDate?: string | null;
  amount: number;
  paid: number;
  paidOn?: string | null;
  /** Each payment into it by its day (instalment-late.ts fixes the 연체료 of a late one). */
  parts?: { day: string; amount: number }[] | null;
}

export interface Allocation {
  /** What each instalment receives, in the order applied. */
  parts: { index: number; key: string; label: string; amount: number }[];
  /** The instalments after the payment (same order as given). */
  after: InstalmentState[];
  /** Left over once every instalment is paid. */
  surplus: number;
}

/** The order instalments are paid in: indexes, oldest due first. */
export function paymentOrder(instalments: readonly InstalmentState[]): number[] {
  return instalments
    .map((_, i) => i)
    .sort((a, b) => {
      const da = instalments[a]!.dueDate || '9999-12-31';
      const db = instalments[b]!.dueDate || '9999-12-31';
      return da < db ? -1 : da > db ? 1 : a - b;
    });
}

/** `takes`: the instalments this payment may pay (the account it came into decides); the others are passed over. */
export function allocatePayment(instalments: readonly InstalmentState[], amount: number, day: string, takes: (i: InstalmentState) => boolean = () => true): Allocation {
  const after = instalments.map((i) => ({ ...i, ...(i.parts ? { parts: [...i.parts] } : {}) }));
  const parts: Allocation['parts'] = [];
  let left = amount;
  for (const index of paymentOrder(after)) {
    if (left <= 0) break;
    const inst = after[index]!;
    const open = inst.amount - inst.paid;
    if (open <= 0 || !takes(inst)) continue;
    const pay = Math.min(open, left);
    // Money paid before parts were kept counts as paid on its day (instalment-late.ts reads it so).
    inst.parts = [...(inst.parts ?? []), { day, amount: pay }];
    inst.paid += pay;
    left -= pay;
    if (inst.paid >= inst.amount) inst.paidOn = day;
    parts.push({ index, key: inst.key, label: inst.label, amount: pay });
  }
  return { parts, after, surplus: left };
}
