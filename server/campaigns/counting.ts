/**
 * Counting page views without cookies. Guarantee: a beacon costs its request a few microseconds and
 * no database call; an instance writes at most four commands a second (one $inc bulk of hourly
 * counters, one unordered insert of the day's visitor hashes, and for vitals beacons one $inc bulk of
 * speed histograms and one of poor elements: speed-counting.ts), whatever the beacon rate. A visitor is
 * an HMAC-SHA256 of (address, user agent, site) under the KST day's salt: the address and user agent
 * stay in memory until the next flush (about a second) and are never written. Counting is best
 * effort: a batch the database refuses is dropped and logged, never retried into the request path.
 * Utm values the site does not know are stored as 기타 (vocabulary.ts), so beacons cannot add rows
 * or names; hourly counters become day rows after the next day (counters.ts).
 */
import { createHmac, createHash, randomBytes } from 'node:crypto';
import type { Logger } from '../logger';
import { kstDay } from '../core/time';
import { addDays } from '../../shared/kst';
import { VisitCounter, VisitHash, VisitSalt } from './model';
import type { Channel } from '../../shared/channels';
import { minuteKey, rollUpDay } from './visitors';
import { SpeedCounting } from './speed-counting';
import { Vocabulary } from './vocabulary';
import { HitBuffer } from './hit-buffer';

export interface Hit {
  at: Date;
  /** Address and user agent: hashed at the flush, never stored. */
  ip: string;
  ua: string;
  path: string;
  channel: Channel;
  campaign: string;
  source: string;
  medium: string;
  content: string;
  term: string;
  device: string;
  entry: boolean;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Hits waiting past this (a database that stopped answering) are dropped rather than held. */
const MAX_BUFFER = 50_000;

/** '2026-11-26T15' in Korea time: the hour bucket of a counter. */
export const kstHour = (d: Date) => new Date(d.getTime() + 9 * HOUR_MS).toISOString().slice(0, 13);

/** Midnight (KST) that begins a day string. */
const dayStart = (day: string) => Date.parse(`${day}T00:00:00+09:00`);
/** A day's salt lives to the end of its day (deleted earlier when the next day's salt is made). */
export const saltExpiry = (day: string) => new Date(dayStart(day) + DAY_MS);
/**
 * A day's visitor hashes are deleted at the end of the next day: no hash is older than 48 hours,
 * and the day is rolled up into `visit_days` by the first flush after its midnight, a day earlier.
 */
export const hashExpiry = (day: string) => new Date(dayStart(day) + 2 * DAY_MS);

const shortHash = (s: string) => createHash('sha256').update(s).digest('base64url').slice(0, 22);

export interface CountingOptions {
  now: () => Date;
  /** The site's host: part of every visitor hash. */
  site: string;
  log: Logger;
  flushMs?: number;
}

export class Counting extends HitBuffer<Hit> {
  private timer: NodeJS.Timeout | undefined;
  private salts = new Map<string, string>();
  private flushing: Promise<void> = Promise.resolve();
  private rolledUpBefore = '';
  /**
   * Visitor documents this instance has already stored (today's and the minute markers): a visitor's
   * next pages add no insert. Bounded: past the cap it starts again, and the unique index still
   * refuses a repeat.
   */
  private stored = new Set<string>();
  /** Write commands sent to the database (the benchmark reads it). */
  writes = 0;
  /** Core Web Vitals of the same beacons' pages, written in the same flush (decision 0038). */
  readonly speed = new SpeedCounting();
  /** The utm values kept; the others are stored as 기타 (vocabulary.ts). */
  private readonly vocabulary = new Vocabulary();

  constructor(private readonly opts: CountingOptions) {
    super(MAX_BUFFER);
  }

  start() {
    this.timer ??= setInterval(() => void this.flush(), this.opts.flushMs ?? 1000);
    this.timer.unref();
  }

  async stop() {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /** Writes what arrived since the last flush (one flush at a time per instance). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write()).catch((err: unknown) => this.opts.log.warn({ err }, 'page views not counted'));
    return this.flushing;
  }

  /** The KST day's salt: made once per day (first instance wins), the days before it deleted. */
  async saltFor(day: string): Promise<string> {
    const known = this.salts.get(day);
    if (known) return known;
    const doc = await VisitSalt.findOneAndUpdate(
      { _id: day },
      { $setOnInsert: { salt: randomBytes(32).toString('base64url'), expiresAt: saltExpiry(day) } },
      { upsert: true, returnDocument: 'after', lean: true },
    );
    // Yesterday's visitors can no longer be recognised once its salt is gone (Plausible's scheme).
    await VisitSalt.deleteMany({ _id: { $lt: day } });
    for (const d of this.salts.keys()) if (d < day) this.salts.delete(d);
    this.salts.set(day, doc!.salt);
    return doc!.salt;
  }

  private async write() {
    await Promise.all([this.writeHits(), this.speed.write().then((n) => (this.writes += n))]);
    const today = kstDay(this.opts.now());
    if (this.rolledUpBefore !== today) {
      // Finished days keep their unique visitors once the hashes are gone (end of the next day); after the hits, so
      // the last second before midnight is in.
      for (const day of [addDays(today, -2), addDays(today, -1)]) await rollUpDay(day);
      this.rolledUpBefore = today;
    }
  }

  private async writeHits() {
    const hits = this.take();
    if (!hits.length) return;
    await this.vocabulary.refresh(this.opts.now(), kstDay(this.opts.now()));

    const counters = new Map<string, { key: Record<string, string>; views: number; entries: number }>();
    const hashes = new Map<string, { day: string; h: string; channel: string; campaign: string; expiresAt: Date }>();
    for (const hit of hits) {
      const day = kstDay(hit.at);
      const tags = this.vocabulary.fold(hit, day);
      const key = { day, hour: kstHour(hit.at), path: hit.path, channel: hit.channel, campaign: tags.campaign, source: tags.source, medium: tags.medium, content: tags.content, term: tags.term, device: hit.device };
      const id = shortHash(Object.values(key).join('\u0000'));
      const c = counters.get(id) ?? { key, views: 0, entries: 0 };
      c.views++;
      if (hit.entry) c.entries++;
      counters.set(id, c);

      const salt = await this.saltFor(day);
      const h = createHmac('sha256', salt).update(`${hit.ip}\n${hit.ua}\n${this.opts.site}`).digest('base64url').slice(0, 22);
      const visitKey = `${day}|${h}|${hit.channel}|${tags.campaign}`;
      if (!this.stored.has(visitKey)) hashes.set(visitKey, { day, h, channel: hit.channel, campaign: tags.campaign, expiresAt: hashExpiry(day) });
      const minute = minuteKey(hit.at);
      if (!this.stored.has(`${minute}|${h}`)) hashes.set(`${minute}|${h}`, { day: minute, h, channel: '', campaign: '', expiresAt: new Date(hit.at.getTime() + 10 * 60_000) });
    }

    const ops = [...counters].map(([_id, c]) => ({
      updateOne: { filter: { _id }, update: { $setOnInsert: c.key, $inc: { views: c.views, entries: c.entries } }, upsert: true },
    }));
    this.writes += hashes.size ? 2 : 1;
    await Promise.all([
      VisitCounter.bulkWrite(ops, { ordered: false }),
      hashes.size &&
        VisitHash.collection
          .insertMany([...hashes.values()], { ordered: false })
          .catch((err: { code?: number }) => {
            // A visitor already counted today (by another instance): the unique index refuses the repeat, the rest is stored.
            if (err.code !== 11000) throw err;
          })
          .then(() => {
            if (this.stored.size > 200_000) this.stored.clear();
            for (const k of hashes.keys()) this.stored.add(k);
          }),
    ]);
  }
}
