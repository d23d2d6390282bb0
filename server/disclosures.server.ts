/**
 * The presale advertisement's disclosures (shared/site.config.ts `disclosures`) and their
 * environment overrides. A production start with any of them empty is refused with the setting's
 * name: an advertisement without them is unlawful, so the site does not run without them.
 * config.server.ts merges DISCLOSURE_ENV into its schema and calls these on the parsed values.
 */
import { z } from 'zod';
import type { Disclosures, SiteConfig } from '../shared/site.config';

/** Free text; an empty value is allowed here and refused in production by `emptyDisclosures`. */
const text = z.string().trim().max(300).optional();

export const DISCLOSURE_ENV = {
  /** 시행사 (its name; CONTRACTOR names the 시공사). */
  DEVELOPER: text,
  DEVELOPER_REGISTRATION: text,
  /** 사업자등록번호 of the 시행사 (000-00-00000). */
  DEVELOPER_BUSINESS_NUMBER: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{3}-?\d{2}-?\d{5}$/.test(v), 'must be a business registration number as 000-00-00000')
    .optional(),
  DEVELOPER_ADDRESS: text,
  PERMIT_AUTHORITY: text,
  PERMIT_NUMBER: text,
  /** 사업계획승인일, YYYY-MM-DD. */
  PERMIT_DATE: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(v), 'must be a date as YYYY-MM-DD')
    .optional(),
  SITE_LOT_NUMBER: text,
  CONSTRUCTION_START: text,
  COMPLETION_DATE: text,
  MOVE_IN_DATE: text,
  RESALE_LIMIT: text,
  SALE_TRUSTEE: text,
  SALE_GUARANTEE: text,
};

export type DisclosureEnv = { [K in keyof typeof DISCLOSURE_ENV]?: string };

/** The site's disclosures with the environment's overrides applied (an empty override empties one). */
export function withDisclosures(site: SiteConfig, e: DisclosureEnv & { CONTRACTOR?: string; PROJECT_LOCATION?: string }): SiteConfig {
  const d = site.disclosures;
  const disclosures: Disclosures = {
    developerRegistration: e.DEVELOPER_REGISTRATION ?? d.developerRegistration,
    developerBusinessNumber: e.DEVELOPER_BUSINESS_NUMBER ?? d.developerBusinessNumber,
    developerAddress: e.DEVELOPER_ADDRESS ?? d.developerAddress,
    permit: {
      authority: e.PERMIT_AUTHORITY ?? d.permit.authority,
      number: e.PERMIT_NUMBER ?? d.permit.number,
      date: e.PERMIT_DATE ?? d.permit.date,
    },
    lotNumber: e.SITE_LOT_NUMBER ?? d.lotNumber,
    constructionStart: e.CONSTRUCTION_START ?? d.constructionStart,
    completion: e.COMPLETION_DATE ?? d.completion,
    moveIn: e.MOVE_IN_DATE ?? d.moveIn,
    resaleLimit: e.RESALE_LIMIT ?? d.resaleLimit,
    trustee: e.SALE_TRUSTEE ?? d.trustee,
    guarantee: e.SALE_GUARANTEE ?? d.guarantee,
  };
  return { ...site, developer: e.DEVELOPER ?? site.developer, disclosures };
}

/** Each disclosure with the setting that overrides it, in the order the footer prints them. */
const SETTINGS: [keyof typeof DISCLOSURE_ENV | 'CONTRACTOR' | 'PROJECT_LOCATION', (s: SiteConfig) => string][] = [
  ['DEVELOPER', (s) => s.developer],
  ['DEVELOPER_REGISTRATION', (s) => s.disclosures.developerRegistration],
  ['DEVELOPER_BUSINESS_NUMBER', (s) => s.disclosures.developerBusinessNumber],
  ['DEVELOPER_ADDRESS', (s) => s.disclosures.developerAddress],
  ['CONTRACTOR', (s) => s.contractor],
  ['PERMIT_AUTHORITY', (s) => s.disclosures.permit.authority],
  ['PERMIT_NUMBER', (s) => s.disclosures.permit.number],
  ['PERMIT_DATE', (s) => s.disclosures.permit.date],
  ['PROJECT_LOCATION', (s) => s.location],
  ['SITE_LOT_NUMBER', (s) => s.disclosures.lotNumber],
  ['CONSTRUCTION_START', (s) => s.disclosures.constructionStart],
  ['COMPLETION_DATE', (s) => s.disclosures.completion],
  ['MOVE_IN_DATE', (s) => s.disclosures.moveIn],
  ['RESALE_LIMIT', (s) => s.disclosures.resaleLimit],
  ['SALE_TRUSTEE', (s) => s.disclosures.trustee],
  ['SALE_GUARANTEE', (s) => s.disclosures.guarantee],
];

/** The settings of the disclosures left empty (blank in shared/site.config.ts and not set, or set empty). */
export function emptyDisclosures(site: SiteConfig): string[] {
  return SETTINGS.filter(([, read]) => !read(site)?.trim()).map(([name]) => name);
}

/** One line, in English, naming every empty setting (the start refuses with it). */
export function emptyDisclosuresMessage(names: string[]): string {
  return `Refusing to start in production: advertisement disclosure setting(s) empty: ${names.join(', ')} (set them in shared/site.config.ts \`disclosures\` or the environment)`;
}
