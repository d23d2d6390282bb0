import mongoose, { Schema } from 'mongoose';
import { OUTBOX_STATES, OUTBOX_CHANNELS, SMS_TYPES, DELIVERY_RESULTS } from '../../shared/outbox';

/**
 * One document per message the site sends out (a text message or a webhook delivery). Its
 * delivery state lives on it, so a restart loses nothing and the admin list reads it directly.
 */
const outboxSchema = new Schema(
  {
    /** `<kind>:<reservation or lead id>`: the same message is never created twice (unique index). */
    key: { type: String, required: true },
    kind: { type: String, required: true },
    channel: { type: String, enum: OUTBOX_CHANNELS, required: true },
    /** Cancel every unsent message of a group at once (e.g. all messages of one reservation). */
    group: { type: String },

    // Text messages
    to: { type: String },
    text: { type: String },
    subject: { type: String },
    smsType: { type: String, enum: SMS_TYPES },
    bytes: { type: Number },
    advertising: { type: Boolean, default: false },
    /** Informational texts: the AlimTalk template the text was rendered from (sent as AlimTalk when KAKAO_PROVIDER is set). */
    alimtalk: { type: new Schema({ templateCode: { type: String, required: true }, variables: { type: Schema.Types.Mixed, required: true } }, { _id: false }) },
    /** The path a sent text took: 'alimtalk' (the provider falls back to SMS/LMS) or 'sms'. */
    via: { type: String, enum: ['alimtalk', 'sms'] },
    /** How it reached the person, once the provider reports (AlimTalk only). */
    delivery: { type: String, enum: DELIVERY_RESULTS },
    /** Why an AlimTalk went as SMS/LMS (a refused template, a person without KakaoTalk). */
    fallbackReason: { type: String },
    /** The provider's recipient number within its request (NHN Cloud), for the result look-up. */
    recipientSeq: { type: Number },
    /** When to ask the provider for the delivery result next. */
    resultCheckAt: { type: Date },
    /** Claimed before every message of lower priority (verification codes: 10; others 0). */
    priority: { type: Number, default: 0 },
    /** Triggered by a visitor: sent within the site-wide hourly budget (see visitor-budget.ts). */
    visitor: { type: Boolean },
    /** The text holds a one-time code, blanked once sent (see outbox.ts). */
    secret: { type: Boolean },
    /** Waiting for the next hour's budget (the admin banner counts these). */
    heldByBudget: { type: Boolean },

    // Webhook deliveries
    url: { type: String },
    payload: { type: Schema.Types.Mixed },
    /** Sent as the Idempotency-Key header; defaults to `key`. */
    idempotencyKey: { type: String },

    // Delivery: 'pending' → 'sending' (claimed) → 'sent' | 'failed'; or 'cancelled' before sending.
    state: { type: String, enum: OUTBOX_STATES, required: true },
    attempts: { type: Number, required: true, default: 0 },
    /** Not claimed before this time (retries and scheduled messages such as reminders). */
    nextAttemptAt: { type: Date, required: true },
    /** When it was first due (creation, or the scheduled time): retries give up counting from here. */
    dueAt: { type: Date, required: true },
    /** A message still unsent at this time is given up (a reminder after the visit is useless). */
    sendBefore: { type: Date },
    claimedUntil: { type: Date },
    /** Whose claim it is: only the sender that holds it settles the message. */
    claimId: { type: String },
    lastError: { type: String },
    /** Why a message was cancelled before sending (a reservation cancelled, an opt-out …). */
    cancelReason: { type: String },
    /** A copy sent again by the administrator: the message it repeats. */
    resendOf: { type: Schema.Types.ObjectId },
    /** A test send of an announcement to a staff member's phone. */
    test: { type: Boolean },
    /** The administrator account that asked for a test send or a resend. */
    requestedBy: { type: String },
    sentAt: { type: Date },
    providerId: { type: String },
    createdAt: { type: Date, required: true },
    /** Deleted by MongoDB (TTL index) after the retention period: it holds a phone number. */
    expiresAt: { type: Date, required: true },
  },
  { collection: 'outbox', versionKey: false },
);
outboxSchema.index({ key: 1 }, { unique: true });
outboxSchema.index({ state: 1, priority: -1, nextAttemptAt: 1 });
outboxSchema.index({ heldByBudget: 1, state: 1 }, { sparse: true });
outboxSchema.index({ group: 1, state: 1 });
outboxSchema.index({ delivery: 1, resultCheckAt: 1 });
outboxSchema.index({ providerId: 1 });
outboxSchema.index({ createdAt: -1, _id: -1 });
outboxSchema.index({ to: 1, createdAt: -1 });
outboxSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const OutboxMessage = mongoose.model('OutboxMessage', outboxSchema);
export type OutboxDoc = mongoose.InferSchemaType<typeof outboxSchema> & { _id: mongoose.Types.ObjectId };
