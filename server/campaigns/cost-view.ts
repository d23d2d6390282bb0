/**
 * Spend as the funnel counts it: each cost row under the utm_campaign its campaign is matched to.
 * A report's campaign name is taken as the utm_campaign itself unless the desk says otherwise
 * (`campaign_names`: channel + report name → utm_campaign).
 */
import { CHANNEL_LABELS, type Channel } from '../../shared/channels';
import type { CostEntry } from '../../shared/campaigns';
import { CampaignCost, CampaignName } from './model';
import { rememberTags } from '../attribution/tags';

export async function nameMap(): Promise<Map<string, string>> {
  const names = await CampaignName.find({}, { utmCampaign: 1 }).lean<{ _id: string; utmCampaign: string }[]>();
  return new Map(names.map((n) => [n._id, n.utmCampaign]));
}

export async function costsIn(from: string, to: string): Promise<CostEntry[]> {
  const [rows, names] = await Promise.all([
    CampaignCost.find({ day: { $gte: from, $lte: to } }).sort({ day: 1, channel: 1, campaign: 1 }).lean<{ _id: string; day: string; channel: Channel; campaign: string; source: string; amount: number }[]>(),
    nameMap(),
  ]);
  return rows.map((r) => ({
    id: r._id,
    day: r.day,
    channel: CHANNEL_LABELS[r.channel],
    channelKey: r.channel,
    campaign: r.campaign,
    utmCampaign: names.get(`${r.channel}|${r.campaign}`) ?? r.campaign,
    source: r.source,
    amount: r.amount,
  }));
}

/** The desk corrects a match: this report campaign counts under that utm_campaign. */
export async function setCampaignName(channel: Channel, name: string, utmCampaign: string, now: Date) {
  const _id = `${channel}|${name}`;
  // The utm_campaign named here is counted under its name from its first visit (decision 0035).
  await rememberTags([{ campaign: utmCampaign }], 'name', now);
  if (utmCampaign === name) await CampaignName.deleteOne({ _id });
  else await CampaignName.updateOne({ _id }, { $set: { channel, name, utmCampaign, updatedAt: now } }, { upsert: true });
}
