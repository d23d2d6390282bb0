/**
 * The advertising text a recipient receives, built by the system so the legally required parts
 * cannot be left out: `(광고)` first, the sender, then the free opt-out number and link last.
 */
import type { SiteConfig } from '../../shared/site.config';
import { LMS_MAX_BYTES, SMS_MAX_BYTES, smsBytes } from '../outbox/sms-type';
import { optoutLink } from '../consent/messages';
import { tagSiteLinks } from '../../shared/channels';

export { LMS_MAX_BYTES };
export const AD_PREFIX = '(광고)';

/** The operator's text without parts the system adds itself (a typed "(광고)" would appear twice). */
export function cleanOperatorText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .trim()
    .replace(/^\(광고\)\s*/, '')
    .trim();
}

export function buildAdvertisement(site: SiteConfig, text: string, token: string): string {
  return [
    `${AD_PREFIX}[${site.projectName}]`,
    // Links to the site carry the text's tags, so the visits an announcement brings count as 문자.
    tagSiteLinks(cleanOperatorText(text), site.siteUrl, 'announcement'),
    `${site.developer} ${site.consultationPhone}`,
    `무료수신거부 ${site.optoutPhone}`,
    optoutLink(site, token),
  ].join('\n');
}

/** EUC-KR (CP949) byte length, as the carriers count it (the outbox chooses SMS/LMS the same way). */
export const eucKrBytes = smsBytes;

export function smsTypeFor(text: string): 'SMS' | 'LMS' {
  return eucKrBytes(text) <= SMS_MAX_BYTES ? 'SMS' : 'LMS';
}
