/** Informational texts about a person's consent (no advertising content, so no consent needed to send them). */
import type { SiteConfig } from '../../shared/site.config';
import { kstDate } from '../announcements/night';
import { optoutLink } from '../announcements/message';

export function grantConfirmation(site: SiteConfig, at: Date): string {
  return `[${site.projectName}] 광고성 정보 수신에 동의하셨습니다 (${kstDate(at)}).`;
}

export function withdrawConfirmation(site: SiteConfig, at: Date): string {
  return `[${site.projectName}] 광고성 정보 수신거부가 처리되었습니다 (${kstDate(at)}).`;
}

/** Every two years from a grant (정보통신망법 제50조 제8항): the consent and how to withdraw it. */
export function reconfirmation(site: SiteConfig, grantedAt: Date, token: string): string {
  return [
    `[${site.projectName}] 고객님은 ${kstDate(grantedAt)}에 광고성 정보(분양 소식·잔여세대 안내) 문자 수신에 동의하셨습니다.`,
    `수신을 원하지 않으시면 무료수신거부 ${site.optoutPhone} 또는 아래 링크에서 거부하실 수 있습니다.`,
    optoutLink(site, token),
  ].join('\n');
}
