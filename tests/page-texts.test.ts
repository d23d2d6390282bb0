/**
 * The record of what each published page said and when: each start records every visitor page's
 * text, a new version only when it changed, and the desk shows the text of a chosen page on a
 * chosen (Korea-time) day, to managers and the owner.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { Express } from 'express';
import { clearDb, html, testApp, testDb } from './helpers/app';
import { createAccount, signedInAs } from './helpers/admin';
import { PageText } from '../server/page-texts/model';
import { pageTextOn, recordPageTexts } from '../server/page-texts/record';
import { recordedPaths } from '../server/page-texts/text';
import { siteConfig } from '../shared/site.config';

const at = (iso: string) => () => new Date(iso);
const fetcher = (app: Express) => async (path: string) => {
  const res = await request(app).get(path);
  return res.status === 200 ? res.text : null;
};
const OLD_PERMIT = siteConfig.disclosures.permit.number;
const NEW_PERMIT = '청해시 고시 제2027-3호';

beforeAll(async () => {
  await testDb();
});
beforeEach(async () => {
  await clearDb();
});

describe('recording page texts at start', () => {
  it('records every visitor page once, adds a version only when the words change, and tells the day apart in Korea time', async () => {
    const { app } = testApp();
    const paths = recordedPaths(siteConfig.defaultSite).map((p) => p.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/BusinessGuide/intro', '/LocationEnvironment/intro', '/privacy']));
    expect(paths.some((p) => p.startsWith('/admin'))).toBe(false);

    // First start: 2026-12-01 10:00 KST. Second start the same day: nothing new.
    expect((await recordPageTexts(fetcher(app), siteConfig.defaultSite, at('2026-12-01T01:00:00Z'))).sort()).toEqual([...paths].sort());
    expect(await recordPageTexts(fetcher(app), siteConfig.defaultSite, at('2026-12-01T05:00:00Z'))).toEqual([]);
    expect(await PageText.countDocuments()).toBe(paths.length);

    // A start on 2026-12-03 at 08:30 KST with another permit number: every footer changed.
    const changed = testApp({ PERMIT_NUMBER: NEW_PERMIT }).app;
    expect(await recordPageTexts(fetcher(changed), siteConfig.defaultSite, at('2026-12-02T23:30:00Z'))).toHaveLength(paths.length);

    const intro = (day: string) => pageTextOn('/BusinessGuide/intro', day);
    expect(await intro('2026-11-30')).toEqual([]);
    const first = await intro('2026-12-02');
    expect(first).toHaveLength(1);
    expect(first[0]!.text).toContain(OLD_PERMIT);
    expect(first[0]!.text).toContain('사업계획승인');
    expect(first[0]!.text).not.toMatch(/[<>]/);
    expect(first[0]!.lastSeen).toBe('2026-12-01T05:00:00.000Z');
    // The day of the change: what it said as the day began, then the new version.
    const changeDay = await intro('2026-12-03');
    expect(changeDay.map((v) => v.seq)).toEqual([1, 2]);
    expect(changeDay[1]!.text).toContain(NEW_PERMIT);
    expect((await intro('2026-12-04')).map((v) => v.seq)).toEqual([2]);
    // Every visitor page rendered three times: 1–5 s on an idle machine, 20 s seen on a loaded one.
  }, 60_000);

  it('reads as lines of words: table rows stay together, markup and scripts are left out', async () => {
    const { app } = testApp();
    await recordPageTexts(fetcher(app), siteConfig.defaultSite, at('2026-12-01T01:00:00Z'));
    const [v] = await pageTextOn('/BusinessGuide/intro', '2026-12-01');
    const lines = v!.text.split('\n');
    expect(lines).toContain(`사업명 ${siteConfig.projectName}`);
    expect(lines).toContain(`시공사 ${siteConfig.contractor}`);
    expect(v!.text).not.toContain('__APP_STATE');
    expect(v!.text).not.toContain('function');
  });

  it('two instances starting at once with the same new words write one version', async () => {
    const { app } = testApp();
    const now = at('2026-12-01T01:00:00Z');
    await Promise.all([recordPageTexts(fetcher(app), siteConfig.defaultSite, now), recordPageTexts(fetcher(app), siteConfig.defaultSite, now)]);
    expect(await PageText.countDocuments({ path: '/' })).toBe(1);
    expect(await PageText.countDocuments()).toBe(recordedPaths(siteConfig.defaultSite).length);
  });
});

describe('the desk page /admin/page-texts', () => {
  it('shows a manager and the owner the text of the chosen page on the chosen day, and refuses a counselor', async () => {
    const { app } = testApp();
    await recordPageTexts(fetcher(app), siteConfig.defaultSite, at('2026-12-01T01:00:00Z'));
    for (const role of ['manager', 'owner', 'counselor'] as const) await createAccount(`${role}@example.com`, role);
    const url = `/admin/page-texts?path=${encodeURIComponent('/BusinessGuide/intro')}&day=2026-12-02`;

    for (const role of ['manager', 'owner'] as const) {
      const { agent } = await signedInAs(app, `${role}@example.com`);
      const res = await agent.get(url);
      expect(res.status, role).toBe(200);
      const text = html(res.text).querySelector('pre.page-text')?.textContent ?? '';
      expect(text).toContain(OLD_PERMIT);
      expect(text).toContain(`사업명 ${siteConfig.projectName}`);
      expect(res.text).toContain('페이지 문구 기록');
    }
    const before = await (await signedInAs(app, 'manager@example.com')).agent.get(url.replace('2026-12-02', '2026-11-01'));
    expect(html(before.text).querySelector('pre.page-text')).toBeNull();
    expect(before.text).toContain('기록이 없습니다');

    const { agent } = await signedInAs(app, 'counselor@example.com');
    expect((await agent.get(url)).status).toBe(403);
  });
});
