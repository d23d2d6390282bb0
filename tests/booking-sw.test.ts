/**
 * The booking page's service worker (public/booking-sw.js) run in a bare worker scope: IndexedDB
 * from fake-indexeddb, the network a function each test controls. The browser test
 * (tests/e2e/visits.spec.ts) shows the whole path; here the order of events is set by hand, which a
 * browser cannot promise: the page hears the network come back before its worker does.
 */
import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';

const SOURCE = readFileSync(new URL('../public/booking-sw.js', import.meta.url), 'utf8');
const ORIGIN = 'https://haeon.test';

type Handler = (event: unknown) => void;

/** Loads the worker; returns its events, what it posted to the page and a switch for the network. */
function worker() {
  const handlers = new Map<string, Handler>();
  const posted: Array<{ type: string; status?: number }> = [];
  const sent: string[] = [];
  let network: (url: string, init?: RequestInit) => Promise<Response> = () => Promise.reject(new TypeError('Failed to fetch'));
  const self = {
    location: new URL(`${ORIGIN}/booking-sw.js`),
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    registration: { sync: { register: async () => undefined } },
    clients: { matchAll: async () => [{ postMessage: (m: { type: string; status?: number }) => posted.push(m) }] },
  };
  const fetch = (input: Request | string, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input.url;
    return network(url, init).then((res) => {
      sent.push(String(init?.body ?? ''));
      return res;
    });
  };
  vm.runInNewContext(SOURCE, { self, indexedDB: new IDBFactory(), fetch, Response, URL, Date, Error, TypeError, Promise, console });

  /** Fires an event and returns what it asked the worker to finish (waitUntil / respondWith). */
  const fire = (type: string, fields: Record<string, unknown>) => {
    let work: Promise<unknown> = Promise.resolve();
    const done = (p: Promise<unknown>) => {
      work = p;
    };
    handlers.get(type)!({ ...fields, waitUntil: done, respondWith: done });
    return work;
  };
  return {
    posted,
    sent,
    setNetwork: (fn: typeof network) => {
      network = fn;
    },
    /** The live form's post, made while the signal is gone: the worker keeps it. */
    keep: async (name: string, key: string) => {
      const request = new Request(`${ORIGIN}/api/visits`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({ name }),
      });
      const res = (await fire('fetch', { request })) as Response;
      expect(res.status).toBe(202);
      expect(((await res.json()) as { kept: boolean }).kept).toBe(true);
    },
    replayMessage: () => fire('message', { data: 'replay' }),
    sync: () => fire('sync', { tag: 'kept-bookings' }),
  };
}

const booked = () => Promise.resolve(Response.json({ reservation: { id: 'r1' } }, { status: 201 }));

describe('booking service worker: a kept booking is sent once the network is back', () => {
  it('a sync that comes while the page’s replay is still failing sends the booking (it is not joined to the failing pass)', async () => {
    const sw = worker();
    await sw.keep('지하철예약', 'a1');

    // The page heard "online" first: its replay reaches the worker while the worker's network is still off.
    let fail!: (e: Error) => void;
    const reached = new Promise<void>((pageTry) =>
      sw.setNetwork(() => {
        pageTry();
        return new Promise<Response>((_, reject) => (fail = reject));
      }),
    );
    const fromPage = sw.replayMessage();
    await reached;
    // Then the worker's network comes back and Background Sync fires, before the page's attempt has failed.
    sw.setNetwork(booked);
    const fromSync = sw.sync();
    fail(new TypeError('Failed to fetch'));

    await fromPage;
    await fromSync;
    expect(sw.sent).toEqual([JSON.stringify({ name: '지하철예약' })]);
    expect(sw.posted.map((m) => m.type)).toEqual(['kept-bookings-waiting', 'kept-booking-sent']);
    expect(sw.posted[1]).toMatchObject({ key: 'a1', status: 201 });
  });

  it('a pass that still finds no network fails (Background Sync tries again), tells the page, and keeps the booking', async () => {
    const sw = worker();
    await sw.keep('대기예약', 'b2');
    await expect(sw.sync()).rejects.toThrow();
    expect(sw.posted).toEqual([{ type: 'kept-bookings-waiting' }]);
    // The page's own ask never rejects; the booking is still there for the next try.
    await expect(sw.replayMessage()).resolves.toBeUndefined();
    sw.setNetwork(booked);
    await sw.sync();
    expect(sw.sent).toEqual([JSON.stringify({ name: '대기예약' })]);
    // Sent once: nothing is left for a later replay.
    await sw.replayMessage();
    expect(sw.sent).toHaveLength(1);
  });

  it('a refusal (a full slot) is final: the booking is dropped and the page told, not sent again', async () => {
    const sw = worker();
    await sw.keep('마감예약', 'c3');
    sw.setNetwork(() => Promise.resolve(Response.json({ error: '선택하신 시간은 마감되었습니다.' }, { status: 409 })));
    await sw.sync();
    await sw.sync();
    expect(sw.sent).toHaveLength(1);
    expect(sw.posted).toEqual([{ type: 'kept-booking-sent', key: 'c3', status: 409, answer: { error: '선택하신 시간은 마감되었습니다.' } }]);
  });
});
