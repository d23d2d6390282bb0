/**
 * The counting collections. None holds an address, a user agent, a phone or a cookie id:
 * - `visit_counters`: page views per KST hour × page × channel × campaign (utm tags) × device, added
 *   with $inc; the KST day and hour are stored at write time so reports filter on plain fields. Kept
 *   to the end of the next KST day, then summed into `visit_counter_days` (one row per day × the same
 *   key) and deleted; `visit_rollups` marks the days summed (counters.ts). Utm values the site does
 *   not know are stored as 기타 (vocabulary.ts).
 * - `visit_hashes`: one document per (day, visitor hash, channel, campaign): the day's unique
 *   visitors, deleted by TTL at the end of the next KST day (none older than 48 h). `day` 'm:<minute>' documents (kept 10 minutes) answer
 *   "visitors in the last 5 minutes".
 * - `visit_salts`: the day's secret salt (one per KST day); deleted when the next day's is made, and by TTL at the end of its day.
 * - `visit_days`: a finished day's unique visitors per channel and campaign (hashes are gone by the end of the next day).
 * - `speed_counters`: Core Web Vitals per KST day × page (route pattern) × device: the vitals beacons
 *   (`n`) and, per metric, a histogram of fixed buckets (`lcp.<bucket>` …), added with $inc.
 * - `speed_worst`: per day × page × device × metric × element selector, how many poor values it caused
 *   (at most a few dozen selectors per page and day). Selectors only, never an element's text.
 * - `campaign_costs`, `campaign_names`: the spend per day/channel/campaign, and the desk's mapping of a
 *   cost report's campaign name to the utm_campaign the ads carry.
 */
import mongoose, { Schema } from 'mongoose';
import { CHANNELS } from '../../shared/channels';

/** A counter's key and counts (the hourly row adds `hour`). */
const counterFields = {
  _id: { type: String, required: true },
  day: { type: String, required: true },
  path: { type: String, required: true },
  channel: { type: String, enum: CHANNELS, required: true },
  campaign: { type: String, default: '' },
  source: { type: String, default: '' },
  medium: { type: String, default: '' },
  content: { type: String, default: '' },
  term: { type: String, default: '' },
  device: { type: String, required: true },
  views: { type: Number, default: 0 },
  /** Views that opened a visit (the entry page). */
  entries: { type: Number, default: 0 },
} as const;

const counterSchema = new Schema({ ...counterFields, hour: { type: String, required: true } }, { collection: 'visit_counters', versionKey: false });
counterSchema.index({ day: 1 });
export const VisitCounter = mongoose.model('VisitCounter', counterSchema);

/** A finished day's counters (counters.ts): the same key without the hour. */
const counterDaySchema = new Schema({ ...counterFields }, { collection: 'visit_counter_days', versionKey: false });
counterDaySchema.index({ day: 1 });
export const VisitCounterDay = mongoose.model('VisitCounterDay', counterDaySchema);

/** A day whose hourly counters are summed into `visit_counter_days`, and when (its hourly rows go ten minutes later). */
const rollUpSchema = new Schema(
  {
    _id: { type: String, required: true }, // the KST day
    at: { type: Date, required: true },
  },
  { collection: 'visit_rollups', versionKey: false },
);
export const VisitRollUp = mongoose.model('VisitRollUp', rollUpSchema);

const hashSchema = new Schema(
  {
    day: { type: String, required: true },
    h: { type: String, required: true },
    channel: { type: String, default: '' },
    campaign: { type: String, default: '' },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'visit_hashes', versionKey: false },
);
hashSchema.index({ day: 1, h: 1, channel: 1, campaign: 1 }, { unique: true, name: 'day_hash_channel_campaign' });
hashSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
export const VisitHash = mongoose.model('VisitHash', hashSchema);

const saltSchema = new Schema(
  {
    _id: { type: String, required: true }, // the KST day
    salt: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'visit_salts', versionKey: false },
);
saltSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
export const VisitSalt = mongoose.model('VisitSalt', saltSchema);

const daySchema = new Schema(
  {
    _id: { type: String, required: true }, // day|channel|campaign ('*' for the day's total)
    day: { type: String, required: true },
    channel: { type: String, required: true },
    campaign: { type: String, default: '' },
    visitors: { type: Number, required: true },
  },
  { collection: 'visit_days', versionKey: false },
);
daySchema.index({ day: 1 });
export const VisitDay = mongoose.model('VisitDay', daySchema);

const costSchema = new Schema(
  {
    _id: { type: String, required: true }, // day|channel|campaign|source: importing again replaces, never adds
    day: { type: String, required: true },
    channel: { type: String, enum: CHANNELS, required: true },
    /** The campaign's name as the report (or the desk) wrote it. */
    campaign: { type: String, default: '' },
    /** 'manual' (typed on the desk) or the report's format. */
    source: { type: String, required: true },
    amount: { type: Number, required: true },
    updatedAt: { type: Date, required: true },
    updatedBy: { type: String },
  },
  { collection: 'campaign_costs', versionKey: false },
);
costSchema.index({ day: 1 });
export const CampaignCost = mongoose.model('CampaignCost', costSchema);

const nameSchema = new Schema(
  {
    _id: { type: String, required: true }, // channel|report campaign name
    channel: { type: String, required: true },
    name: { type: String, required: true },
    utmCampaign: { type: String, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'campaign_names', versionKey: false },
);
export const CampaignName = mongoose.model('CampaignName', nameSchema);

// Histograms are open maps (bucket index → count), $inc'd as `lcp.<bucket>`.
const speedSchema = new Schema(
  {
    _id: { type: String, required: true },
    day: { type: String, required: true },
    path: { type: String, required: true },
    device: { type: String, required: true },
    n: { type: Number, default: 0 },
    lcp: { type: Schema.Types.Mixed },
    inp: { type: Schema.Types.Mixed },
    cls: { type: Schema.Types.Mixed },
    ttfb: { type: Schema.Types.Mixed },
  },
  { collection: 'speed_counters', versionKey: false },
);
speedSchema.index({ day: 1 });
export const SpeedCounter = mongoose.model('SpeedCounter', speedSchema);

const worstSchema = new Schema(
  {
    _id: { type: String, required: true },
    day: { type: String, required: true },
    path: { type: String, required: true },
    device: { type: String, required: true },
    metric: { type: String, required: true },
    selector: { type: String, required: true },
    count: { type: Number, default: 0 },
  },
  { collection: 'speed_worst', versionKey: false },
);
worstSchema.index({ day: 1, path: 1 });
export const SpeedWorst = mongoose.model('SpeedWorst', worstSchema);
