/**
 * Small readings the sale report shares: a unit's elevator line as 입주 names it, what the ended
 * contracts leave (contracts/ended-money.ts), money in by day, the cover's parties from the site
 * config. Counts and sums only.
 */
import { endedMoney } from '../contracts/ended-money';
import { parseLine } from '../../shared/movein';
import type { SiteConfig } from '../../shared/site.config';
import type { SaleCover } from '../../shared/sale-lender';
import type { ContractRow } from './contract-rows';

/** A unit's elevator line by 동 and line, as 입주 names it ('101동 1·2호 라인'): never a line number across 동. */
export function lineName(u: { dong: string; ho: string; line?: string | null }): string {
  const raw = (u.line ?? '').trim();
  const parsed = parseLine(raw) ?? parseLine(`${u.dong}동 ${raw.replace(/호?\s*라인$|호$/, '')}호`);
  if (parsed && parsed.dong === u.dong) return parsed.name;
  if (raw.startsWith(`${u.dong}동`)) return raw;
  return raw ? `${u.dong}동 ${raw}` : `${u.dong}동 라인 미상`;
}

/** What is owed back: 초과 납부 of the contracts sold, and each ended contract's 위약금 and refunds. */
export function owedBack(sold: readonly ContractRow[], all: readonly ContractRow[]) {
  const out = { surplus: sold.reduce((s, c) => s + (c.surplus ?? 0), 0), penalty: 0, refundDue: 0, refunded: 0, endedCount: 0 };
  for (const c of all) {
    const e = endedMoney(c);
    if (!e) continue;
    out.endedCount++;
    out.penalty += e.penalty;
    out.refundDue += e.refundDue;
    out.refunded += e.refunded;
  }
  return out;
}

/** Money in by the deposit's day, summed over the contracts (what each keeps at write time, server/contracts/deposits.ts). */
export function receivedByDay(contracts: readonly ContractRow[]): { day: string; amount: number }[] {
  const out = new Map<string, number>();
  for (const c of contracts) for (const [day, amount] of Object.entries(c.receivedByDay ?? {})) out.set(day, (out.get(day) ?? 0) + amount);
  return [...out].map(([day, amount]) => ({ day, amount }));
}

/** The site facts the cover names: the 시행사, 시공사 and 신탁사 as the site config (and its environment) has them. */
export type SaleSite = Pick<SiteConfig, 'projectName' | 'developer' | 'contractor'> & { disclosures: Pick<SiteConfig['disclosures'], 'trustee'> };

/** The parties; the trustee without the note of what it keeps ('해온자산신탁(주) (분양대금 자금관리)' → '해온자산신탁(주)'). */
export const parties = (site: SaleSite): Pick<SaleCover, 'projectName' | 'developer' | 'contractor' | 'trustee'> => ({
  projectName: site.projectName,
  developer: site.developer,
  contractor: site.contractor,
  trustee: site.disclosures.trustee.replace(/\s+\([^()]*\)$/, ''),
});
