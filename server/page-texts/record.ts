/**
 * The record of what each visitor page said and when (decision 0013a). At each production start
 * every recorded page is rendered as a visitor gets it; a text that differs from the page's last
 * record becomes a new record, the same text moves that record's `lastSeen`. Records are never
 * changed otherwise nor deleted, so the desk can show the text of any page on any past day.
 */
import { createHash } from 'node:crypto';
import { kstEnd, kstStart } from '../core/time';
import { PageText } from './model';
import { pageText, recordedPaths } from './text';
import type { PageTextVersion } from '../../shared/page-texts';

const isDuplicate = (err: unknown) => (err as { code?: number })?.code === 11000;

/** Records one page's text as of `now`: 'new' when it differs from the page's last record. */
export async function recordPageText(path: string, text: string, now: Date): Promise<'new' | 'same'> {
  const hash = createHash('sha256').update(text).digest('hex');
  // Two instances starting at once read the same last record and write the same `_id`: one wins, the other reads again.
  for (let attempt = 0; ; attempt++) {
    const last = await PageText.findOne({ path }, { text: 0 }).sort({ seq: -1 }).lean();
    if (last?.hash === hash) {
      await PageText.updateOne({ _id: last._id, lastSeen: { $lt: now } }, { $set: { lastSeen: now } });
      return 'same';
    }
    const seq = (last?.seq ?? 0) + 1;
    try {
      await PageText.create({ _id: `${path}#${seq}`, path, seq, hash, text, firstSeen: now, lastSeen: now });
      return 'new';
    } catch (err) {
      if (!isDuplicate(err) || attempt >= 3) throw err;
    }
  }
}

/**
 * Renders and records every recorded page. `fetchPage` answers a path's HTML (null when the page
 * did not answer 200: nothing is recorded for it). Returns the paths with a new version.
 */
export async function recordPageTexts(fetchPage: (path: string) => Promise<string | null>, defaultSite: string, now: () => Date): Promise<string[]> {
  const changed: string[] = [];
  for (const { path } of recordedPaths(defaultSite)) {
    const html = await fetchPage(path);
    if (html === null) continue;
    if ((await recordPageText(path, pageText(html), now())) === 'new') changed.push(path);
  }
  return changed;
}

const toVersion = (r: { seq: number; hash: string; text: string; firstSeen: Date; lastSeen: Date }): PageTextVersion => ({
  seq: r.seq,
  hash: r.hash,
  text: r.text,
  firstSeen: r.firstSeen.toISOString(),
  lastSeen: r.lastSeen.toISOString(),
});

/**
 * What `path` said on the Korea-time `day`: the version published when the day began, then any
 * published during it, in order. Empty when the page had no record yet by the day's end.
 */
export async function pageTextOn(path: string, day: string): Promise<PageTextVersion[]> {
  const [before, during] = await Promise.all([
    PageText.findOne({ path, firstSeen: { $lt: kstStart(day) } }).sort({ seq: -1 }).lean(),
    PageText.find({ path, firstSeen: { $gte: kstStart(day), $lte: kstEnd(day) } }).sort({ seq: 1 }).lean(),
  ]);
  return [...(before ? [before] : []), ...during].map(toVersion);
}
