/**
 * A presale advertisement's disclosures (시행사 with its registration and address, 시공사, 사업계획승인,
 * location and lots, start/completion/move-in, 전매제한, who keeps the sale money): in the footer of
 * every page and on the 사업개요 page, overridable from the environment, and a production start
 * with any of them empty is refused.
 */
import { spawn } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { Express } from 'express';
import { html, testApp, testDb } from './helpers/app';
import { loadConfig } from '../server/config.server';
import { siteConfig } from '../shared/site.config';
import { apiServerArgs } from './helpers/api-process';

const d = siteConfig.disclosures;
/** What a reader must find, as printed. */
const EXPECTED = [
  siteConfig.developer,
  d.developerRegistration,
  d.developerAddress,
  siteConfig.contractor,
  `${d.permit.authority} ${d.permit.number}`,
  '2026. 11. 20.',
  siteConfig.location,
  d.lotNumber,
  `착공 ${d.constructionStart}`,
  `준공 ${d.completion}`,
  `입주 ${d.moveIn}`,
  d.resaleLimit,
  d.trustee,
  `분양보증 ${d.guarantee}`,
];

beforeAll(async () => {
  await testDb();
});

async function footerText(app: Express, path: string) {
  const res = await request(app).get(path);
  return html(res.text).querySelector('footer .footer-disclosure')?.textContent ?? '';
}

describe('disclosures on the site', () => {
  it('the footer of every kind of page carries every disclosure, as text in the page', async () => {
    const { app } = testApp();
    for (const path of ['/', '/Brand/intro', '/SalesInfo/schedule', '/haeon-lakecity/press', '/privacy', '/no-such-page']) {
      const text = await footerText(app, path);
      for (const item of EXPECTED) expect(text, `${path}: ${item}`).toContain(item);
    }
  });

  it('the 사업개요 page lists them in its overview table', async () => {
    const { app } = testApp();
    const table = html((await request(app).get('/BusinessGuide/intro')).text).querySelector('main table.overview-table');
    const text = table?.textContent ?? '';
    for (const label of ['시행사', '시공사', '사업계획승인', '대지위치', '착공·준공·입주', '전매제한', '분양대금 관리']) expect(text).toContain(label);
    for (const item of EXPECTED) expect(text, item).toContain(item);
  });

  it('the environment overrides each one, in the footer and the overview', async () => {
    const { app } = testApp({
      DEVELOPER: '호수개발(주)',
      DEVELOPER_REGISTRATION: '청해시-2025-0099호',
      PERMIT_NUMBER: '청해시 고시 제2027-3호',
      PERMIT_DATE: '2027-02-03',
      SALE_TRUSTEE: '한빛자산신탁(주)',
    });
    for (const path of ['/', '/BusinessGuide/intro']) {
      const page = (await request(app).get(path)).text;
      for (const item of ['호수개발(주)', '청해시-2025-0099호', '청해시 고시 제2027-3호', '2027. 2. 3.', '한빛자산신탁(주)']) expect(page, `${path}: ${item}`).toContain(item);
      expect(page).not.toContain(d.permit.number);
    }
  });

  it('a permit date that is not a date stops the start, naming the setting', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', PERMIT_DATE: '2026년 11월' })).toThrow(/PERMIT_DATE: must be a date as YYYY-MM-DD/);
  });
});

describe('a production start', () => {
  const prod = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) };

  it('starts with the disclosures of the site config', () => {
    expect(loadConfig(prod).site.disclosures).toEqual(d);
  });

  it('refuses any disclosure left empty, naming its setting', () => {
    for (const name of ['DEVELOPER', 'DEVELOPER_REGISTRATION', 'DEVELOPER_ADDRESS', 'PERMIT_AUTHORITY', 'PERMIT_NUMBER', 'PERMIT_DATE', 'SITE_LOT_NUMBER', 'CONSTRUCTION_START', 'COMPLETION_DATE', 'MOVE_IN_DATE', 'RESALE_LIMIT', 'SALE_TRUSTEE', 'SALE_GUARANTEE']) {
      expect(() => loadConfig({ ...prod, [name]: ' ' }), name).toThrow(new RegExp(`empty: ${name} `));
    }
    // Outside production an empty one is allowed (a site being prepared).
    expect(loadConfig({ NODE_ENV: 'development', PERMIT_NUMBER: '' }).site.disclosures.permit.number).toBe('');
  });

  it('the server process exits with a one-line message naming the empty setting', async () => {
    const child = spawn(process.execPath, apiServerArgs(), {
      env: { ...process.env, ...prod, PORT: '0', HOST: '127.0.0.1', PERMIT_NUMBER: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (b: Buffer) => (output += b.toString()));
    child.stderr.on('data', (b: Buffer) => (output += b.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).not.toBe(0);
    const lines = output.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Refusing to start in production: .*PERMIT_NUMBER/);
  });
});
