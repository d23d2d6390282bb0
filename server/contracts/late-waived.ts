/**
 * What the desk waived of a contract's 연체료, per instalment: the rows stored on the contract
 * (`lateWaivers`, written by late-waivers.ts) summed by the instalment's key. Read by the statement
 * and the due list alike, so a waiver shows the same everywhere.
 */
export interface LateWaiverRow {
  key: string;
  amount: number;
  reason?: string;
  by?: string;
  at?: Date;
}

export function waivedOf(rows: readonly LateWaiverRow[] | null | undefined): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of rows ?? []) out.set(r.key, (out.get(r.key) ?? 0) + r.amount);
  return out;
}
