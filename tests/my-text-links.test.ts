/**
 * The texts of a contract holder's bookings lead to the part of /my they are about (issue 58): the
 * 입주 text, which names the 입주증 to bring, to the pass itself (/my#pass, kept through the sign-in
 * because the page signs in without leaving it), a 사전점검's to its section, an 옵션 계약's to the visits.
 */
import { describe, expect, it } from 'vitest';
import { confirmedMessage, reminderMessage } from '../server/visits/messages';
import { siteConfig } from '../shared/site.config';

const booking = (kind: 'movein' | 'inspection' | 'options') => ({
  _id: 'r1', code: 'AB12CD', token: 't', date: '2029-10-02', start: '09:00', party: 1, phone: '010-3456-7890',
  startsAt: new Date('2029-10-02T00:00:00Z'), kind, message: '101동 1203호',
});

describe('a holder’s booking texts', () => {
  it('the 입주 confirmation and reminder link to the 입주증 on /my (#pass after the campaign tags)', () => {
    for (const m of [confirmedMessage(siteConfig, booking('movein')), reminderMessage(siteConfig, booking('movein'))]) {
      expect(m.text).toContain('입주증(계약자 페이지에서 확인)');
      expect(m.text).toMatch(new RegExp(`${siteConfig.siteUrl}/my\\?utm_source=sms&utm_medium=sms&utm_campaign=[\\w-]+#pass(\\s|$)`));
    }
  });

  it('a 사전점검 links to its section and an 옵션 계약 visit to the visits', () => {
    expect(confirmedMessage(siteConfig, booking('inspection')).text).toMatch(/\/my\?utm_[^\s]*#movein(\s|$)/);
    expect(confirmedMessage(siteConfig, booking('options')).text).toMatch(/\/my\?utm_[^\s]*#visits(\s|$)/);
  });
});
