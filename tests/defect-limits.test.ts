/**
 * Defect filing on /my is bounded: filings per holder an hour, open defects per contract, a photo's
 * pixels read from its header before decoding; and buyers' photos wait on a queue of their own, so
 * the desk's media uploads answer while they are queued.
 */
import { describe, expect, it, vi } from 'vitest';
import sharp, { type Sharp } from 'sharp';
import request from 'supertest';
import { prepareTest } from './helpers/prepared-test';
import { createAccount, signedInAs } from './helpers/admin';
import { buyerAgent, makeContract } from './helpers/my';
import { jpegWithGps, pngBomb, smallPng } from './helpers/media-files';
import { Defect } from '../server/defects/model';
import { Gate, GateFull } from '../server/media/process';
import { defectPhotoGate } from '../server/defects/photos';
import { DEFECT_LIMITS, DEFECT_MESSAGES } from '../shared/defects';

const { clock, app } = prepareTest({ at: '2027-09-01T10:00:00+09:00', outbox: 'site', env: { LEAD_RATE_LIMIT: '1000' }, owner: false });
type Agent = ReturnType<typeof request.agent>;

function file(agent: Agent, contractId: string, photos: Buffer[] = []) {
  let r = agent.post('/api/my/defects').field('contractId', contractId).field('room', '거실').field('kind', '도배').field('text', '거실 벽지가 들떠 있습니다.');
  photos.forEach((p, i) => (r = r.attach('photos', p, { filename: `IMG_${i}.png`, contentType: 'image/png' })));
  return r;
}

describe('limits of defect filing on /my', () => {
  it(`a holder files ${DEFECT_LIMITS.filingsPerHolderHourly} an hour; the next is refused in Korean (429), a refused filing gives its place back, and an hour later it works`, async () => {
    const id = await makeContract(clock.now());
    const buyer = await buyerAgent(app, clock.now());
    expect((await file(buyer, '000000000000000000000000')).status).toBe(404); // refused: not counted
    for (let i = 0; i < DEFECT_LIMITS.filingsPerHolderHourly; i++) expect((await file(buyer, id)).status).toBe(201);
    const refused = await file(buyer, id);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(DEFECT_MESSAGES.tooManyFilings);
    expect(await Defect.countDocuments()).toBe(DEFECT_LIMITS.filingsPerHolderHourly);
    clock.advance(3_600_001);
    expect((await file(await buyerAgent(app, clock.now()), id)).status).toBe(201);
  });

  it(`a contract with ${DEFECT_LIMITS.openPerContract} open defects takes no more (409, in Korean) until one is closed`, async () => {
    const id = await makeContract(clock.now());
    const buyer = await buyerAgent(app, clock.now());
    expect((await file(buyer, id)).status).toBe(201);
    const { _id, ...first } = (await Defect.findOne().lean())!;
    void _id;
    await Defect.insertMany(Array.from({ length: DEFECT_LIMITS.openPerContract - 1 }, () => ({ ...first })));
    const refused = await file(buyer, id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(DEFECT_MESSAGES.tooManyOpen);
    await Defect.updateOne({}, { $set: { closed: true, state: 'confirmed' } });
    expect((await file(buyer, id)).status).toBe(201);
  });

  it('a 25-megapixel photo is refused from its header (413, in Korean) and nothing is filed', async () => {
    const id = await makeContract(clock.now());
    const buyer = await buyerAgent(app, clock.now());
    const res = await file(buyer, id, [pngBomb(5_000)]);
    expect(res.status).toBe(413);
    expect(res.body.error).toBe(DEFECT_MESSAGES.photoPixels);
    expect(await Defect.countDocuments()).toBe(0);
  });
});

describe('buyers’ photos and the desk’s uploads', () => {
  it('the desk’s media upload answers while buyers’ photos are queued', async () => {
    const id = await makeContract(clock.now());
    const buyer = await buyerAgent(app, clock.now());
    await createAccount('manager@example.com', 'manager');
    const manager = await signedInAs(app, 'manager@example.com');
    const photo = await jpegWithGps(400, 300);

    // The first image read from here on (the first buyer's photo, on whatever queue it waits) is held.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let started!: () => void;
    const holding = new Promise<void>((r) => (started = r));
    const metadata = sharp.prototype.metadata;
    let first = true;
    vi.spyOn(sharp.prototype, 'metadata').mockImplementation(function (this: Sharp) {
      if (!first) return metadata.call(this);
      first = false;
      started();
      return held.then(() => metadata.call(this));
    } as typeof metadata);
    let settled = 0;
    const filings = [0, 1, 2].map(() => file(buyer, id, [photo]).then((r) => (settled++, r)));
    await holding;

    const desk = await manager.agent.post('/api/admin/media').set('X-CSRF-Token', manager.csrfToken).attach('file', await smallPng(1), { filename: 'site.png', contentType: 'image/png' }).field('alt', '현장 전경');
    expect(desk.status).toBe(201);
    expect(settled).toBe(0);

    release();
    expect((await Promise.all(filings)).map((r) => r.status)).toEqual([201, 201, 201]);
  }, 30_000);
});

describe('the buyers’ photo queue', () => {
  it('is bounded: past its waiting places a photo is refused at once, not queued', async () => {
    const gate = new Gate(1, 1);
    let release!: () => void;
    const running = gate.run(() => new Promise<void>((r) => (release = r)));
    const waiting = gate.run(async () => 'second');
    await expect(gate.run(async () => 'third')).rejects.toBeInstanceOf(GateFull);
    expect(gate.queued).toBe(1);
    release();
    await running;
    expect(await waiting).toBe('second');
    expect(defectPhotoGate.queued).toBe(0);
  });
});
