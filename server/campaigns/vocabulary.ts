/**
 * Which utm values the counting keeps (decision 0035). Guarantee: whatever beacons send, a KST day's
 * counters hold no campaign name but those the site knows (a lead's, a cost row's, a report name the
 * desk matched, a link of its own texts) and at most NEW_CAMPAIGNS_A_DAY others; every other value is
 * stored as 기타, so a flood adds neither rows nor names. Source, medium, content and term are kept
 * only when known. The reports show a kept-but-unknown name as 기타 until a lead or a cost row
 * carries it (a new campaign's first visitors then appear under its name).
 */
import { TEXT_LINK_KINDS } from '../../shared/channels';
import { knownTags, tagsVersion, type TagField } from '../attribution/tags';
import { VisitCounter } from './model';

/** What an unknown value is stored as. */
export const OTHER_TAG = '기타';
/** New campaign names a day (per instance at most this many more between two readings): a campaign launched today is counted under its name. */
export const NEW_CAMPAIGNS_A_DAY = 20;
/** How long the known values are used before they are read again (at once after this process records one). */
const REFRESH_MS = 60_000;

/** Names the channel table itself uses (shared/channels.ts) and the site's own text links. */
const FIXED: Record<TagField, readonly string[]> = {
  source: ['sms', 'lms', 'mms', 'naver', 'naver_blog', 'naverblog', 'naver_cafe', 'navercafe', 'blog.naver', 'cafe.naver', 'blog', 'cafe', 'google', 'youtube', 'facebook', 'fb', 'instagram', 'ig', 'meta', 'kakao', 'kakaotalk', 'daum'],
  medium: ['sms', 'lms', 'mms', 'cpc', 'ppc', 'paid', 'ad', 'ads', 'sa', 'da', 'cpm', 'powerlink', 'brandsearch', 'display', 'paid_social', 'paidsocial', 'banner', 'social', 'organic', 'referral', 'email', 'blog', 'cafe'],
  campaign: TEXT_LINK_KINDS,
  content: [],
  term: [],
};

export type Tags = Record<TagField, string>;

/** The known values: the fixed names and the recorded tags. */
export async function knownValues(): Promise<Record<TagField, Set<string>>> {
  const tags = await knownTags();
  for (const f of Object.keys(FIXED) as TagField[]) for (const v of FIXED[f]) tags[f].add(v);
  return tags;
}

export class Vocabulary {
  private known: Record<TagField, Set<string>> | undefined;
  private readAt = -Infinity;
  private readVersion = -1;
  private readDay = '';
  /** Per KST day, the unknown campaign names already kept (seeded from the day's counters at each reading). */
  private admitted = new Map<string, Set<string>>();

  /** Reads the known values and today's kept names again when a minute has passed, the day changed or this process recorded a tag. */
  async refresh(now: Date, today: string): Promise<void> {
    const t = now.getTime();
    if (this.known && t - this.readAt < REFRESH_MS && t >= this.readAt && this.readVersion === tagsVersion() && this.readDay === today) return;
    const version = tagsVersion();
    const [known, todays] = await Promise.all([knownValues(), VisitCounter.find({ day: today }, { _id: 0, campaign: 1 }).lean<{ campaign: string }[]>()]);
    const kept = this.admitted.get(today) ?? new Set<string>();
    for (const c of todays) if (c.campaign && c.campaign !== OTHER_TAG && !known.campaign.has(c.campaign)) kept.add(c.campaign);
    for (const d of this.admitted.keys()) if (d < today && d !== this.readDay) this.admitted.delete(d);
    this.admitted.set(today, kept);
    this.known = known;
    this.readAt = t;
    this.readVersion = version;
    this.readDay = today;
  }

  /** The tags as stored for a view of `day`: a known value as it is, an empty one empty, any other 기타 (a campaign: unless still under the day's cap). */
  fold(tags: Tags, day: string): Tags {
    const known = this.known!;
    const keep = (f: TagField) => (!tags[f] || known[f].has(tags[f]) ? tags[f] : OTHER_TAG);
    const out: Tags = { source: keep('source'), medium: keep('medium'), campaign: tags.campaign, content: keep('content'), term: keep('term') };
    if (tags.campaign && !known.campaign.has(tags.campaign)) {
      let kept = this.admitted.get(day);
      if (!kept) this.admitted.set(day, (kept = new Set()));
      if (!kept.has(tags.campaign)) {
        if (kept.size < NEW_CAMPAIGNS_A_DAY) kept.add(tags.campaign);
        else out.campaign = OTHER_TAG;
      }
    }
    return out;
  }
}

/** A campaign name as the reports show it: known (or in `also`: a lead's, a cost row's of the period) as it is, else 기타. */
export const shownCampaign = (campaign: string, known: Set<string>, also?: Set<string>) =>
  !campaign || known.has(campaign) || also?.has(campaign) ? campaign : OTHER_TAG;
