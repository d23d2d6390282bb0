import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { Types } from 'mongoose';
import { clearDb, testApp, testDb } from './helpers/app';
import { Lead } from '../server/leads/model';
import { OutboxMessage } from '../server/outbox/model';
import { migrateLeadTypes } from '../server/db/migrations/0002-lead-types';
import { LABELS, LEAD_TYPES } from '../shared/labels';

const { app } = testApp({ LEAD_RATE_LIMIT: '1000' });
const person = { name: '홍길동', phone: '010-1234-5678', consent: true };

beforeAll(async () => {
  await testDb();
});
beforeEach(async () => {
  await clearDb();
});

describe('lead types say what the person did', () => {
  it('no status label shares a word with a type label', () => {
    const words = (labels: Record<string, string>) => new Set(Object.values(labels).flatMap((l) => l.split(/[\s·()]+/).filter(Boolean)));
    const typeWords = words(LABELS.leadType);
    const statusWords = words(LABELS.leadStatus);
    expect([...statusWords].filter((w) => typeWords.has(w))).toEqual([]);
    expect(Object.keys(LABELS.leadType)).toEqual([...LEAD_TYPES]);
    expect(LABELS.leadType).toEqual({ interest: '관심고객 등록', 'visit-request': '방문 문의', reservation: '방문예약', 'schedule-reminder': '청약 알림 신청' });
  });

  it('an interest registration is stored as interest and is not texted the model-house address', async () => {
    expect((await request(app).post('/api/leads').send({ ...person, type: 'interest', page: '/Promotion/Customer' })).status).toBe(201);
    expect((await Lead.findOne().lean())!.type).toBe('interest');
    expect(await OutboxMessage.countDocuments({ kind: 'visit-request' })).toBe(0);
  });

  it('a visit request without a time is stored as visit-request and only it gets the address text', async () => {
    expect((await request(app).post('/api/leads').send({ ...person, type: 'visit-request', page: '/' })).status).toBe(201);
    expect((await Lead.findOne().lean())!.type).toBe('visit-request');
    const text = (await OutboxMessage.findOne({ kind: 'visit-request' }).lean())!;
    expect(text.text).toContain('견본주택 방문 신청이 접수되었습니다');
    expect(text.to).toBe('010-1234-5678');
  });

  it('pages cached from before keep working: legacy customer and visit types are stored by page', async () => {
    await request(app).post('/api/leads').send({ ...person, type: 'customer', page: '/Promotion/Customer' });
    await request(app).post('/api/leads').send({ ...person, phone: '010-2222-3333', type: 'customer', page: '/haeon-lakecity/customer', site: 'haeon-lakecity' });
    await request(app).post('/api/leads').send({ ...person, phone: '010-3333-4444', type: 'visit', page: '/' });
    const types = (await Lead.find().sort({ phone: 1 }).lean()).map((l) => [l.phone, l.type]);
    expect(types).toEqual([
      ['010-1234-5678', 'interest'],
      ['010-2222-3333', 'visit-request'],
      ['010-3333-4444', 'visit-request'],
    ]);
    expect(await OutboxMessage.countDocuments({ kind: 'visit-request' })).toBe(2);
  });

  it("a form cannot post a 'reservation' lead (those come from bookings only)", async () => {
    const res = await request(app).post('/api/leads').send({ ...person, type: 'reservation' });
    expect(res.status).toBe(400);
    expect(res.body.fields.type).toBe('신청 유형이 올바르지 않습니다.');
  });
});

describe('stored leads are migrated to the three types', () => {
  it('a fixture of old leads gets interest / visit-request / reservation by page and by reservation, once', async () => {
    const at = new Date('2026-05-01T01:00:00Z');
    const base = { status: 'new', phone: '010-5555-0000', phoneKey: '01055550000', message: '', consentAt: at, createdAt: at, day: '2026-05-01', expiresAt: new Date('2027-05-01T00:00:00Z'), forward: { state: 'stored', attempts: 0 }, history: [] };
    const booked = new Types.ObjectId();
    const linkedOnlyFromReservation = new Types.ObjectId();
    const ids = {
      promotion: new Types.ObjectId(),
      sitePage: new Types.ObjectId(),
      siteNoPage: new Types.ObjectId(),
      homeRequest: new Types.ObjectId(),
      homeBooked: new Types.ObjectId(),
      reverseLinked: linkedOnlyFromReservation,
      interest: new Types.ObjectId(),
    };
    await Lead.collection.insertMany([
      { ...base, _id: ids.promotion, type: 'customer', name: '관심A', page: '/Promotion/Customer' },
      { ...base, _id: ids.sitePage, type: 'customer', name: '문의B', page: '/haeon-lakecity/customer', site: 'haeon-lakecity' },
      { ...base, _id: ids.siteNoPage, type: 'customer', name: '문의C', site: 'haeon-lakecity' },
      { ...base, _id: ids.homeRequest, type: 'visit', name: '문의D', page: '/' },
      { ...base, _id: ids.homeBooked, type: 'visit', name: '예약E', page: '/', reservationId: booked },
      { ...base, _id: ids.reverseLinked, type: 'visit', name: '예약F', page: '/haeon-lakecity/customer' },
      { ...base, _id: ids.interest, type: 'interest', name: '관심G', page: '/' },
    ] as never[]);
    await Lead.db.collection('reservations').insertOne({ _id: new Types.ObjectId(), code: 'ABC234', leadId: linkedOnlyFromReservation } as never);

    expect(await migrateLeadTypes(Lead.db.db!)).toEqual({ interest: 1, 'visit-request': 3, reservation: 2 });
    const typeOf = async (id: Types.ObjectId) => (await Lead.findById(id).lean())!.type;
    expect(await typeOf(ids.promotion)).toBe('interest');
    expect(await typeOf(ids.sitePage)).toBe('visit-request');
    expect(await typeOf(ids.siteNoPage)).toBe('visit-request');
    expect(await typeOf(ids.homeRequest)).toBe('visit-request');
    expect(await typeOf(ids.homeBooked)).toBe('reservation');
    expect(await typeOf(ids.reverseLinked)).toBe('reservation');
    expect(await typeOf(ids.interest)).toBe('interest');
    // A second start changes nothing.
    expect(await migrateLeadTypes(Lead.db.db!)).toEqual({ interest: 0, 'visit-request': 0, reservation: 0 });
  });
});
