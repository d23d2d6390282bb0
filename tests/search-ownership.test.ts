/** Site ownership tags for Naver Search Advisor and Google Search Console: home page only, only when set. */
import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { Express } from 'express';
import { html, testApp, testDb } from './helpers/app';
import { ConfigError, loadConfig } from '../server/config.server';

const NAVER = '5c1f0a9d3e7b2c4a8f6e1d0b9a7c5e3f2d1b0a98';
const GOOGLE = 'Xq3k9_Lp0-ZtR7vB2mN8cY4hW1sJ6dF5gA0eK3uQ7iO';
const PAGES = ['/Brand/intro', '/SalesInfo/schedule', '/haeon-lakecity/press', '/privacy', '/no-such-page'];

beforeAll(async () => {
  await testDb();
});

async function ownershipTags(app: Express, path: string) {
  const doc = html((await request(app).get(path)).text);
  return Object.fromEntries(
    doc.querySelectorAll('meta[name$="-site-verification"]').map((m) => [m.getAttribute('name'), m.getAttribute('content')]),
  );
}

describe('ownership tags', () => {
  it('both settings: both tags on the home page, and on no other page', async () => {
    const { app } = testApp({ NAVER_SITE_VERIFICATION: NAVER, GOOGLE_SITE_VERIFICATION: GOOGLE });
    expect(await ownershipTags(app, '/')).toEqual({ 'naver-site-verification': NAVER, 'google-site-verification': GOOGLE });
    for (const path of PAGES) expect(await ownershipTags(app, path), path).toEqual({});
  });

  it('one setting: only its tag', async () => {
    const { app } = testApp({ NAVER_SITE_VERIFICATION: NAVER });
    expect(await ownershipTags(app, '/')).toEqual({ 'naver-site-verification': NAVER });
  });

  it('neither setting: no tag anywhere', async () => {
    const { app } = testApp();
    for (const path of ['/', ...PAGES]) expect(await ownershipTags(app, path), path).toEqual({});
  });

  it('the whole tag pasted from the console is taken for its value', () => {
    const config = loadConfig({ NODE_ENV: 'test', NAVER_SITE_VERIFICATION: `<meta name="naver-site-verification" content="${NAVER}" />` });
    expect(config.site.ownership).toEqual({ naver: NAVER, google: undefined });
  });

  it('a value that is not a tag content stops the start, naming the setting', () => {
    for (const [name, value] of [
      ['NAVER_SITE_VERIFICATION', 'https://searchadvisor.naver.com'],
      ['GOOGLE_SITE_VERIFICATION', 'has spaces and "quotes" in it'],
      ['GOOGLE_SITE_VERIFICATION', '<meta name="google-site-verification">'],
    ]) {
      expect(() => loadConfig({ NODE_ENV: 'test', [name!]: value }), value).toThrow(ConfigError);
      expect(() => loadConfig({ NODE_ENV: 'test', [name!]: value })).toThrow(new RegExp(`${name}: must be the content value`));
    }
  });
});
