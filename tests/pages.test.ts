import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { randomBytes } from 'node:crypto';
import { html, testApp } from './helpers/app';
import { HtmlCache } from '../server/html-cache';
import { appContextOf } from '../server/app-context';

const { app, config } = testApp();
const origin = config.site.siteUrl;

// Every route of spec 2.1 with the heading a visitor (or screen reader) meets first.
const ROUTES: [path: string, heading: string][] = [
  ['/', '더 해온 레이크시티 공식 홈페이지'],
  ['/Brand/intro', '브랜드 소개'],
  ['/Brand/video', '홍보영상'],
  ['/BusinessGuide/intro', '사업안내'],
  ['/BusinessGuide/plan', '주택취득자금 조달계획'],
  ['/BusinessGuide/documents', '당첨자 계약 구비서류'],
  ['/SalesInfo/announcement', '입주자모집공고'],
  ['/SalesInfo/SubscriptionGuide', '인지세 납부안내'],
  ['/SalesInfo/guide', '인터넷 청약안내'],
  ['/SalesInfo/stampTax', '인지세 상세안내'],
  ['/LocationEnvironment/intro', '입지안내'],
  ['/LocationEnvironment/primium', '프리미엄'],
  ['/ComplexGuide/intro', '단지배치도'],
  ['/ComplexGuide/detailintro', '동·호수 배치도'],
  ['/ComplexGuide/community', '커뮤니티'],
  // Unit pages read the label of the menu entry that leads there, never the URL slug.
  ['/FloorPlan/59A', '84A 타입 평면안내'],
  ['/FloorPlan/59B', '84B 타입 평면안내'],
  ['/FloorPlan/84A', '84C 타입 평면안내'],
  ['/FloorPlan/84B', '84D 타입 평면안내'],
  ['/FloorPlan/114A', '99A 타입 평면안내'],
  ['/FloorPlan/114B', '99B 타입 평면안내'],
  ['/FloorPlan/114C', '99C 타입 평면안내'],
  ['/FloorPlan/Emodel', 'E-모델하우스'],
  ['/FloorPlan/videos', '입지·타입 영상'],
  ['/Interior/59A', '84A 타입 인테리어'],
  ['/Interior/84A', '84C 타입 인테리어'],
  ['/Interior/84B', '84D 타입 인테리어'],
  ['/Promotion/Customer', '관심고객 등록'],
  ['/haeon-lakecity/press', '보도자료'],
  ['/haeon-lakecity/customer', '방문예약'],
];

async function page(path: string) {
  const res = await request(app).get(path);
  return { res, doc: html(res.text) };
}

describe('every page of the spec is server-rendered with its metadata', () => {
  const titles = new Set<string>();

  it.each(ROUTES)('%s', async (path, heading) => {
    const { res, doc } = await page(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(doc.querySelector('html')?.getAttribute('lang')).toBe('ko');
    expect(doc.querySelector('h1')?.text.trim()).toBe(heading);

    const title = doc.querySelector('title')?.text ?? '';
    expect(title).toContain('더 해온 레이크시티');
    expect(titles.has(title), `duplicate title ${title}`).toBe(false);
    titles.add(title);

    const meta = (sel: string) => doc.querySelector(sel)?.getAttribute('content');
    expect(meta('meta[name="description"]')).toContain(config.site.salesOfficePhone);
    expect(meta('meta[name="keywords"]')).toBeTruthy();
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(origin + path);
    expect(meta('meta[property="og:title"]')).toBe(title);
    expect(meta('meta[property="og:description"]')).toBeTruthy();
    expect(meta('meta[property="og:url"]')).toBe(origin + path);
    expect(meta('meta[property="og:image"]')).toMatch(/^https:\/\/.+\.png$/);
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(meta('meta[property="og:locale"]')).toBe('ko_KR');
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    // People may zoom (issue 57 overrides the spec's maximum-scale=1): no maximum-scale, no user-scalable=no.
    expect(meta('meta[name="viewport"]')).toBe('width=device-width, initial-scale=1');
    expect(meta('meta[name="theme-color"]')).toBe('#ffffff');

    const ld = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.text);
    const types = ld['@graph'].map((n: { '@type': string }) => n['@type']);
    // The business overview adds the complex itself (tests/structured-data.test.ts checks it).
    const extra = path === '/BusinessGuide/intro' ? ['ApartmentComplex'] : [];
    expect(types).toEqual(path === '/' ? ['Organization', 'WebSite'] : ['WebPage', 'BreadcrumbList', ...extra]);

    // The HTML checker refuses aria-label on a plain div or span (no role to name).
    const misnamed = doc.querySelectorAll('div[aria-label], span[aria-label]').filter((el) => !el.getAttribute('role'));
    expect(misnamed.map((el) => el.getAttribute('id') ?? el.getAttribute('class'))).toEqual([]);
  });

  it('every page lets people zoom, desk and visitor pages alike (no maximum-scale or user-scalable=no)', async () => {
    const viewport = (doc: ReturnType<typeof html>) => doc.querySelector('meta[name="viewport"]')?.getAttribute('content');
    for (const path of ['/admin', '/admin/leads', '/admin/setup', '/', '/Brand/intro', '/SalesInfo/payment', '/SalesInfo/cost', '/my', '/no-such-page']) {
      const { doc } = await page(path);
      expect(viewport(doc), path).toBe('width=device-width, initial-scale=1');
    }
  });

  it('sub-pages mark the current sub-menu entry and keep the spec quirks', async () => {
    const { doc } = await page('/FloorPlan/114B');
    const current = doc.querySelectorAll('.submenu a[aria-current="page"]');
    expect(current.map((a) => a.text)).toEqual(['99B']);
    expect(current[0]!.getAttribute('href')).toBe('/FloorPlan/114B');
  });
});

describe('content the spec lists', () => {
  it('business overview table', async () => {
    const { doc } = await page('/BusinessGuide/intro');
    const table = doc.querySelector('.overview-table')!.text;
    // Type list from the unit table (decision 0009), with the area basis named.
    for (const fact of ['1,455세대', '지하 4층~지상 35층', '12개동 및 부대시설', '84㎡ / 99㎡ (전용면적 기준)', '84A, 84B, 84C, 84D, 99A, 99B, 99C']) {
      expect(table).toContain(fact);
    }
    // The home overview says the same.
    const home = (await page('/')).doc.querySelector('.overview-list')!.text;
    expect(home).toContain('84㎡ / 99㎡ (전용면적 기준)');
    expect(doc.querySelector('.notes')!.text).toContain('책임지지 않습니다');
  });

  it('seven complex-layout notes and two lake-layout notes', async () => {
    expect((await page('/ComplexGuide/intro')).doc.querySelectorAll('.notes li')).toHaveLength(7);
    expect((await page('/ComplexGuide/detailintro')).doc.querySelectorAll('.notes li')).toHaveLength(2);
  });

  it('the COMING SOON interior has no note about an image it does not show', async () => {
    const { doc } = await page('/Interior/84B');
    expect(doc.querySelector('.coming-soon')).not.toBeNull();
    expect(doc.querySelector('.page-content')!.text).not.toContain('견본주택에 설치된 전시품');
  });

  it('unit pages say which area they show; descriptions use the menu label and name both phone lines', async () => {
    const { doc } = await page('/FloorPlan/59A');
    const facts = doc.querySelector('.unit-facts')!.text;
    expect(facts).toContain('전용면적');
    expect(facts).toContain('84.97㎡');
    expect(facts).toContain('공급면적');
    const description = doc.querySelector('meta[name="description"]')!.getAttribute('content')!;
    expect(description).toContain('84A 타입 세대 평면도입니다');
    expect(description).not.toContain('59A');
    expect(description).toContain(`견본주택 ${config.site.salesOfficePhone} · 분양문의 ${config.site.consultationPhone}`);
  });

  it.each(['/FloorPlan/59A', '/FloorPlan/Emodel', '/Interior/59A', '/Interior/84A'])(
    'model-home note on %s',
    async (path) => {
      expect((await page(path)).doc.querySelector('.notes')!.text).toContain('견본주택에 설치된 전시품 및 유상옵션');
    },
  );

  it.each(['/SalesInfo/guide', '/SalesInfo/stampTax', '/Interior/84B'])('COMING SOON with a loader on %s', async (path) => {
    const { doc } = await page(path);
    expect(doc.querySelector('.coming-soon-title')!.text).toBe('COMING SOON');
    expect(doc.querySelectorAll('.loader span').length).toBeGreaterThan(0);
  });

  it('six location feature boxes with the development disclaimer', async () => {
    const { doc } = await page('/LocationEnvironment/intro');
    expect(doc.querySelectorAll('.feature-box')).toHaveLength(6);
    expect(doc.querySelector('.notes')!.text).toContain('변경');
  });

  it('announcement button opens the PDF in a new tab', async () => {
    const link = (await page('/SalesInfo/announcement')).doc.querySelector('a[href="/announcement.pdf"]')!;
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('every image reserves its size', async () => {
    for (const [path] of ROUTES) {
      const { doc } = await page(path);
      for (const img of doc.querySelectorAll('main img')) {
        expect(img.getAttribute('width'), `${path} ${img.getAttribute('src')}`).toMatch(/^\d+$/);
        expect(img.getAttribute('height'), `${path} ${img.getAttribute('src')}`).toMatch(/^\d+$/);
      }
    }
  });

  it('footer carries disclaimers, phone links, © 2025 and a no-script family-site list', async () => {
    const { doc } = await page('/');
    const footer = doc.querySelector('footer')!;
    expect(footer.text).toContain('© 2025');
    expect(footer.text).toContain('실제와 다를 수 있습니다');
    expect(footer.text).toContain('변경, 연기 또는 취소');
    expect(footer.querySelector('a[href="tel:16611455"]')).toBeTruthy();
    expect(footer.querySelector('noscript')!.innerHTML).toContain('target="_blank"');
    expect(doc.querySelector('.floating-bar a[href="tel:16611455"]')).toBeTruthy();
  });

  it('the privacy policy says what page counting records, that it uses no cookie, and how long its hashes and salts are kept', async () => {
    const page = html((await request(app).get('/privacy')).text);
    const counting = page.querySelector('#privacy-counting')!;
    expect(counting.querySelector('h3')!.text).toContain('방문 통계의 수집 방법');
    const text = counting.text.replace(/\s+/g, ' ');
    // What is counted: the page (a private link without its number), the way in, the device.
    for (const fact of ['페이지 주소', '고유 번호를 뺀', '광고 매체·캠페인', '기기 종류(휴대폰·태블릿·PC)', '미리 불러오기만 하고 보지 않은 페이지는 세지 않습니다']) expect(text).toContain(fact);
    // No cookie, nothing identifying kept, and the exact terms the counting code keeps (decision 0035).
    for (const fact of ['방문 통계에는 쿠키를 쓰지 않습니다', 'IP 주소와 브라우저 정보 자체는 저장하지 않습니다', '다음 날 자정(한국 시간)이 지나면 곧 삭제되어 48시간을 넘겨 보관되지 않으며', '비밀값은 그날 자정이 지나면 지워져']) expect(text).toContain(fact);
    expect(text).not.toMatch(/2일 뒤/);
    // Hours become days after the next day; names the site does not know are 기타 (decision 0035).
    for (const fact of ['시간별 숫자는 방문하신 다음 날이 지나면 날짜별 숫자로 합쳐지고 시간별 기록은 삭제됩니다', '‘기타’로 묶어 셉니다']) expect(text).toContain(fact);
  });

  it('press page has the board header, empty state and a login form that is never pre-filled', async () => {
    const { doc } = await page('/haeon-lakecity/press');
    expect(doc.querySelectorAll('.board-table th').map((th) => th.text)).toEqual(['NO', '제목', '작성자', '작성일', '조회수']);
    expect(doc.querySelector('.board-empty')!.text).toBe('등록된 보도자료가 없습니다.');
    for (const input of doc.querySelectorAll('.login-form input[name="email"], .login-form input[name="password"]')) {
      expect(input.getAttribute('value')).toBeUndefined();
    }
  });
});

describe('aliases, redirects and unknown paths', () => {
  it.each([
    ['/brand/intro', '/Brand/intro'],
    ['/SalesInfo/StampTax', '/SalesInfo/stampTax'],
  ])('%s serves the page of %s with the canonical casing', async (alias, canonical) => {
    const a = await page(alias);
    const b = await page(canonical);
    expect(a.res.status).toBe(200);
    expect(a.doc.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe(origin + canonical);
    expect(a.doc.querySelector('main')!.innerHTML).toBe(b.doc.querySelector('main')!.innerHTML);
  });

  it('/Promotion/Press redirects to the default press board', async () => {
    const res = await request(app).get('/Promotion/Press');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/haeon-lakecity/press');
  });

  it.each(['/nope', '/BRAND/INTRO', '/Brand/intro/extra', '/Bad_Slug/press', '/FloorPlan/99A'])(
    '%s is a 404 inside the normal chrome',
    async (path) => {
      const { res, doc } = await page(path);
      expect(res.status).toBe(404);
      expect(doc.querySelector('h1')!.text).toBe('Not Found');
      expect(doc.querySelector('header nav')).toBeTruthy();
      expect(doc.querySelector('footer')).toBeTruthy();
    },
  );

  it('a trailing slash redirects to the canonical path and never off-site', async () => {
    expect((await request(app).get('/Brand/intro/')).headers.location).toBe('/Brand/intro');
    expect((await request(app).get('//evil.example/')).headers.location).toBe('/evil.example');
  });

  // Before: a regex that backtracked quadratically (about 440 ms of CPU per such request); now linear.
  it('a path of 16,000 slashes gets one clean redirect, and so does a doubled slash inside', async () => {
    const slashes = '/'.repeat(16_000);
    const onlySlashes = await request(app).get(slashes);
    expect(onlySlashes.status).toBe(301);
    expect(onlySlashes.headers.location).toBe('/');
    const inside = await request(app).get(`/Brand${slashes}intro/`);
    expect(inside.status).toBe(301);
    expect(inside.headers.location).toBe('/Brand/intro');
    expect((await request(app).get(inside.headers.location!)).status).toBe(200);
    expect((await request(app).get('/Brand//intro/?a=1')).headers.location).toBe('/Brand/intro?a=1');
  });
});

describe('the rendered-page cache', () => {
  const { app: cached } = testApp({ HTML_CACHE: 'on' });
  const cache = appContextOf(cached)!.htmlCache;

  it('500 requests for random site slugs answer 404 and add nothing to the cache; configured pages are cached', async () => {
    // The visit page shows live slot counts, so it is rendered per request and never cached.
    expect((await request(cached).get('/haeon-lakecity/customer')).status).toBe(200);
    expect((await request(cached).get('/Brand/intro')).status).toBe(200);
    const before = cache.size;
    expect(before).toBe(1);
    for (let i = 0; i < 500; i++) {
      const slug = `x${randomBytes(6).toString('hex')}`;
      const res = await request(cached).get(`/${slug}/${i % 2 ? 'customer' : 'press'}`);
      expect(res.status).toBe(404);
    }
    expect(cache.size).toBe(before);
    expect((await request(cached).get('/haeon-lakecity/customer')).status).toBe(200);
  }, 60_000);

  it('holds at most its entry cap, dropping the least recently used page first', () => {
    const small = new HtmlCache(true, 3);
    for (const key of ['/a', '/b', '/c']) small.set(key, { status: 200, html: key });
    small.get('/a'); // recently used: kept
    small.set('/d', { status: 200, html: '/d' });
    expect(small.size).toBe(3);
    expect(small.get('/b')).toBeUndefined();
    expect(small.get('/a')?.html).toBe('/a');
    expect(small.get('/d')?.html).toBe('/d');
  });
});

describe('sitemap and robots', () => {
  it('sitemap lists every canonical page once', async () => {
    const res = await request(app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/xml/);
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(new Set(locs).size).toBe(locs.length);
    for (const [path] of ROUTES) expect(locs).toContain(origin + path);
    expect(locs).not.toContain(origin + '/brand/intro');
  });

  it('robots.txt points to the sitemap', async () => {
    const res = await request(app).get('/robots.txt');
    expect(res.text).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});
