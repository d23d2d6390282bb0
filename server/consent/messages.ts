/** Informational texts about a person's consent (no advertising content, so no consent needed to send them). */
import type { SiteConfig } from '../../shared/site.config';
import { kstDay } from '../core/time';
import { informational } from '../outbox/templates';

/** The free opt-out link every advertising text and consent confirmation ends with. */
export function optoutLink(site: SiteConfig, token: string): string {
  return `${site.siteUrl}/o/${token}`;
}

export const grantMessage = (site: SiteConfig, at: Date) => informational('consent-granted', { 단지명: site.projectName, 처리일: kstDay(at) });
export const withdrawMessage = (site: SiteConfig, at: Date) => informational('consent-withdrawn', { 단지명: site.projectName, 처리일: kstDay(at) });

/** Every two years from a grant (정보통신망법 제50조 제8항): the consent and how to withdraw it. */
export function reconfirmationMessage(site: SiteConfig, grantedAt: Date, token: string) {
  return informational('consent-reconfirmation', {
    단지명: site.projectName,
    동의일: kstDay(grantedAt),
    수신거부번호: site.optoutPhone,
    수신거부링크: optoutLink(site, token),
  });
}

export const reconfirmation = (site: SiteConfig, grantedAt: Date, token: string) => reconfirmationMessage(site, grantedAt, token).text;
