import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearDb, testDb } from './helpers/app';
import { insertContracts, plan } from './helpers/contracts';
import { loadConfig } from '../server/config.server';
import { createLogger } from '../server/logger';
import { outboxFor } from '../server/site-outbox';
import { OutboxMessage } from '../server/outbox/model';
import { Contract } from '../server/contracts/model';
import { queuePaymentReminders } from '../server/contracts/payment-reminders';
import { isNightKst } from '../server/announcements/night';
import { dueRows } from '../server/contracts/due';
import { repriceContract } from '../server/contracts/reprice';
import { siteConfig } from '../shared/site.config';
import { setMoveInPeriod } from '../server/movein/service';

// The business clock, moved by the test.
let clock = new Date('2026-12-01T10:00:00+09:00');
const now = () => clock;
const at = (kst: string) => (clock = new Date(`${kst}+09:00`));
const config = loadConfig({ NODE_ENV: 'test' });
const outbox = outboxFor(config, createLogger('silent'), now);
const ctx = { site: config.site, outbox, now };

beforeAll(async () => {
  await testDb();
});
beforeEach(async () => {
  await clearDb();
});

const texts = () => OutboxMessage.find({ kind: 'payment-reminder' }).sort({ createdAt: 1, _id: 1 }).lean();

describe('payment reminders to contract holders', () => {
  it('7 days and 1 day before a due date, at 10:00 and never at night, once each, and once after a missed due date', async () => {
    // 중도금 1회 due 2026-12-10; a neighbour pays theirs before the day-before text.
    const [mine, paidEarly] = await insertContracts([
      { dong: '101', ho: '1203', phone: '010-2222-3333', account: '농협 790-0000-1203-01', instalments: plan(['2026-12-10', '2027-03-02']) },
      { dong: '102', ho: '801', phone: '010-4444-5555', account: '농협 790-0000-0801-01', instalments: plan(['2026-12-10', '2027-03-02']) },
    ]);

    at('2026-12-03T09:59:00');
    expect(await queuePaymentReminders(ctx)).toBe(0);
    at('2026-12-03T10:04:00');
    expect(await queuePaymentReminders(ctx)).toBe(2);
    at('2026-12-03T10:14:00');
    expect(await queuePaymentReminders(ctx)).toBe(0); // the next sweep: already queued
    at('2026-12-03T22:30:00');
    expect(await queuePaymentReminders(ctx)).toBe(0);

    // The neighbour pays in full on 12-05.
    const c = (await Contract.findById(paidEarly).lean())!;
    await Contract.updateOne({ _id: paidEarly }, { $set: { instalments: c.instalments.map((i) => (i.key === 'mid-1' ? { ...i, paid: 30_000_000, paidOn: '2026-12-05' } : i)) } });

    at('2026-12-09T07:30:00'); // before 08:00, and before 10:00
    expect(await queuePaymentReminders(ctx)).toBe(0);
    at('2026-12-09T10:00:00');
    expect(await queuePaymentReminders(ctx)).toBe(1);
    at('2026-12-09T20:59:00');
    expect(await queuePaymentReminders(ctx)).toBe(0);

    at('2026-12-10T12:00:00'); // the due day itself: nothing
    expect(await queuePaymentReminders(ctx)).toBe(0);
    at('2026-12-11T23:00:00'); // the day after, but at night: nothing
    expect(await queuePaymentReminders(ctx)).toBe(0);
    at('2026-12-11T10:10:00');
    expect(await queuePaymentReminders(ctx)).toBe(1);
    at('2026-12-11T15:00:00');
    expect(await queuePaymentReminders(ctx)).toBe(0);

    const all = await texts();
    expect(all.map((m) => [m.to, m.key.split(':').slice(2, 5).join(':')])).toEqual([
      ['010-2222-3333', 'mid-1:2026-12-10:before-7'],
      ['010-4444-5555', 'mid-1:2026-12-10:before-7'],
      ['010-2222-3333', 'mid-1:2026-12-10:before-1'],
      ['010-2222-3333', 'mid-1:2026-12-10:overdue'],
    ]);
    expect(all.every((m) => String(m.key).startsWith('payment-reminder:'))).toBe(true);
    expect(all.filter((m) => String(m.key).includes(String(mine))).map((m) => m.text!.split('\n')[0])).toEqual([
      `[${config.site.projectName}] 101동 1203호 중도금 1회 납부기한이 7일 후입니다.`,
      `[${config.site.projectName}] 101동 1203호 중도금 1회 납부기한이 내일입니다.`,
      `[${config.site.projectName}] 101동 1203호 중도금 1회의 납부기한(2026년 12월 10일)이 지났습니다.`,
    ]);
    expect(all[0]!.text).toContain('납부하실 금액: 30,000,000원');
    expect(all[0]!.text).toContain('입금 계좌: 농협 790-0000-1203-01');
    // After the due day the amount is 연체, the word /my and the desk use; never "미납".
    const overdue = all.find((m) => String(m.key).includes(`${String(mine)}:mid-1:2026-12-10:overdue`))!;
    expect(overdue.text).toContain('연체 금액: 30,000,000원');
    expect(all.map((m) => m.text).join('\n')).not.toContain('미납');
    // Due at 10:00 and given up at 21:00 the same day: never sent at night, even when the sender is late.
    for (const m of all) {
      expect(isNightKst(m.dueAt!)).toBe(false);
      expect(new Date(m.sendBefore!).toISOString()).toBe(new Date(`${new Date(m.dueAt!.getTime() + 9 * 3_600_000).toISOString().slice(0, 10)}T21:00:00+09:00`).toISOString());
      expect(m.alimtalk?.templateCode).toMatch(/^HL_PAYMENT_/);
    }
  });

  it('an instalment paid in full before a price rise is reminded of what the rise added, whatever its paid date', async () => {
    // As a re-import at a higher price left it: 중도금 1회 paid in full on 11-20, then its amount rose by 2,000,000.
    const instalments = plan(['2026-12-10', '2027-03-02']).map((i) => (i.key === 'mid-1' ? { ...i, amount: 32_000_000, paid: 30_000_000, paidOn: '2026-11-20' } : i));
    const [risen] = await insertContracts([{ dong: '103', ho: '501', phone: '010-6666-7777', account: '농협 790-0000-0501-01', instalments }]);
    at('2026-12-03T10:00:00');
    expect(await queuePaymentReminders(ctx)).toBe(1);
    const [text] = await texts();
    expect(text!.key).toContain(`${String(risen)}:mid-1:2026-12-10:before-7`);
    expect(text!.text).toContain('납부하실 금액: 2,000,000원');
    // The desk's list of instalments due names it too, with the same outstanding.
    expect((await dueRows(clock)).map((r) => [r.dong, r.label, r.outstanding])).toEqual([['103', '중도금 1회', 2_000_000]]);
  });

  it('after the desk raises a paid contract’s price, the instalment no longer paid in full loses its paid day and is reminded', async () => {
    at('2027-06-03T10:00:00');
    const [id] = await insertContracts([{ dong: '104', ho: '1101', phone: '010-8888-9999', instalments: [] }]);
    // The site's plan on 500,000,000, 계약금 and 중도금 1회 paid in full (150,000,000).
    const base = (await repriceContract(String(id), 500_000_000, { pricing: siteConfig.pricing, by: 'test', now: clock }))!;
    expect(base.outstanding).toBe(500_000_000);
    const c = (await Contract.findById(id).lean())!;
    await Contract.updateOne({ _id: id }, { $set: { instalments: c.instalments.map((i) => (['down-1', 'down-2', 'mid-1'].includes(i.key) ? { ...i, paid: i.amount, paidOn: '2027-05-20' } : i)) } });
    const raised = await repriceContract(String(id), 520_000_000, { pricing: siteConfig.pricing, by: 'test', now: clock });
    expect(raised).toEqual({ price: 520_000_000, paid: 100_000_000, outstanding: 420_000_000, surplus: 0 });
    const after = (await Contract.findById(id).lean())!.instalments;
    expect(after.filter((i) => i.paidOn).map((i) => [i.key, i.paidOn])).toEqual([['down-1', '2027-05-20'], ['down-2', '2027-05-20']]);
    expect(after.find((i) => i.key === 'mid-1')).toMatchObject({ amount: 52_000_000, paid: 48_000_000 });
    expect(await queuePaymentReminders(ctx)).toBe(1);
    expect((await texts())[0]!.text).toContain('납부하실 금액: 4,000,000원');
  });

  it('잔금 is reminded against the 입주지정기간’s last day once the desk sets it; a contract ended by a 해약 gets nothing', async () => {
    const [holder, ended] = await insertContracts([
      { dong: '104', ho: '1502', phone: '010-1212-3434', account: '농협 790-0000-1502-01', instalments: plan([]) },
      { dong: '104', ho: '1503', phone: '010-5656-7878', account: '농협 790-0000-1503-01', instalments: plan([]) },
    ]);
    await Contract.updateOne({ _id: ended }, { $set: { cancelledOn: '2026-11-30' } });
    at('2027-01-13T10:00:00');
    expect(await queuePaymentReminders(ctx)).toBe(0); // no period yet: 잔금 has no day
    await setMoveInPeriod({ from: '2027-01-10', to: '2027-01-20' }, 'desk@example.com', clock);
    expect(await queuePaymentReminders(ctx)).toBe(1);
    const [text] = await texts();
    expect(text!.key).toContain(`${String(holder)}:balance:2027-01-20:before-7`);
    expect(text!.to).toBe('010-1212-3434');
    expect(text!.text).toContain('납부하실 금액: 270,000,000원');
  });
});
