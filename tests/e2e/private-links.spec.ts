/**
 * A private link's token never leaves its page (issue 46): a buyer opens a booking link, an opt-out
 * link and a reminder-stop link from webmail (a referrer and utm tags), each page left by the next
 * link, then registers interest (관심고객 등록). Afterwards no token is in the site server's log, in a
 * cookie, in the stored lead, in the URL or body of any request the pages made (page views, field
 * speed, the popup list), and a request that carries one (the link itself) is never cacheable.
 * Own server (its log captured) and database. The browser talks to it through a recording proxy:
 * a beacon sent as a page is left goes out after the page is gone, where the browser's own request
 * events no longer see it.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import mongoose from 'mongoose';
import { startSiteServer } from '../helpers/server';
import { VisitSlot, Reservation } from '../../server/visits/model';
import { OptoutToken } from '../../server/consent/model';
import { ScheduleSubscriber } from '../../server/schedule/model';
import { Lead } from '../../server/leads/model';
import { kstInstant } from '../../shared/visits';
import { ATTRIBUTION_COOKIE } from '../../shared/attribution';
import { test, expect, hydrated, MOBILE } from './fixtures';
import { uniqueName } from './db';

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
// As the site makes them: 120 random bits (an opt-out token is exactly 20 characters).
const token = () => randomBytes(15).toString('base64url');

let server: Awaited<ReturnType<typeof startSiteServer>>;
let conn: mongoose.Connection;
let proxy: http.Server;
let base: string;

interface Seen {
  method: string;
  url: string;
  body: string;
  cacheControl: string;
}
const seen: Seen[] = [];

/** Forwards every request to the site and notes its URL, its body and the answer's Cache-Control. */
async function recordingProxy(target: string) {
  const to = new URL(target);
  proxy = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const up = http.request({ host: to.hostname, port: to.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
        seen.push({ method: req.method!, url: req.url!, body: body.toString('utf8'), cacheControl: String(answer.headers['cache-control'] ?? '') });
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      });
      up.on('error', () => res.destroy());
      up.end(body);
    });
  });
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`;
}
/** A model of this test's connection (the server's own database). */
function model<T>(m: T & { modelName: string; schema: mongoose.Schema }): T {
  return (conn.models[m.modelName] ?? conn.model(m.modelName, m.schema)) as unknown as T;
}

test.beforeAll(async () => {
  // Request lines are logged at info: the log this test reads is the one an operator keeps.
  server = await startSiteServer({ build: false, captureOutput: true, env: { LOG_LEVEL: 'info' } });
  conn = await mongoose.createConnection(server.mongoUri, { autoCreate: false, autoIndex: false }).asPromise();
  await recordingProxy(server.base);
});
test.afterAll(async () => {
  await new Promise((r) => proxy?.close(r));
  await conn?.close();
  await server?.stop();
});

test('no token of a booking, opt-out or reminder link reaches a log line, a cookie, the lead or any request the pages make', async ({ browser }) => {
  test.setTimeout(120_000);
  const now = new Date();
  const day = new Date(now.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
  const slot = await model(VisitSlot).create({ date: day, start: '14:00', end: '15:00', startsAt: kstInstant(day, '14:00'), minutes: 60, capacity: 4, booked: 1, remaining: 3, closed: false, createdAt: now });
  const tokens = { reservation: token(), optout: token(), stop: token() };
  const expiresAt = new Date(now.getTime() + 30 * 86_400_000);
  await model(Reservation).create({ code: 'QK7P2M', token: tokens.reservation, slotId: slot._id, date: day, start: '14:00', end: '15:00', startsAt: slot.startsAt, party: 2, name: '예약고객', phone: '010-2468-1357', status: 'booked', createdAt: now, expiresAt });
  await model(OptoutToken).create({ token: tokens.optout, phone: '010-2468-1357', createdAt: now });
  await model(ScheduleSubscriber).create({ name: '알림고객', phone: '010-2468-1357', phoneKey: `key-${token()}`, token: tokens.stop, createdAt: now, expiresAt });
  const links = [`/reservation/${tokens.reservation}`, `/o/${tokens.optout}`, `/r/${tokens.stop}`];
  const secrets = Object.values(tokens);
  const holds = (text: string | null | undefined) => !!text && secrets.some((t) => text.includes(t));

  const phone = await browser.newContext({ viewport: MOBILE, userAgent: PHONE_UA, locale: 'ko-KR', baseURL: base });
  const page = await phone.newPage();
  for (const link of links) {
    const popups = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/content/popups');
    const view = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v');
    const res = await page.goto(`${link}?utm_source=naver&utm_medium=email&utm_campaign=booking-mail`, { referer: 'https://mail.naver.com/read/inbox/1234' });
    expect(res!.status(), link).toBe(200);
    await Promise.all([popups, view]);
    // The field-speed code has loaded: leaving the page sends its vitals.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/vitals-[\w-]+\.js$/.test(e.name)));
    await page.evaluate(() => new Promise((r) => setTimeout(r, 0)));
  }

  // Then registers interest from the home page's 관심고객 등록.
  await page.goto('/');
  await hydrated(page);
  const beacons = () => seen.filter((r) => r.url === '/api/v').map((r) => JSON.parse(r.body) as { k?: string; p: string });
  // Each private page sent its vitals as it was left.
  await expect.poll(() => beacons().filter((b) => b.k === 'vitals').length).toBe(3);
  const name = uniqueName();
  await page.locator('.floating-bar').getByRole('link', { name: '관심고객 등록' }).click();
  const dialog = page.getByRole('dialog', { name: '관심고객 등록' });
  await dialog.getByLabel('이름').fill(name);
  await dialog.getByLabel('연락처').fill(`010-7${String(Date.now() % 1000).padStart(3, '0')}-${String(Date.now() % 10000).padStart(4, '0')}`);
  await dialog.getByLabel('개인정보 수집·이용 동의').check();
  await dialog.getByRole('button', { name: '관심고객 등록' }).click();
  await expect(dialog.getByText('등록이 완료되었습니다')).toBeVisible();

  // The cookie names where the visit landed by its page, never the link.
  const cookies = await phone.cookies();
  for (const c of cookies) expect(holds(c.value) || holds(Buffer.from(c.value, 'base64url').toString('utf8')), c.name).toBe(false);
  const src = cookies.find((c) => c.name === ATTRIBUTION_COOKIE)!;
  expect(JSON.parse(Buffer.from(src.value, 'base64url').toString('utf8'))).toMatchObject({ f: { source: 'naver', campaign: 'booking-mail', landing: '/reservation/:token' }, l: { landing: '/r/:token' } });

  // The stored lead, as every desk account and the CRM webhook see it.
  let lead: Record<string, unknown> | null = null;
  await expect.poll(async () => (lead = await model(Lead).findOne({ name }).lean())).toBeTruthy();
  expect(lead!).toMatchObject({ attribution: { first: { landing: '/reservation/:token' }, last: { landing: '/r/:token' } } });
  expect(holds(JSON.stringify(lead))).toBe(false);

  // Every request the pages made: only the links themselves carry a token, and none is cacheable.
  const documents = new Set(links.map((l) => `${l}?utm_source=naver&utm_medium=email&utm_campaign=booking-mail`));
  expect(seen.filter((r) => documents.has(r.url))).toHaveLength(3);
  for (const r of seen) {
    if (documents.has(r.url)) {
      expect(r.cacheControl, r.url).toContain('no-store');
      continue;
    }
    expect(holds(r.url), r.url).toBe(false);
    expect(holds(r.body), `${r.url} body`).toBe(false);
  }
  // The popup list is asked for 'any other page' (the next private page takes it from the browser's
  // cache), and for the home page; the page-view and vitals beacons name the private pages by their pattern.
  expect(new Set(seen.filter((r) => r.url.startsWith('/api/content/popups')).map((r) => r.url))).toEqual(new Set(['/api/content/popups?page=other', '/api/content/popups?page=home']));
  expect(beacons().filter((b) => !b.k).map((b) => b.p)).toEqual(['/reservation/:token', '/o/:token', '/r/:token', '/']);
  expect(beacons().filter((b) => b.k === 'vitals').map((b) => b.p)).toEqual(['/reservation/:token', '/o/:token', '/r/:token']);
  await phone.close();

  // The site server's log: the pages are there, the tokens are not.
  const log = server.output();
  expect(log).toContain('/reservation/:token');
  expect(log).toContain('/o/:token');
  expect(log).toContain('/r/:token');
  expect(holds(log)).toBe(false);
});
