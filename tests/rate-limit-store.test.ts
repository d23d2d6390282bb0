import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import mongoose from 'mongoose';
import { testDb } from './helpers/app';
import { MongoRateLimitStore, RateLimitCounter, getMany, incrementMany } from '../server/rate-limit/store';

beforeAll(() => testDb());
beforeEach(() => RateLimitCounter.deleteMany({}));

describe('rate-limit counters in MongoDB', () => {
  it("counts hits in a window that starts at the key's first hit and starts again after it ends", async () => {
    let now = Date.parse('2026-03-01T00:00:00Z');
    const store = new MongoRateLimitStore('t:', 600_000, () => now);
    expect((await store.increment('k')).totalHits).toBe(1);
    now += 300_000;
    const second = await store.increment('k');
    expect(second.totalHits).toBe(2);
    expect(second.resetTime!.toISOString()).toBe('2026-03-01T00:10:00.000Z');
    now += 299_999;
    expect((await store.get('k')).totalHits).toBe(2);
    now += 1; // ten minutes after the first hit: the window is over, even if the TTL purge has not run
    expect((await store.get('k')).totalHits).toBe(0);
    const fresh = await store.increment('k');
    expect(fresh.totalHits).toBe(1);
    expect(fresh.resetTime!.toISOString()).toBe('2026-03-01T00:20:00.000Z');
  });

  it('two stores on one database (two instances) share one count; decrement and reset take hits back', async () => {
    const a = new MongoRateLimitStore('login:', 900_000);
    const b = new MongoRateLimitStore('login:', 900_000);
    await a.increment('x');
    await b.increment('x');
    expect((await a.increment('x')).totalHits).toBe(3);
    await b.decrement('x');
    expect((await a.get('x')).totalHits).toBe(2);
    await a.resetKey('x');
    expect((await b.get('x')).totalHits).toBe(0);
    expect((await new MongoRateLimitStore('other:', 900_000).get('x')).totalHits).toBe(0);
  });

  it('concurrent hits are all counted (atomic upsert)', async () => {
    const store = new MongoRateLimitStore('c:', 600_000);
    await Promise.all(Array.from({ length: 20 }, () => store.increment('burst')));
    expect((await store.get('burst')).totalHits).toBe(20);
  });

  it('several keys counted in one bulk write and read in one query count as increment() and get() would', async () => {
    // From the real time: the engine's TTL purge must not see these windows as long over.
    const start = Date.now();
    let now = start;
    const a = new MongoRateLimitStore('a:', 600_000, () => now);
    const b = new MongoRateLimitStore('b:', 600_000, () => now);
    const both = [
      { store: a, key: 'k' },
      { store: b, key: 'k' },
    ];
    expect(await getMany(both)).toEqual([0, 0]);
    await incrementMany(both);
    await a.increment('k');
    expect(await getMany(both)).toEqual([2, 1]);
    // Concurrent first hits on fresh keys are all counted.
    await Promise.all(Array.from({ length: 20 }, () => incrementMany([{ store: a, key: 'fresh' }, { store: b, key: 'fresh' }])));
    expect(await getMany([{ store: a, key: 'fresh' }, { store: b, key: 'fresh' }])).toEqual([20, 20]);
    // The window ends ten minutes after the first hit, and starts again with the next one.
    now += 600_000;
    expect(await getMany(both)).toEqual([0, 0]);
    await incrementMany(both);
    expect(await getMany(both)).toEqual([1, 1]);
    expect((await b.get('k')).resetTime!.getTime()).toBe(start + 1_200_000);
  });

  it('a place within a limit: a full window refuses and counts nothing, a given-back place is taken again, an ended window opens with the next', async () => {
    const start = Date.now();
    let now = start;
    const store = new MongoRateLimitStore('w:', 600_000, () => now);
    const taken = await Promise.all(Array.from({ length: 30 }, () => store.takeWithin('k', 3)));
    expect(taken.filter(Boolean)).toHaveLength(3);
    expect((await store.get('k')).totalHits).toBe(3);
    await store.giveBack('k');
    expect(await store.takeWithin('k', 3)).toBe(true);
    expect(await store.takeWithin('k', 3)).toBe(false);
    now += 600_000;
    const next = await Promise.all(Array.from({ length: 10 }, () => store.takeWithin('k', 3)));
    expect(next.filter(Boolean)).toHaveLength(3);
    expect((await store.get('k')).resetTime!.getTime()).toBe(start + 1_200_000);
  });

  it('the collection has a TTL index: an idle key is deleted by the database', async () => {
    await new MongoRateLimitStore('ttl:', 600_000).increment('k');
    const indexes = await mongoose.connection.collection('rate_limits').indexes();
    expect(indexes.find((i) => i.key.expiresAt === 1)?.expireAfterSeconds).toBe(0);
  });
});
