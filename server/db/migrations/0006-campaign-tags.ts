/**
 * The campaign tags of what was stored before the counting kept only known values (decision 0035):
 * the utm values of every lead's touches (quarantined ones left out), every cost row's campaign and
 * every utm_campaign the desk matched a report name to go into `campaign_tags`, as they are written
 * now (server/attribution/tags.ts: `_id` field|value, source and medium in lower case). Upserts that
 * leave an existing tag as it was: safe to run again. Returns how many values it saw.
 */
import type { Db } from 'mongodb';

const FIELDS = ['source', 'medium', 'campaign', 'content', 'term'] as const;
type Field = (typeof FIELDS)[number];

const value = (field: Field, v: unknown) => {
  if (typeof v !== 'string') return '';
  const t = v.trim().slice(0, 100);
  return field === 'source' || field === 'medium' ? t.toLowerCase() : t;
};

export async function run(db: Db): Promise<number> {
  const seen = new Map<string, { field: Field; value: string; from: string }>();
  const add = (field: Field, v: unknown, from: string) => {
    const x = value(field, v);
    if (x && !(field === 'source' && x === 'direct') && !seen.has(`${field}|${x}`)) seen.set(`${field}|${x}`, { field, value: x, from });
  };
  const leads = db.collection('leads').find({ spam: { $ne: true } }, { projection: { _id: 0, 'attribution.first': 1, 'attribution.last': 1 } });
  for await (const l of leads) for (const t of [l.attribution?.first, l.attribution?.last]) if (t) for (const f of FIELDS) add(f, t[f], 'lead');
  for await (const c of db.collection('campaign_costs').find({}, { projection: { _id: 0, campaign: 1 } })) add('campaign', c.campaign, 'cost');
  for await (const n of db.collection('campaign_names').find({}, { projection: { _id: 0, utmCampaign: 1 } })) add('campaign', n.utmCampaign, 'name');
  if (!seen.size) return 0;
  const at = new Date();
  await db.collection<{ _id: string }>('campaign_tags').bulkWrite(
    [...seen].map(([_id, t]) => ({ updateOne: { filter: { _id }, update: { $setOnInsert: { ...t, at } }, upsert: true } })),
    { ordered: false },
  );
  return seen.size;
}
