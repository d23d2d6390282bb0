/**
 * Every AlimTalk template in the site config, filled by the code that really sends it with the
 * longest values the settings allow: each variable the text names is given, nothing else, and the
 * result stays within 1,000 characters. Advertising never has a template.
 */
import { describe, expect, it } from 'vitest';
import { messageTemplates, siteConfig, type SiteConfig, type TemplateName } from '../shared/site.config';
import { ADVERTISING_KINDS } from '../shared/outbox';
import { informational, renderTemplate, templateVariables, type AlimtalkRef } from '../server/outbox/templates';
import { cancelledMessage, confirmedMessage, movedMessage, reminderMessage, requestMessage, winnerPageUrl } from '../server/visits/messages';
import { grantMessage, reconfirmationMessage, withdrawMessage } from '../server/consent/messages';
import { reminderMessage as scheduleReminder } from '../server/schedule/reminders';
import { PAYMENT_STEPS, paymentMessage } from '../server/contracts/payment-reminders';
import { defectMessage } from '../server/defects/flow';
import { depositMessage } from '../server/contracts/deposit-texts';

// A step as long as /admin/schedule accepts (label and hours).
const longestStep = { key: 'rank1-local', label: '가'.repeat(40), start: '2026-12-01', end: '2026-12-31', time: '09:00-17:30', where: 'online' as const, url: `https://www.applyhome.co.kr/${'a'.repeat(272)}` }; // 300 characters, the limit

// The longest values the settings accept (PROJECT_NAME is free text; MODEL_HOUSE_* up to 200).
const longest: SiteConfig = {
  ...siteConfig,
  projectName: '더 해온 레이크시티 센트럴 파크 에디션 2단지',
  siteUrl: 'https://www.haeon-lakecity-central-park-edition.co.kr',
  modelHouse: { ...siteConfig.modelHouse, address: '가'.repeat(200), hours: '나'.repeat(200) },
};
const reservation = { _id: 'r1', code: 'HK7Q2M', token: 'A'.repeat(32), date: '2026-12-31', start: '17:30', party: 4, phone: '010-1234-5678', startsAt: new Date() };

/** The real producer of each template's message; a template without one fails the test below. */
const PRODUCERS: Record<TemplateName, () => { text: string; alimtalk: AlimtalkRef }> = {
  'visit-confirmed': () => confirmedMessage(longest, reservation),
  'visit-reminder': () => reminderMessage(longest, reservation),
  'visit-cancelled': () => cancelledMessage(longest, reservation),
  'visit-request': () => requestMessage(longest),
  'visit-moved': () => movedMessage(longest, reservation),
  'winner-visit-moved': () => movedMessage(longest, { ...reservation, kind: 'documents' }),
  'consent-granted': () => grantMessage(longest, new Date()),
  'consent-withdrawn': () => withdrawMessage(longest, new Date()),
  'consent-reconfirmation': () => reconfirmationMessage(longest, new Date(), 'B'.repeat(20)),
  'winner-visit-confirmed': () => confirmedMessage(longest, { ...reservation, kind: 'contract' }),
  'winner-visit-reminder': () => reminderMessage(longest, { ...reservation, kind: 'documents' }),
  'winner-visit-cancelled': () => cancelledMessage(longest, { ...reservation, kind: 'contract' }),
  // As server/units/holds.ts fills it (a buyer holds a unit).
  'unit-held': () =>
    informational('unit-held', { 단지명: longest.projectName, 이름: '가'.repeat(50), 동호: `${'1'.repeat(20)}동 ${'2'.repeat(20)}호`, 마감시각: '23:59', 예약링크: `${winnerPageUrl(longest)}#winner-contract`, 상담전화: longest.consultationPhone }),
  // As server/winners/service.ts fills it (notifyWinners).
  'winner-notice': () =>
    informational('winner-notice', { 단지명: longest.projectName, 이름: '가'.repeat(50), 방문목적: '서류접수', 예약링크: winnerPageUrl(longest), 상담전화: longest.consultationPhone }),
  'schedule-eve': () => scheduleReminder(longest, longestStep, 'eve', 'C'.repeat(20)),
  'schedule-open': () => scheduleReminder(longest, { ...longestStep, where: undefined }, 'open', 'C'.repeat(20)),
  // As server/contracts/payment-reminders.ts fills them (동·호 as long as the ledger takes, a bank's account line).
  'payment-before': () => paymentMessage(longest, { dong: '1'.repeat(20), ho: '2'.repeat(20), account: '가'.repeat(60) }, { key: 'mid-1', label: '가'.repeat(40), dueDate: '2026-12-31', amount: 9_999_999_999, paid: 0 }, PAYMENT_STEPS[0]),
  'payment-overdue': () => paymentMessage(longest, { dong: '1'.repeat(20), ho: '2'.repeat(20), account: '가'.repeat(60) }, { key: 'mid-1', label: '가'.repeat(40), dueDate: '2026-12-31', amount: 9_999_999_999, paid: 0 }, PAYMENT_STEPS[2]),
  // As server/contracts/deposit-texts.ts fills it (the longest 동·호, a deposit spread over many instalments).
  'deposit-confirmed': () =>
    depositMessage(longest, { dong: '1'.repeat(20), ho: '2'.repeat(20) }, { day: '2026-12-31', amount: 9_999_999_999, allocation: Array.from({ length: 4 }, (_, i) => ({ key: `k${i}`, label: '가'.repeat(40), amount: 9_999_999_999 })), surplus: 9_999_999_999 }, 9_999_999_999),
  // A contract holder's 사전점검 (the longest 동·호 the ledger takes) and 입주.
  'movein-visit-confirmed': () => confirmedMessage(longest, { ...reservation, kind: 'inspection', message: `${'1'.repeat(20)}동 ${'2'.repeat(20)}호` }),
  'movein-visit-reminder': () => reminderMessage(longest, { ...reservation, kind: 'movein', message: `${'1'.repeat(20)}동 ${'2'.repeat(20)}호` }),
  'phone-verification': () => informational('phone-verification', { 단지명: longest.projectName, 인증번호: '123456' }),
  // As server/defects/flow.ts fills them (the longest room, kind and contractor name the desk takes).
  'defect-assigned': () => defectMessage(longest, { dong: '1'.repeat(10), ho: '2'.repeat(10), room: '가'.repeat(30), kind: '기타', assignee: { name: '나'.repeat(60) } }, 'assigned'),
  'defect-done': () => defectMessage(longest, { dong: '1'.repeat(10), ho: '2'.repeat(10), room: '가'.repeat(30), kind: '기타' }, 'done'),
};

describe('AlimTalk templates', () => {
  it.each(Object.keys(messageTemplates) as TemplateName[])('%s: filled with exactly its variables, within 1,000 characters', (name) => {
    const template = messageTemplates[name];
    const produce = PRODUCERS[name];
    expect(produce, `no producer for template ${name}`).toBeTypeOf('function');
    const { text, alimtalk } = produce();
    expect(alimtalk.templateCode).toBe(template.code);
    expect(Object.keys(alimtalk.variables).sort()).toEqual(templateVariables(template.text).sort());
    for (const v of Object.values(alimtalk.variables)) expect(typeof v).toBe('string');
    expect(text).toBe(renderTemplate(template.text, alimtalk.variables));
    expect(text).not.toMatch(/#\{/);
    expect(text.length).toBeLessThanOrEqual(1000);
  });

  it('codes are unique, and no template is advertising or mapped to an advertising kind', () => {
    const codes = Object.values(messageTemplates).map((t) => t.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const kind of ADVERTISING_KINDS) expect(Object.keys(messageTemplates)).not.toContain(kind);
    for (const t of Object.values(messageTemplates)) expect(t.text).not.toContain('(광고)');
  });

  it('a missing or unknown variable is refused before anything is sent', () => {
    const text = messageTemplates['visit-request'].text;
    expect(() => renderTemplate(text, { 단지명: 'x', 주소: 'y', 운영시간: 'z' })).toThrow(/missing variable 상담전화/);
    expect(() => renderTemplate(text, { 단지명: 'x', 주소: 'y', 운영시간: 'z', 상담전화: '1', 쿠폰: '2' })).toThrow(/unknown variable/);
  });
});
