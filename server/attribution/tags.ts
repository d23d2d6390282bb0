/**
 * The campaign tags the site has met on something real: a stored lead's touches, a cost row (its
 * report name) and a report name the desk matched to a utm_campaign. Guarantee: a value is here only
 * if a lead, the desk or a cost report carried it, never because a beacon sent it; the counting
 * keeps these names and folds the others into 기타 (decision 0035). Written when the lead, the cost
 * or the match is stored (the key is derived at write time), read by the counting about once a minute.
 */
import mongoose, { Schema } from 'mongoose';

export const TAG_FIELDS = ['source', 'medium', 'campaign', 'content', 'term'] as const;
export type TagField = (typeof TAG_FIELDS)[number];
export type TagValues = Partial<Record<TagField, string | null | undefined>>;
export type TagOrigin = 'lead' | 'cost' | 'name';

const tagSchema = new Schema(
  {
    _id: { type: String, required: true }, // field|value
    field: { type: String, enum: TAG_FIELDS, required: true },
    value: { type: String, required: true },
    /** What first carried it. */
    from: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'campaign_tags', versionKey: false },
);
export const CampaignTag = mongoose.model('CampaignTag', tagSchema);

/** A value as the counting and the lead store it: trimmed, at most 100 characters; source and medium lower case. */
export const tagValue = (field: TagField, v: unknown): string => {
  if (typeof v !== 'string') return '';
  const t = v.trim().slice(0, 100);
  return field === 'source' || field === 'medium' ? t.toLowerCase() : t;
};

let version = 0;
let writing: Promise<unknown> = Promise.resolve();

/** Records the tag values of these touches (an upsert per value; an old value is left as it was). */
export function rememberTags(touches: TagValues[], from: TagOrigin, at: Date): Promise<void> {
  const ops = new Map<string, { field: TagField; value: string }>();
  for (const t of touches)
    for (const field of TAG_FIELDS) {
      const value = tagValue(field, t[field]);
      // 'direct' is the lead's own word for no source, not a tag anyone sent.
      if (value && !(field === 'source' && value === 'direct')) ops.set(`${field}|${value}`, { field, value });
    }
  if (!ops.size) return Promise.resolve();
  const write = CampaignTag.bulkWrite(
    [...ops].map(([_id, t]) => ({ updateOne: { filter: { _id }, update: { $setOnInsert: { ...t, from, at } }, upsert: true } })),
    { ordered: false },
  ).then(() => {
    version++;
  });
  writing = Promise.all([writing, write.catch(() => {})]);
  return write;
}

/** Goes up with each write of this process: the counting reads the tags again at once after one. */
export const tagsVersion = () => version;
/** Resolves once the tag writes started so far have ended (a lead's are not waited on by its request). */
export const tagWritesSettled = () => writing.then(() => {});

/** Every recorded value per field. */
export async function knownTags(): Promise<Record<TagField, Set<string>>> {
  const docs = await CampaignTag.find({}, { _id: 0, field: 1, value: 1 }).lean<{ field: TagField; value: string }[]>();
  const out = Object.fromEntries(TAG_FIELDS.map((f) => [f, new Set<string>()])) as Record<TagField, Set<string>>;
  for (const d of docs) out[d.field]?.add(d.value);
  return out;
}
