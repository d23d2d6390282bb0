/**
 * Deleting a library file and pointing something at it, at the same moment: never both. The two
 * sides are interleaved on purpose (a use check that lets the other request run in its middle, a
 * save held while it has claimed the file), and raced many times as two desk tabs would.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { clearDb, testApp, testDb } from './helpers/app';
import { createAccount, signedInAs } from './helpers/admin';
import { pdf, smallPng } from './helpers/media-files';
import { testClock } from './helpers/consent';
import { registerMediaUsage } from '../server/media/catalog';
import { claimHooks } from '../server/media/claims';
import { Media } from '../server/media/model';
import { Popup } from '../server/content/model';
import { MEDIA_IN_USE } from '../server/media/routes';

const clock = testClock('2026-11-27T10:00:00+09:00');
const { app } = testApp({}, { now: clock.now });
type Agent = Awaited<ReturnType<typeof signedInAs>>;
let desk: Agent;

/** Runs while a delete asks the capabilities for the file's uses (a finder like any other). */
let duringUseCheck: (() => Promise<void>) | undefined;
registerMediaUsage('test-interleave', async () => {
  const run = duringUseCheck;
  duringUseCheck = undefined;
  await run?.();
  return [];
});

beforeAll(async () => {
  await testDb();
});
beforeEach(async () => {
  await clearDb();
  await createAccount('manager@example.com', 'manager');
  desk = await signedInAs(app, 'manager@example.com');
});
afterEach(() => {
  duringUseCheck = undefined;
  delete claimHooks.whileClaimed;
});

const csrf = (r: request.Test) => r.set('X-CSRF-Token', desk.csrfToken);
async function uploadPdf(text: string, title = '입주자모집공고'): Promise<string> {
  const res = await csrf(desk.agent.post('/api/admin/media')).attach('file', pdf(text), '모집공고.pdf').field('title', title);
  expect(res.status).toBe(201);
  return res.body.id as string;
}
async function uploadImage(seed: number): Promise<string> {
  const res = await csrf(desk.agent.post('/api/admin/media')).attach('file', await smallPng(seed), 'photo.png').field('alt', '견본주택 전경');
  expect(res.status).toBe(201);
  return res.body.id as string;
}
const setAnnouncement = (mediaId: string) => csrf(desk.agent.put('/api/admin/documents/announcement')).send({ mediaId });
const remove = (id: string) => csrf(desk.agent.delete(`/api/admin/media/${id}`));
const served = async () => ((await request(app).get('/docs/announcement.pdf').buffer(true)).body as Buffer).toString('latin1');
const popup = (mediaId: string) =>
  csrf(desk.agent.post('/api/admin/content/popups')).send({ title: '견본주택 개관', mediaId, startsAt: '2026-11-27T00:00', endsAt: '2026-12-31T00:00', where: 'home' });

describe('a delete and a save that points at the same file', () => {
  it('the 모집공고 set while the delete checks the uses: the document is refused, the delete goes through, /docs/announcement.pdf never loses its file', async () => {
    const id = await uploadPdf('ONLY EDITION');
    let set: request.Response | undefined;
    duringUseCheck = async () => {
      set = await setAnnouncement(id);
    };
    const deleted = await remove(id);
    expect(set).toBeDefined();
    // Exactly one of the two: here the delete had begun, so setting the document answers that the file is gone.
    expect([set!.status, deleted.status].filter((s) => s < 300)).toHaveLength(1);
    expect(deleted.status).toBe(204);
    expect(set!.status).toBe(404);
    expect(set!.body.error).toBe('선택하신 파일을 찾을 수 없습니다.');
    expect((await csrf(desk.agent.get('/api/admin/documents'))).body.items).toEqual([]);
  });

  it('a popup saved while the delete checks the uses is refused: no popup points at a deleted image', async () => {
    const id = await uploadImage(11);
    let saved: request.Response | undefined;
    duringUseCheck = async () => {
      saved = await popup(id);
    };
    const deleted = await remove(id);
    expect(saved).toBeDefined();
    expect([saved!.status, deleted.status].filter((s) => s < 300)).toHaveLength(1);
    expect(await Popup.countDocuments({ mediaId: id })).toBe(0);
  });

  it('a delete while the 모집공고 is being set (the file claimed) answers 409; afterwards the file is the current version and still cannot be deleted', async () => {
    const id = await uploadPdf('CURRENT EDITION');
    let during: request.Response | undefined;
    claimHooks.whileClaimed = async () => {
      during = await remove(id);
    };
    expect((await setAnnouncement(id)).status).toBe(200);
    expect(during!.status).toBe(409);
    expect(during!.body.error).toMatch(/삭제하지 않았습니다/);
    delete claimHooks.whileClaimed;

    const after = await remove(id);
    expect(after.status).toBe(409);
    expect(after.body.error).toBe(MEDIA_IN_USE);
    expect(after.body.uses.map((u: { label: string }) => u.label)).toEqual(['문서 · 입주자모집공고 (현재 판)']);
    expect(await served()).toContain('CURRENT EDITION');
  });

  it('raced 30 times as two desk tabs would (set the 모집공고, delete its file): never both, and a document set always serves its file', async () => {
    for (let round = 0; round < 30; round++) {
      const id = await uploadPdf(`ROUND ${round} EDITION`);
      const [set, deleted] = await Promise.all([setAnnouncement(id), remove(id)]);
      expect([set.status, deleted.status].filter((s) => s < 300)).toHaveLength(1);
      if (set.status === 200) {
        expect(await served()).toContain(`ROUND ${round} EDITION`);
        expect(await Media.exists({ _id: id })).not.toBeNull();
      } else {
        expect(await Media.exists({ _id: id })).toBeNull();
      }
    }
  });

  it('a claim left by a process that stopped mid-save (over ten minutes old) does not keep an unused file forever', async () => {
    const id = await uploadPdf('ABANDONED');
    await Media.updateOne({ _id: id }, { $set: { claims: 1, claimedAt: new Date(Date.now() - 20 * 60_000) } });
    expect((await remove(id)).status).toBe(204);
    // A claim of a save under way is honoured.
    const busy = await uploadPdf('BUSY');
    await Media.updateOne({ _id: busy }, { $set: { claims: 1, claimedAt: new Date() } });
    expect((await remove(busy)).status).toBe(409);
  });
});
