import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Decimal128, Double, Int32, Long, MongoClient, ObjectId, type Db } from 'mongodb';
import { inject, afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSnapshot, UnreadableSnapshot, writeSnapshot } from '../server/db/snapshot-file';
import { openSnapshots } from '../server/db/snapshots';
import { createLogger } from '../server/logger';
import { uniqueDbUri } from './helpers/app';

let client: MongoClient;
let source: Db;
beforeAll(async () => {
  client = await MongoClient.connect(inject('mongoUri'));
  source = client.db(new URL(uniqueDbUri(inject('mongoUri'), 'snap')).pathname.slice(1));
});
const dirs: string[] = [];
afterAll(async () => {
  await client.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const newFile = () => {
  dirs.push(mkdtempSync(path.join(tmpdir(), 'snapshot-')));
  return path.join(dirs.at(-1)!, 'embedded-snapshot');
};

describe('the snapshot file', () => {
  it('ObjectIds, dates, int/double/long/decimal numbers, nulls and nested arrays come back with their types', async () => {
    const doc = {
      _id: new ObjectId(),
      at: new Date('2026-03-01T00:00:00.000Z'),
      count: new Int32(3),
      price: new Double(5),
      big: Long.fromString('9007199254740993'),
      area: Decimal128.fromString('84.97'),
      none: null,
      name: '더 해온 레이크시티 84A',
      history: [{ at: new Date('2026-03-02T01:02:03.004Z'), kind: 'note', tags: ['청약', '견본주택'] }],
    };
    await source.collection('typed').insertOne(doc);
    const file = newFile();
    expect(await writeSnapshot(source, ['typed', 'never_written'], file)).toBe(1);

    const target = uniqueDbUri(inject('mongoUri'), 'snap');
    const snapshots = await openSnapshots({ uri: target, file, everySeconds: 3600, log: createLogger('silent'), collections: () => [] });
    expect(snapshots.loaded).toMatchObject({ state: 'loaded', documents: 1, collections: 1 });
    await snapshots.stop();
    const back = await client.db(new URL(target).pathname.slice(1)).collection('typed').findOne({}, { promoteValues: false, promoteLongs: false });
    expect(back).toEqual(await source.collection('typed').findOne({}, { promoteValues: false, promoteLongs: false }));
    expect(back!.price).toBeInstanceOf(Double);
    expect(back!.count).toBeInstanceOf(Int32);
    expect(back!._id).toBeInstanceOf(ObjectId);
    expect(back!.at).toBeInstanceOf(Date);
  });

  it('a file cut anywhere, even between two lines, is refused as unreadable', async () => {
    await source.collection('many').insertMany(Array.from({ length: 5 }, (_, i) => ({ i, name: `고객${i}` })));
    const file = newFile();
    await writeSnapshot(source, ['many'], file);
    const whole = readFileSync(file, 'utf8');
    expect((await readSnapshot(file))!.collections.get('many')).toHaveLength(5);
    const cuts = [0, 10, Math.floor(whole.length / 2)];
    for (let i = whole.indexOf('\n'); i !== -1 && i < whole.length - 1; i = whole.indexOf('\n', i + 1)) cuts.push(i + 1);
    for (const cut of cuts) {
      writeFileSync(file, whole.slice(0, cut));
      await expect(readSnapshot(file), `cut at ${cut}`).rejects.toBeInstanceOf(UnreadableSnapshot);
    }
  });

  it('a write that fails half-way leaves the previous snapshot whole and no temporary file behind', async () => {
    const file = newFile();
    await source.collection('kept').insertOne({ name: '이전 스냅샷' });
    await writeSnapshot(source, ['kept'], file);
    const previous = readFileSync(file, 'utf8');
    // A database that fails on its second collection, after the first was written out.
    const failing = {
      databaseName: source.databaseName,
      collection: (name: string) => {
        if (name === 'b') throw new Error('connection lost');
        return source.collection('kept');
      },
    } as unknown as Db;
    await expect(writeSnapshot(failing, ['a', 'b'], file)).rejects.toThrow('connection lost');
    expect(readFileSync(file, 'utf8')).toBe(previous);
    expect(readdirSync(path.dirname(file))).toEqual(['embedded-snapshot']);
  });
});
