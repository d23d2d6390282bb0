import mongoose, { Schema, Types } from 'mongoose';
import { CALL_OUTCOMES, LEAD_STATUSES, LEAD_TYPES, SPAM_REASONS, type SpamReason } from '../../shared/leads';

import type { ForwardState, LeadType } from '../../shared/leads';
import type { Touch } from '../../shared/attribution';
import { rememberTags } from '../attribution/tags';

const FORWARD_STATES: ForwardState[] = ['pending', 'sending', 'delivered', 'failed', 'stored'];

const forwardSchema = new Schema(
  {
    // 'stored': no webhook configured; 'pending' → 'sending' (claimed) → 'delivered' | 'failed'
    state: { type: String, enum: FORWARD_STATES, required: true },
    attempts: { type: Number, required: true, default: 0 },
    nextAttemptAt: { type: Date },
    claimedUntil: { type: Date },
    lastError: { type: String },
    deliveredAt: { type: Date },
  },
  { _id: false },
);

/** A campaign touch (see server/attribution/): only campaign data, nothing personal. */
const touchSchema = new Schema(
  {
    source: { type: String, required: true },
    medium: { type: String, default: null },
    campaign: { type: String, default: null },
    term: { type: String, default: null },
    content: { type: String, default: null },
    referrer: { type: String, default: null },
    landing: { type: String, default: null },
    at: { type: Date, required: true },
  },
  { _id: false },
);

/** Notes and status changes, appended only: nothing on a lead is overwritten silently. */
const historySchema = new Schema(
  {
    at: { type: Date, required: true },
    by: { type: String, required: true },
    kind: { type: String, enum: ['note', 'status', 'event', 'assign', 'call'], required: true },
    text: { type: String },
    from: { type: String, enum: LEAD_STATUSES },
    to: { type: String, enum: LEAD_STATUSES },
    /** 'assign': the account ids before and after (null: the pool). */
    fromAssignee: { type: String, default: undefined },
    toAssignee: { type: String, default: undefined },
    /** 'call': its outcome and the callback time asked for. */
    outcome: { type: String, enum: CALL_OUTCOMES },
    nextCallAt: { type: Date },
  },
  { _id: false },
);

const leadSchema = new Schema(
  {
    type: { type: String, enum: LEAD_TYPES, required: true },
    status: { type: String, enum: LEAD_STATUSES, required: true, default: 'new' },
    name: { type: String, required: true },
    phone: { type: String, required: true },
    /** The phone's digits after normalisation ('01012345678'): one person across registrations. */
    phoneKey: { type: String },
    message: { type: String, default: '' },
    site: { type: String },
    page: { type: String },
    /** The unit type (label of the unit table) the person said they are interested in, if any. */
    unitType: { type: String },
    consentAt: { type: Date, required: true },
    createdAt: { type: Date, required: true },
    /** Korea-time calendar day of createdAt ('2025-03-01'), stored so the dashboard groups on a plain field. */
    day: { type: String },
    attribution: {
      type: new Schema({ first: { type: touchSchema, default: null }, last: { type: touchSchema, default: null } }, { _id: false }),
      default: undefined,
    },
    history: { type: [historySchema], default: [] },
    /** Counts desk writes (status, notes): a write applies only to the revision it read. */
    rev: { type: Number },
    /** Deleted by MongoDB (TTL index) once the retention period ends. */
    expiresAt: { type: Date, required: true },
    forward: { type: forwardSchema, required: true },
    /** Set when the lead waited in the spool (database unreachable): the time it was accepted there. */
    queuedAt: { type: Date },
    /** A spooled lead over its phone limit when drained: kept (never refused after acceptance), a repeat. */
    overLimit: { type: Boolean },
    /** In quarantine (스팸 보관함, server/leads/quarantine.ts): kept 30 days, outside inbox, stats and sending. */
    spam: { type: Boolean },
    spamReason: { type: String, enum: SPAM_REASONS },
    /** The account working this lead; null or absent: the unassigned pool. */
    assignee: { type: String },
    /** The first and latest call, and the callback asked for (today's list reads these). */
    firstCallAt: { type: Date },
    lastCallAt: { type: Date },
    nextCallAt: { type: Date },
    /**
     * A booking held in quarantine: the slot and party asked for, so the desk's restore can book it
     * (server/visits/quarantine.ts). `claimedAt`: a restore is under way.
     */
    visitRequest: {
      type: new Schema(
        { slotId: { type: Schema.Types.ObjectId, required: true }, party: { type: Number, required: true }, message: { type: String, default: '' }, phoneVerified: { type: Boolean }, claimedAt: { type: Date } },
        { _id: false },
      ),
      default: undefined,
    },
    /** A visit booked for a time slot (the reservation this lead stands for in the inbox). */
    reservationId: { type: Schema.Types.ObjectId },

    /** Sent with a verified phone (휴대폰 인증): the desk shows an 인증 mark. */
    phoneVerified: { type: Boolean },
  },
  { collection: 'leads', versionKey: false },
);
leadSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
leadSchema.index({ createdAt: -1, _id: -1 });
leadSchema.index({ type: 1, createdAt: -1 });
leadSchema.index({ status: 1, createdAt: -1 });
leadSchema.index({ phoneKey: 1, createdAt: 1 });
leadSchema.index({ day: 1 });
leadSchema.index({ spam: 1, createdAt: -1 });
leadSchema.index({ assignee: 1, createdAt: -1 });
leadSchema.index({ nextCallAt: 1 });
leadSchema.index({ 'attribution.first.source': 1, createdAt: -1 });
leadSchema.index({ 'forward.state': 1, 'forward.nextAttemptAt': 1 });

export const Lead = mongoose.model('Lead', leadSchema);

/** A new lead from a form, validated before (zod): what POST /api/leads stores. */
export interface NewLead {
  type: LeadType;
  name: string;
  phone: string;
  phoneKey: string;
  message: string;
  site?: string;
  page?: string;
  unitType?: string;
  consentAt: Date;
  createdAt: Date;
  day: string;
  attribution: { first: Touch; last: Touch };
  expiresAt: Date;
  forward: { state: 'pending'; attempts: 0; nextAttemptAt: Date } | { state: 'stored'; attempts: 0 };
  /** Given in advance when the lead may be spooled (the drain stores it under the same id). */
  _id?: Types.ObjectId;
  queuedAt?: Date;
  overLimit?: boolean;
  /** Quarantined (스팸 보관함) for this reason. */
  spamReason?: SpamReason;
  /** The phone was verified (absent otherwise). */
  phoneVerified?: true;
  /** A quarantined booking: what was asked for (see the schema). */
  visitRequest?: { slotId: Types.ObjectId; party: number; message: string; phoneVerified?: true };
}

/** A touch as the cookie gives it (ISO time) or as read back from MongoDB (Date; fields may be absent). */
type TouchInput = Pick<Touch, 'source'> &
  Partial<Record<'medium' | 'campaign' | 'term' | 'content' | 'referrer' | 'landing', string | null>> & { at: string | Date };

/** A touch's source and campaign fields, every one present (null when unknown); its time is the caller's. */
export const touchFields = (t: Omit<TouchInput, 'at'>) => ({
  source: t.source,
  medium: t.medium ?? null,
  campaign: t.campaign ?? null,
  term: t.term ?? null,
  content: t.content ?? null,
  referrer: t.referrer ?? null,
  landing: t.landing ?? null,
});

/** A touch as stored: every field present (null when unknown), its time a Date. */
export const storedTouch = (t: TouchInput) => ({ ...touchFields(t), at: new Date(t.at) });

/**
 * Stores a new lead exactly as `Lead.create` would (same fields, defaults, casts and key order;
 * tests/leads.test.ts compares the two) but as a plain document through the driver: building and
 * validating a mongoose document was a quarter of the endpoint's own CPU time. Its input is
 * validated by zod, and the test checks the result passes the schema's validation.
 */
export async function insertLead(lead: NewLead) {
  const doc = {
    type: lead.type,
    status: 'new' as const,
    name: lead.name,
    phone: lead.phone,
    phoneKey: lead.phoneKey,
    message: lead.message,
    // Absent, not null, as mongoose leaves an undefined path.
    ...(lead.site !== undefined ? { site: lead.site } : {}),
    ...(lead.page !== undefined ? { page: lead.page } : {}),
    ...(lead.unitType !== undefined ? { unitType: lead.unitType } : {}),
    consentAt: lead.consentAt,
    createdAt: lead.createdAt,
    day: lead.day,
    attribution: { first: storedTouch(lead.attribution.first), last: storedTouch(lead.attribution.last) },
    expiresAt: lead.expiresAt,
    forward: { ...lead.forward },
    ...(lead.spamReason ? { spam: true, spamReason: lead.spamReason } : {}),
    ...(lead.phoneVerified ? { phoneVerified: true } : {}),
    ...(lead.visitRequest ? { visitRequest: lead.visitRequest } : {}),
    _id: lead._id ?? new Types.ObjectId(),
    history: [] as never[],
    ...(lead.queuedAt ? { queuedAt: lead.queuedAt } : {}),
    ...(lead.overLimit ? { overLimit: true } : {}),
  };
  await Lead.collection.insertOne(doc);
  // Its campaign tags are kept by the counting from now on (decision 0035); not waited on, and a lead
  // is never refused over them. A quarantined lead's tags are not taken.
  if (!lead.spamReason) void rememberTags([doc.attribution.first, doc.attribution.last], 'lead', lead.createdAt).catch(() => {});
  return doc;
}

export type InsertedLead = Awaited<ReturnType<typeof insertLead>>;