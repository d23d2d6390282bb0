/** schema.org data on the pages says what the pages show: checked against the rendered HTML. */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { HTMLElement } from 'node-html-parser';
import { clearDb, html, testApp, testDb } from './helpers/app';
import { testClock, testOutbox } from './helpers/consent';
import { Press } from '../server/press/model';
import { siteConfig } from '../shared/site.config';

const clock = testClock('2026-12-08T12:00:00+09:00');
const { app } = testApp({}, { outbox: testOutbox(clock.now) });

beforeAll(async () => {
  await testDb();
});
beforeEach(async () => {
  await clearDb();
});

async function page(path: string) {
  const res = await request(app).get(path);
  expect(res.status).toBe(200);
  const doc = html(res.text);
  const ld = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent) as { '@graph': Record<string, unknown>[] };
  const nodes = (type: string) => ld['@graph'].filter((n) => n['@type'] === type) as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
  return { doc, nodes };
}
const text = (el: HTMLElement | null) => el?.textContent.replace(/\s+/g, ' ').trim() ?? '';

describe('Event per 청약 step on /SalesInfo/schedule', () => {
  it('one Event per visible step with the same name, dates, location and organizer', async () => {
    const { doc, nodes } = await page('/SalesInfo/schedule');
    const events = nodes('Event');
    const steps = doc.querySelectorAll('li.step');
    expect(steps).toHaveLength(siteConfig.schedule.length);
    expect(events).toHaveLength(steps.length);
    for (const li of steps) {
      const key = li.getAttribute('data-key')!;
      const event = events.find((e) => e['@id'].endsWith(`#${key}`))!;
      expect(event.name).toBe(text(li.querySelector('.step-label')));
      const time = li.querySelector('time')!;
      expect(event.startDate.slice(0, 10)).toBe(time.getAttribute('datetime'));
      const when = text(time);
      // The hours the page prints are the hours of the Event (+09:00).
      const hours = /(\d{2}:\d{2})~(\d{2}:\d{2})$/.exec(when);
      if (hours) {
        expect(event.startDate).toBe(`${time.getAttribute('datetime')}T${hours[1]}:00+09:00`);
        expect(event.endDate.endsWith(`T${hours[2]}:00+09:00`)).toBe(true);
      } else {
        expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      const where = li.querySelector('.step-where');
      if (event.location['@type'] === 'VirtualLocation') {
        expect(where!.querySelector('a')!.getAttribute('href')).toBe(event.location.url);
      } else {
        expect(text(where)).toContain(event.location.address.streetAddress);
      }
      expect(event.organizer.name).toBe(siteConfig.projectName);
    }
    const special = events.find((e) => e.name === '특별공급 청약')!;
    expect(special).toMatchObject({ startDate: '2026-12-08T09:00:00+09:00', endDate: '2026-12-08T17:30:00+09:00', location: { '@type': 'VirtualLocation', url: 'https://www.applyhome.co.kr' } });
    const contract = events.find((e) => e.name === '정당계약')!;
    expect(contract.location).toMatchObject({ '@type': 'Place', address: { streetAddress: siteConfig.modelHouse.address } });
  });

  it('past, current and next are marked on the page without JavaScript', async () => {
    const { doc } = await page('/SalesInfo/schedule');
    const status = (key: string) => doc.querySelector(`li[data-key="${key}"]`)!;
    expect(status('announcement').classList.contains('is-past')).toBe(true);
    expect(status('special-supply').getAttribute('aria-current')).toBe('step');
    expect(text(status('special-supply').querySelector('.dday'))).toBe('D-DAY');
    expect(text(status('first-local').querySelector('.step-status'))).toBe('다음 일정');
    expect(text(status('first-local').querySelector('.dday'))).toBe('D-1');
    expect(status('first-local').querySelector('a.step-ics')!.getAttribute('href')).toBe('/calendar/first-local.ics');
    expect(doc.querySelector('form[action="/api/schedule-reminders"][method="post"]')).not.toBeNull();
    // The feed: a webcal:// subscription and the plain file.
    expect(doc.querySelector('a[href="webcal://www.haeon-lakecity.co.kr/calendar.ics"]')).not.toBeNull();
    expect(doc.querySelector('a[href="/calendar.ics"]')).not.toBeNull();
  });
});

describe('ApartmentComplex on the business overview', () => {
  it('name, address, 1455 households and a FloorPlan per type, as the page prints them', async () => {
    const { doc, nodes } = await page('/BusinessGuide/intro');
    const [complex] = nodes('ApartmentComplex');
    expect(complex).toBeDefined();
    const row = (label: string) => text(doc.querySelectorAll('.overview-table tr').find((tr) => text(tr.querySelector('th')) === label)!.querySelector('td'));
    expect(complex!.name).toBe(row('사업명'));
    expect(complex!.address.streetAddress).toBe(row('대지위치'));
    expect(complex!.numberOfAccommodationUnits).toBe(1455);
    expect(row('세대수')).toBe('총 1,455세대');
    const plans = complex!.accommodationFloorPlan as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(plans).toHaveLength(siteConfig.units.length);
    for (const tr of doc.querySelectorAll('.unit-types tbody tr')) {
      const cells = tr.querySelectorAll('td').map(text);
      const plan = plans.find((p) => p.name === text(tr.querySelector('th')))!;
      expect(plan, text(tr)).toBeDefined();
      expect(`${plan.floorSize.value.toFixed(2)}${plan.floorSize.unitText}`).toBe(cells[0]);
      expect(plan.floorSize.unitCode).toBe('MTK');
      expect(`${plan.numberOfRooms}개`).toBe(cells[2]);
      expect(`${plan.numberOfBathroomsTotal}개`).toBe(cells[3]);
    }
  });
});

describe('NewsArticle on a press article', () => {
  it('headline, description and dates are the article page’s own', async () => {
    const doc0 = await Press.create({ siteId: siteConfig.defaultSite, title: '청약 일정 발표', summary: '특별공급은 12월 8일입니다.', content: '본문', date: new Date('2026-11-30T01:00:00Z') });
    const { doc, nodes } = await page(`/${siteConfig.defaultSite}/press/${String(doc0._id)}`);
    const [article] = nodes('NewsArticle');
    expect(article!.headline).toBe(text(doc.querySelector('h1')));
    expect(article!.description).toBe(text(doc.querySelector('.press-summary')));
    expect(article!.datePublished).toBe(doc.querySelector('.press-meta time')!.getAttribute('datetime'));
  });
});
