/**
 * The disclosures a presale advertisement carries (부동산개발업법 §25의2, 주택법's 분양 rules), as
 * label and text rows: the footer of every page and the 사업개요 page print the same rows.
 */
import type { FutureClaimId, SiteConfig } from './site.config';

/** '2026-11-20' → '2026. 11. 20.' (as Korean documents print dates); other text is kept as written. */
export function formatPermitDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return m ? `${m[1]}. ${Number(m[2])}. ${Number(m[3])}.` : date;
}

/** A label, its text, and the note a planned (예정) item carries (shared/site.config.ts futureClaims). */
export type DisclosureRow = [label: string, text: string, claim?: FutureClaimId];

export function disclosureRows(site: SiteConfig): DisclosureRow[] {
  const d = site.disclosures;
  return [
    ['시행사', `${site.developer} (부동산개발업 등록번호 ${d.developerRegistration}, ${d.developerAddress})`],
    ['시공사', site.contractor],
    ['사업계획승인', `${d.permit.authority} ${d.permit.number} (${formatPermitDate(d.permit.date)})`],
    // The address alone, as the structured data names it; the lots (지번) on a row of their own.
    ['대지위치', site.location],
    ['지번', d.lotNumber],
    ['착공·준공·입주', `착공 ${d.constructionStart} · 준공 ${d.completion} · 입주 ${d.moveIn} (각 예정)`, 'project-dates'],
    ['전매제한', d.resaleLimit],
    ['분양대금 관리', `${d.trustee} · 분양보증 ${d.guarantee}`],
  ];
}
