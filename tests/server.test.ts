import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp } from './helpers/app';
import express from 'express';
import { ConfigError, loadConfig } from '../server/config.server';
import { errorHandler, HttpError } from '../server/http/errors';

describe('configuration', () => {
  it('names the bad variable', () => {
    expect(() => loadConfig({ SITE_URL: 'not a url' })).toThrow(ConfigError);
    expect(() => loadConfig({ SITE_URL: 'not a url' })).toThrow(/SITE_URL/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DEFAULT_SITE: 'Bad Slug' })).toThrow(/DEFAULT_SITE/);
    expect(() => loadConfig({ PRIVACY_OFFICER_EMAIL: 'not-an-email' })).toThrow(/PRIVACY_OFFICER_EMAIL/);
    expect(() => loadConfig({ VIDEO_BRAND_URL: 'youtube' })).toThrow(/VIDEO_BRAND_URL/);
  });

  it('the privacy policy names the configured officer and processors; an SMS provider only once set', async () => {
    const plain = await request(testApp().app).get('/privacy');
    expect(plain.text).toContain('개인정보 보호책임자');
    expect(plain.text).not.toContain('문자(견본주택 위치 등) 발송');
    const { app } = testApp({
      PRIVACY_OFFICER_NAME: '이보호',
      PRIVACY_OFFICER_EMAIL: 'dpo@example.kr',
      HOSTING_PROVIDER: '예시클라우드(주)',
      SMS_PROVIDER: '예시문자(주)',
    });
    const page = (await request(app).get('/privacy')).text;
    for (const fact of ['이보호', 'mailto:dpo@example.kr', '예시클라우드(주)', '예시문자(주)', '문자(견본주택 위치 등) 발송']) {
      expect(page).toContain(fact);
    }
  });

  it('a video left empty shows the 영상 준비 중 poster; a configured one its player', async () => {
    const poster = (await request(testApp({ VIDEO_BRAND_URL: '' }).app).get('/Brand/video')).text;
    expect(poster).toContain('영상 준비 중');
    expect(poster).not.toContain('<iframe');
    const player = (await request(testApp({ VIDEO_BRAND_URL: 'https://player.example.org/v/1' }).app).get('/Brand/video')).text;
    expect(player).not.toContain('영상 준비 중');
    expect(player).toContain('https://player.example.org/v/1?autoplay=1');
  });

  it('in production a lead webhook needs a signing secret and HTTPS (plain HTTP only to this machine)', () => {
    const prod = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) };
    const secret = { LEAD_WEBHOOK_SECRET: 's'.repeat(32) };
    expect(() => loadConfig({ ...prod, LEAD_WEBHOOK_URL: 'https://crm.example.com/leads' })).toThrow(/LEAD_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...prod, ...secret, LEAD_WEBHOOK_URL: 'http://crm.example.com/leads' })).toThrow(/LEAD_WEBHOOK_URL: must be https/);
    expect(() => loadConfig({ ...prod, ...secret, LEAD_WEBHOOK_URL: 'http://10.0.0.5/leads' })).toThrow(/LEAD_WEBHOOK_URL/);
    expect(() => loadConfig({ ...prod, ...secret, LEAD_WEBHOOK_SECRET: 'short' })).toThrow(/LEAD_WEBHOOK_SECRET/);
    expect(loadConfig({ ...prod, ...secret, LEAD_WEBHOOK_URL: 'https://crm.example.com/leads' }).leads.webhookSecret).toBe(secret.LEAD_WEBHOOK_SECRET);
    expect(loadConfig({ ...prod, ...secret, LEAD_WEBHOOK_URL: 'http://127.0.0.1:8080/leads' }).leads.webhookUrl).toBe('http://127.0.0.1:8080/leads');
    expect(loadConfig({ ...prod, ...secret, LEAD_WEBHOOK_URL: 'http://localhost:8080/leads' }).leads.webhookUrl).toBeTruthy();
    // Development keeps working without a secret (deliveries are unsigned, with a warning).
    expect(loadConfig({ LEAD_WEBHOOK_URL: 'http://crm.example.com/leads' }).leads.webhookSecret).toBeUndefined();
  });

  it('environment overrides the site config everywhere it is used', async () => {
    const { app } = testApp({ SITE_URL: 'https://example.kr/', DEFAULT_SITE: 'other-site', CONSULTATION_PHONE: '1588-0000' });
    const home = await request(app).get('/');
    expect(home.text).toContain('<link rel="canonical" href="https://example.kr/">');
    expect(home.text).toContain('href="tel:15880000"');
    expect((await request(app).get('/Promotion/Press')).headers.location).toBe('/other-site/press');
    expect((await request(app).get('/sitemap.xml')).text).toContain('<loc>https://example.kr/other-site/press</loc>');
  });
});

describe('server qualities', () => {
  it('CSP allows only self plus the configured frame origins', async () => {
    const { app } = testApp({ VR_URL: 'https://vr.example.net/tour/', VIDEO_BRAND_URL: 'https://player.example.org/v/1' });
    const csp = (await request(app).get('/')).headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/frame-src 'self'[^;]*https:\/\/vr\.example\.net/);
    expect(csp).toMatch(/frame-src[^;]*https:\/\/player\.example\.org/);
    expect(csp).toContain("object-src 'none'");
  });

  it('/announcement.pdf is a real PDF and the social card a real PNG', async () => {
    const { app } = testApp();
    const binary = (r: request.Test) =>
      r.buffer(true).parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    const pdf = await binary(request(app).get('/announcement.pdf'));
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const body = pdf.body as Buffer;
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(body.subarray(-1024).toString('latin1')).toContain('%%EOF');
    const png = await binary(request(app).get('/images/og-image.png'));
    expect([...(png.body as Buffer).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('healthz answers', async () => {
    const { app } = testApp();
    const res = await request(app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
  });

  it('content pages are cached and revalidate with an ETag', async () => {
    const { app } = testApp({ HTML_CACHE: 'on' });
    const first = await request(app).get('/Brand/intro');
    const second = await request(app).get('/Brand/intro');
    expect(second.text).toBe(first.text);
    expect(second.headers.etag).toBeTruthy();
    const revalidated = await request(app).get('/Brand/intro').set('If-None-Match', second.headers.etag!);
    expect(revalidated.status).toBe(304);
  });

  it('compresses HTML', async () => {
    const { app } = testApp();
    const res = await request(app).get('/').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('page data is serialised so no markup can break out of the script block', async () => {
    const { app } = testApp({ PROJECT_NAME: '</script><script>alert(1)</script>' });
    const res = await request(app).get('/');
    expect(res.text).not.toContain('</script><script>alert(1)');
  });
});

describe('the HTML error page', () => {
  it('shows the message as text, never as markup', async () => {
    const app = express();
    app.get('/broken', () => {
      throw new HttpError(400, '<img src=x onerror=alert(1)> 잘못된 요청');
    });
    app.use(errorHandler);
    const res = await request(app).get('/broken');
    expect(res.status).toBe(400);
    expect(res.text).not.toContain('<img');
    expect(res.text).toContain('&lt;img src=x onerror=alert(1)&gt; 잘못된 요청');
  });
});
