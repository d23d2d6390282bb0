/**
 * A counselor sees no money. A contract with deposits, a confirmed option, a price change by the
 * desk and a history row stored the old way (money in its words) is set up by the owner; then a
 * counselor whose customer it is opens every desk page of the route table and every GET of every
 * desk API router that server/api.ts mounts (so a new page or route is walked too), and finds none
 * of the figures set, in any format. The owner's own pages show them, so the scan is not blind.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Router } from 'express';
import { clearDb, testApp, testDb } from './helpers/app';
import { createAccount, createAdmin, deskClient, signedInAs } from './helpers/admin';
import { testClock } from './helpers/consent';
import { Contract, ContractChange } from '../server/contracts/model';
import { Deposit } from '../server/contracts/deposit-model';
import { Lead } from '../server/leads/model';
import { OutboxMessage } from '../server/outbox/model';
import { Reservation } from '../server/visits/model';
import { Types } from 'mongoose';
import { HOLDER_MESSAGE_KINDS } from '../shared/labels';
import { PAYMENT_REMINDER_KIND } from '../server/contracts/payment-reminders';
import { DEFECT_TEXT_KINDS } from '../server/defects/flow';
import { isAdminPath, pages } from '../shared/routes';
import { siteConfig } from '../shared/site.config';
import { adminApi } from '../server/leads/admin-routes';
import { visitsAdminApi } from '../server/visits/admin-routes';
import { moveInAdminApi } from '../server/movein/desk-routes';
import { messagesAdminApi } from '../server/outbox/admin-routes';
import { winnersAdminApi, type WinnersContext } from '../server/winners/admin-routes';
import { noticesAdminApi } from '../server/notices/routes';
import { contentAdminApi, type ContentContext } from '../server/content/routes';
import { optionsAdminApi } from '../server/options/admin-routes';
import { unitsAdminApi } from '../server/units/admin-routes';
import { campaignsAdminApi } from '../server/campaigns/routes';
import { contractsAdminApi } from '../server/contracts/admin-routes';
import { contractLifeAdminApi } from '../server/contract-life/routes';
import { settlementAdminApi } from '../server/contracts/settlement-routes';
import { loansAdminApi } from '../server/contracts/loan-routes';
import type { LifeContext } from '../server/contract-life/end';
import { contractOptionsAdminApi } from '../server/contracts/option-routes';
import { depositsAdminApi } from '../server/contracts/deposit-routes';
import { defectsAdminApi, type DefectsDeskContext } from '../server/defects/admin-routes';
import { saleAdminApi } from '../server/sale/routes';
import { eligibilityAdminApi } from '../server/tools/eligibility/routes';
import { scheduleAdminApi } from '../server/schedule/routes';
import { scoreAdminApi } from '../server/tools/score/routes';
import { consentAdminApi } from '../server/consent/routes';
import { announcementsAdminApi } from '../server/announcements/admin-routes';
import { privacyAdminApi } from '../server/privacy/routes';
import { accountsAdminApi } from '../server/accounts/routes';
import { securityAdminApi } from '../server/auth/security-routes';
import { accessLogAdminApi } from '../server/access-log/routes';
import { mediaAdminApi } from '../server/media/routes';
import { documentsAdminApi } from '../server/documents/routes';
import type { Outbox } from '../server/outbox/outbox';
import type { SubscribeContext } from '../server/schedule/subscribe';
import type { ConsentContext } from '../server/consent/notify';
import type { VisitContext } from '../server/visits/reservations';
import type { UnitsAdminContext } from '../server/units/admin-routes';

const clock = testClock('2027-01-10T10:00:00+09:00');
const { app } = testApp({}, { now: clock.now });

const HOLDER_PHONE = '010-4321-8765';
const LEDGER = ['동,호,계약자,연락처,계약일,분양가,가상계좌', `107,1503,문계약,${HOLDER_PHONE},2027-01-05,"547,318,000",562-910-00077123`].join('\n');

// Every desk API router server/api.ts mounts, made here with the contexts their routes never reach in a GET listing.
const ctx = {} as ConsentContext & VisitContext;
const now = () => clock.now();
const ROUTERS: Record<string, () => Router> = {
  visitsAdminApi: () => visitsAdminApi(ctx),
  moveInAdminApi: () => moveInAdminApi({ now, visits: ctx }),
  messagesAdminApi: () => messagesAdminApi({} as Outbox),
  winnersAdminApi: () => winnersAdminApi({} as WinnersContext),
  noticesAdminApi: () => noticesAdminApi(now),
  contentAdminApi: () => contentAdminApi({} as ContentContext),
  optionsAdminApi: () => optionsAdminApi({ now, pricing: siteConfig.pricing }),
  unitsAdminApi: () => unitsAdminApi({ now } as UnitsAdminContext),
  campaignsAdminApi: () => campaignsAdminApi({ now }),
  contractsAdminApi: () => contractsAdminApi({ now, pricing: siteConfig.pricing }),
  contractLifeAdminApi: () => contractLifeAdminApi({ now } as LifeContext),
  settlementAdminApi: () => settlementAdminApi({ now, site: siteConfig }),
  loansAdminApi: () => loansAdminApi({ now }),
  contractOptionsAdminApi: () => contractOptionsAdminApi({ now }),
  depositsAdminApi: () => depositsAdminApi({ now }),
  defectsAdminApi: () => defectsAdminApi({} as DefectsDeskContext),
  eligibilityAdminApi: () => eligibilityAdminApi({ now, site: siteConfig }),
  scheduleAdminApi: () => scheduleAdminApi({} as SubscribeContext),
  scoreAdminApi: () => scoreAdminApi(now),
  consentAdminApi: () => consentAdminApi(ctx),
  announcementsAdminApi: () => announcementsAdminApi(ctx),
  privacyAdminApi: () => privacyAdminApi(now),
  accountsAdminApi: () => accountsAdminApi({ siteUrl: 'https://example.com', now }),
  securityAdminApi: () => securityAdminApi({ issuer: 'x', required: false, now }),
  accessLogAdminApi: () => accessLogAdminApi(),
  mediaAdminApi: () => mediaAdminApi({ uploadsAtOnce: 1 }),
  documentsAdminApi: () => documentsAdminApi({ now, onReplaced: () => {} }),
  saleAdminApi: () => saleAdminApi({ now, site: siteConfig }),
  adminApi: () => adminApi({ rules: { firstContactMinutes: 30, hours: { open: 540, close: 1140 } }, bookings: {} as never }),
};

/** [mount path, router factory] of every desk router, read from server/api.ts itself. */
function mountedDeskRouters(): [string, string][] {
  const source = readFileSync(new URL('../server/api.ts', import.meta.url), 'utf8');
  return [...source.matchAll(/api\.use\(\s*'(\/admin[^']*)'\s*,\s*(\w+)\(/g)].map((m) => [m[1]!, m[2]!]);
}

/** Every GET path of the desk API, its parameters filled with the contract's id (or a code). */
function deskGetPaths(contractId: string): string[] {
  const paths: string[] = [];
  for (const [mount, factory] of mountedDeskRouters()) {
    const make = ROUTERS[factory];
    expect(make, `${factory} (mounted at ${mount}) is not walked: add it to ROUTERS`).toBeDefined();
    for (const layer of (make!() as unknown as { stack: { route?: { path: string; methods: Record<string, boolean> } }[] }).stack) {
      if (!layer.route?.methods.get) continue;
      const path = layer.route.path.replace(/:(\w+)/g, (_, name: string) => (name === 'code' ? 'ABCDEFGH' : name === 'slug' ? 'brochure' : name === 'rev' ? '1' : contractId));
      paths.push(`/api${mount}${path}`);
    }
  }
  return paths;
}

const QUERY = new URLSearchParams({ q: '107-1503', phone: HOLDER_PHONE, reason: '고객 상담 확인', date: '2027-01-10', from: '2027-01-01', to: '2027-01-31' }).toString();

let contractId = '';
const figures = new Set<number>();

beforeAll(async () => {
  await testDb();
  await clearDb();
  await createAdmin();
  const counselor = await createAccount('walk-counselor@example.com', 'counselor');
  const desk = await deskClient(app);
  expect((await desk.post('/api/admin/contracts/import', { csv: LEDGER })).body).toMatchObject({ added: 1 });
  const c = (await Contract.findOne({ unitKey: '107-1503' }).lean())!;
  contractId = String(c._id);
  expect((await desk.put(`/api/admin/contracts/${contractId}/counselor`, { counselorId: counselor })).status).toBe(200);

  // Two deposits into the 가상계좌: 계약금 1차 in full, then part of 계약금 2차.
  clock.set('2027-01-12T10:00:00+09:00');
  const deposits = ['거래일,입금자,계좌,금액', '2027-01-11 10:00:00,문계약,562-910-00077123,"27,365,000"', '2027-01-12 09:30:00,문계약,562-910-00077123,"9,871,000"'].join('\n');
  expect((await desk.post('/api/admin/contracts/deposits', { csv: deposits })).body).toMatchObject({ matched: 2 });
  // An option requested on /my and confirmed by the desk.
  await Contract.updateOne({ _id: c._id }, { $set: { options: [{ optionId: 'walk-option', label: '시스템 에어컨', price: 13_579_000, state: 'requested', requestedAt: clock.now() }] } });
  expect((await desk.post(`/api/admin/contracts/${contractId}/options/confirm`, {})).status).toBe(200);
  // The desk changes the price after the payments.
  clock.set('2027-01-13T10:00:00+09:00');
  const repriced = await desk.post(`/api/admin/contracts/${contractId}/price`, { price: 561_947_000 });
  expect(repriced.status).toBe(200);
  // A deposit row stored before the words were kept apart from the money.
  await ContractChange.create({
    contractId: c._id, at: new Date('2027-01-11T01:00:00Z'), by: 'deposit', what: '입금 24,681,000원 (2027-01-11, 문계약): 계약금 1차 24,681,000원',
    changes: [{ field: 'instalment:down-1', from: null, to: 24_681_000 }],
  });

  // The holder registered interest before the contract (the counselor's own customer), was texted a
  // payment notice with its amount, and booked a 사전점검: the person card meets all three.
  const at = clock.now();
  await Lead.create({ type: 'interest', name: '문계약', phone: HOLDER_PHONE, phoneKey: HOLDER_PHONE.replace(/\D/g, ''), consentAt: at, createdAt: at, expiresAt: new Date(at.getTime() + 86_400_000 * 365), forward: { state: 'stored', attempts: 0 }, assignee: counselor });
  await OutboxMessage.create({ key: 'payment-reminder:walk', kind: 'payment-reminder', channel: 'sms', to: HOLDER_PHONE, text: '[단지] 계약금 2차 납부 안내: 납부하실 금액 17,494,000원', state: 'pending', attempts: 0, nextAttemptAt: at, dueAt: at, createdAt: at, expiresAt: new Date(at.getTime() + 86_400_000 * 90) });
  figures.add(17_494_000);
  await Reservation.create({ code: 'WALKINSP', token: 'walk-inspection-token', slotId: new Types.ObjectId(), kind: 'inspection', contractId: c._id, date: '2027-02-01', start: '10:00', end: '12:00', startsAt: new Date('2027-02-01T01:00:00Z'), party: 2, name: '문계약', phone: HOLDER_PHONE, status: 'booked', createdAt: at, expiresAt: new Date(at.getTime() + 86_400_000 * 400) });

  const stored = (await Contract.findById(c._id).lean())!;
  for (const n of [547_318_000, stored.price, stored.surplus ?? 0, 24_681_000, 13_579_000]) figures.add(n);
  for (const i of stored.instalments) for (const n of [i.amount, i.paid, i.amount - i.paid]) figures.add(n);
  for (const d of await Deposit.find({}).lean()) figures.add(d.amount);
  const sum = (f: (i: (typeof stored.instalments)[number]) => number) => stored.instalments.reduce((s, i) => s + f(i), 0);
  figures.add(sum((i) => i.paid));
  figures.add(sum((i) => i.amount - i.paid));
  for (const n of [...figures]) if (n < 100_000) figures.delete(n); // 0 and the like are no one's money
});

/** The figures of this contract found in a text, in any of the forms they are written. */
function moneyIn(text: string): string[] {
  const found: string[] = [];
  for (const n of figures) for (const form of [n.toLocaleString('ko-KR'), String(n), `${n / 10_000}만`]) if (text.includes(form)) found.push(form);
  return found;
}

describe('a counselor walking the whole desk', () => {
  it('the owner’s pages show this contract’s money (the scan sees it where it belongs)', async () => {
    const desk = await deskClient(app);
    const page = await desk.get(`/admin/contracts/${contractId}`);
    expect(page.status).toBe(200);
    expect(moneyIn(page.text)).toEqual(expect.arrayContaining(['561,947,000', '13,579,000', '27,365,000']));
    expect(page.text).toContain('분양가 547,318,000원에서 561,947,000원으로 변경');
    expect(page.text).toMatch(/계약금 1차 납부예정액 28,097,000원으로 변경/);
    // In words, never internal keys (the page's own data names instalments by key; the history does not).
    const history = page.text.slice(page.text.indexOf('변경 이력'), page.text.indexOf('id="app-state"'));
    expect(history).toContain('계약금 1차에 24,681,000원 납부 처리');
    expect(history).not.toMatch(/instalment[:.]|down-1|mid-1/);
  });

  it('finds none of the figures on any desk page, in any desk API answer or export it can reach', async () => {
    const { agent } = await signedInAs(app, 'walk-counselor@example.com');
    const desk = pages.filter((r) => isAdminPath(r.path)).map((r) => r.path.replace(/:\w+/g, contractId));
    const api = deskGetPaths(contractId);
    expect(api).toEqual(expect.arrayContaining([`/api/admin/contracts/${contractId}`, '/api/admin/contracts/', '/api/admin/contracts/export.csv', '/api/admin/contracts/due']));
    const reached: string[] = [];
    for (const path of [...desk, ...api]) {
      const res = await agent.get(`${path}?${QUERY}`);
      if (res.status === 200) reached.push(path);
      const text = res.text ?? (Buffer.isBuffer(res.body) ? res.body.toString('utf8') : JSON.stringify(res.body));
      expect.soft(moneyIn(text), `${path} (${res.status})`).toEqual([]);
    }
    // The walk reached the contract itself: its page, its answer, its history in words.
    expect(reached).toEqual(expect.arrayContaining([`/admin/contracts/${contractId}`, `/api/admin/contracts/${contractId}`, '/api/admin/contracts/', '/api/admin/people']));
    const detail = (await agent.get(`/api/admin/contracts/${contractId}`)).body;
    expect(detail.history.map((h: { what: string }) => h.what)).toEqual(
      expect.arrayContaining(['분양가 변경 (납부액 재배분)', '옵션 계약 확정', '입금 (2027-01-12, 문계약)', '입금', '담당 상담사 지정']),
    );
    // What is not money is told in words: the option by its name, the counselor by theirs.
    expect(detail.history.flatMap((h: { lines: string[] }) => h.lines)).toEqual(expect.arrayContaining(['확정한 옵션: 시스템 에어컨', '담당 상담사: 없음 → walk-counselor']));
  });

  it('the person card of a customer who became a holder shows the counselor neither the contract’s bookings nor the texts about it; the owner sees both', async () => {
    const counselor = (await (await signedInAs(app, 'walk-counselor@example.com')).agent.get('/api/admin/people').query({ phone: HOLDER_PHONE })).body;
    expect(counselor.leads).toHaveLength(1);
    expect(counselor.reservations).toEqual([]);
    expect(counselor.messages.map((m: { kind: string }) => m.kind)).not.toContain('payment-reminder');
    const full = (await (await deskClient(app)).get(`/api/admin/people?phone=${HOLDER_PHONE}`)).body;
    expect(full.reservations.map((r: { code: string }) => r.code)).toEqual(['WALKINSP']);
    expect(full.messages.map((m: { kind: string }) => m.kind)).toContain('payment-reminder');
    // Every text a contract's desks send is one the list keeps from a counselor.
    expect(HOLDER_MESSAGE_KINDS).toEqual(expect.arrayContaining([PAYMENT_REMINDER_KIND, ...Object.values(DEFECT_TEXT_KINDS)]));
  });
});
