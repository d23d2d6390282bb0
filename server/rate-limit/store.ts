/**
 * Rate-limit counters in MongoDB, so every app instance enforces one budget and a restart resets
 * nothing. One document per key: a hit count and the end of its window (which starts at the key's
 * first hit), changed only by atomic updates ($inc with upsert); a TTL index deletes a document
 * once its window has ended. Implements express-rate-limit's Store (login limits), and is used
 * directly by the visitor routes, which take a place before acting (take(), then giveBack() when the
 * request is refused for its input): parallel requests can never all pass a limit.
 * Only $inc, $set and upserts: the same on MongoDB and on the test engine (see decision 0008).
 */
import mongoose, { Schema } from 'mongoose';
import type { AnyBulkWriteOperation, Collection } from 'mongodb';
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';

const counterSchema = new Schema(
  {
    _id: { type: String, required: true },
    hits: { type: Number, required: true },
    /** End of the window; MongoDB deletes the document after it. */
    expiresAt: { type: Date, required: true },
  },
  { collection: 'rate_limits', versionKey: false },
);
counterSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
export const RateLimitCounter = mongoose.model('RateLimitCounter', counterSchema);

type Counter = { hits: number; expiresAt: Date };
type CounterDoc = Counter & { _id: string };
/** The driver's collection, for the bulk paths below (no mongoose documents on a hot path). */
const counters = () => RateLimitCounter.collection as unknown as Collection<CounterDoc>;
const isDuplicateKey = (err: unknown) => (err as { code?: number })?.code === 11000;

export class MongoRateLimitStore implements Store {
  readonly localKeys = false;
  windowMs: number;

  /** `prefix` keeps limiters apart in the one collection (express-rate-limit wants a store per limiter). */
  constructor(
    readonly prefix: string,
    windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {
    this.windowMs = windowMs;
  }

  init(options: Pick<Options, 'windowMs'>) {
    this.windowMs = options.windowMs;
  }

  /** The count in the key's current window (0 once the window has ended, even before the TTL purge). */
  async get(key: string): Promise<ClientRateLimitInfo> {
    const doc = await RateLimitCounter.findById(this.prefix + key).lean<Counter>();
    const live = doc && doc.expiresAt.getTime() > this.now();
    return live ? { totalHits: doc.hits, resetTime: doc.expiresAt } : { totalHits: 0, resetTime: undefined };
  }

  async increment(key: string, retried = false): Promise<ClientRateLimitInfo> {
    const _id = this.prefix + key;
    const now = this.now();
    const windowEnd = new Date(now + this.windowMs);
    try {
      // A window that has ended (its document not purged yet) starts again with this hit.
      await RateLimitCounter.updateOne({ _id, expiresAt: { $lte: new Date(now) } }, { $set: { hits: 0, expiresAt: windowEnd } });
      const doc = await RateLimitCounter.findOneAndUpdate(
        { _id },
        { $inc: { hits: 1 }, $setOnInsert: { expiresAt: windowEnd } },
        { upsert: true, returnDocument: 'after' },
      ).lean<Counter>();
      return { totalHits: doc!.hits, resetTime: doc!.expiresAt };
    } catch (err) {
      // Two first hits at once: one upsert inserts, the other collides and simply counts again.
      if (isDuplicateKey(err) && !retried) return this.increment(key, true);
      throw err;
    }
  }

  /**
   * Takes a place in the key's window if fewer than `limit` are taken, and says whether it did. Only
   * conditional updateOne and insertOne decide (each one atomic write, on MongoDB and on the bundled
   * engine alike): of N parallel requests exactly `limit` get a place, and a refused one takes none.
   * A count read back from findOneAndUpdate would not do: the bundled engine runs it as a find, an
   * update by _id and a second read: two requests could read the same count, and a request below
   * the limit was refused (2 of 3 accepted on a slow machine). See decision 0008.
   */
  async takeWithin(key: string, limit: number): Promise<boolean> {
    if (limit < 1) return false;
    const _id = this.prefix + key;
    // Each pass that does not decide has lost a race to a write that did (a new or restarted
    // window), so a handful of passes always suffices.
    for (let pass = 0; pass < 8; pass++) {
      const now = new Date(this.now());
      const counted = await RateLimitCounter.updateOne({ _id, expiresAt: { $gt: now }, hits: { $lt: limit } }, { $inc: { hits: 1 } });
      if (counted.matchedCount === 1) return true;
      const doc = await RateLimitCounter.findById(_id).lean<Counter>();
      if (doc && doc.expiresAt > now) {
        if (doc.hits >= limit) return false; // the window is full
        continue; // a place was given back since
      }
      const windowEnd = new Date(now.getTime() + this.windowMs);
      if (doc) {
        // The window has ended (not purged yet): the first to restart it takes its first place.
        const restarted = await RateLimitCounter.updateOne({ _id, expiresAt: doc.expiresAt }, { $set: { hits: 1, expiresAt: windowEnd } });
        if (restarted.matchedCount === 1) return true;
        continue;
      }
      try {
        await counters().insertOne({ _id, hits: 1, expiresAt: windowEnd });
        return true;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err; // another request opened the window first
      }
    }
    throw new Error(`rate limit ${this.prefix}: no decision after 8 passes`);
  }

  /** Gives back a place taken by takeWithin() (the request was refused for its input, nothing was done). */
  giveBack(key: string): Promise<void> {
    return this.decrement(key);
  }

  /** The document id of a key (stores share one collection, kept apart by prefix). */
  idOf(key: string): string {
    return this.prefix + key;
  }

  /** The count of a counter document as read (0 once its window has ended). */
  hitsOf(doc: Counter | undefined): number {
    return doc && doc.expiresAt.getTime() > this.now() ? doc.hits : 0;
  }

  /** The two updates of increment() (restart an ended window, then count), for a bulk write. */
  incrementOps(key: string): AnyBulkWriteOperation<CounterDoc>[] {
    const _id = this.idOf(key);
    const now = this.now();
    const windowEnd = new Date(now + this.windowMs);
    return [
      { updateOne: { filter: { _id, expiresAt: { $lte: new Date(now) } }, update: { $set: { hits: 0, expiresAt: windowEnd } } } },
      { updateOne: { filter: { _id }, update: { $inc: { hits: 1 }, $setOnInsert: { expiresAt: windowEnd } }, upsert: true } },
    ];
  }

  /** Takes one hit back (express-rate-limit: a request that should not have counted). */
  async decrement(key: string): Promise<void> {
    await RateLimitCounter.updateOne(
      { _id: this.prefix + key, hits: { $gt: 0 }, expiresAt: { $gt: new Date(this.now()) } },
      { $inc: { hits: -1 } },
    );
  }

  async resetKey(key: string): Promise<void> {
    await RateLimitCounter.deleteOne({ _id: this.prefix + key });
  }
}

type Hit = { store: MongoRateLimitStore; key: string };

/**
 * The counts of several keys (of any stores) in one query; same meaning as get() for each.
 * Saves a round trip per key on a hot path that checks more than one limit.
 */
export async function getMany(hits: Hit[]): Promise<number[]> {
  const ids = hits.map((h) => h.store.idOf(h.key));
  const docs = await counters().find({ _id: { $in: ids } }).toArray();
  const byId = new Map(docs.map((d) => [d._id, d]));
  return hits.map((h, i) => h.store.hitsOf(byId.get(ids[i]!)));
}

/**
 * Counts one hit on each key in one round trip: one ordered bulk write of the same updates as
 * increment() for each key, applied in order, so each key's count is exactly what increment()
 * would leave. Two first hits on one key at once: the upsert that collides (duplicate key) is
 * retried once with the updates after it; the ones before it were applied.
 */
export async function incrementMany(hits: Hit[], retried = false): Promise<void> {
  await runOrdered(hits.flatMap((h) => h.store.incrementOps(h.key)), retried);
}

async function runOrdered(ops: AnyBulkWriteOperation<CounterDoc>[], retried: boolean): Promise<void> {
  try {
    await counters().bulkWrite(ops, { ordered: true });
  } catch (err) {
    const failedAt = (err as { writeErrors?: { index: number }[] }).writeErrors?.[0]?.index;
    if (isDuplicateKey(err) && !retried && failedAt !== undefined) return runOrdered(ops.slice(failedAt), true);
    throw err;
  }
}