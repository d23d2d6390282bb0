/**
 * Desk accounts (one per person): role, state, password and second factor. Accounts stored before
 * roles existed read as active owners (and are migrated so once, server/db/migrations/0004-account-roles.ts).
 */
import mongoose, { Schema } from 'mongoose';
import { ROLES, type Role } from '../../shared/permissions';

const adminSchema = new Schema(
  {
    email: { type: String, required: true, unique: true, lowercase: true, trim: true, maxlength: 254 },
    /** Absent until the person opens their setup link. */
    passwordHash: { type: String },
    name: { type: String, trim: true, maxlength: 50 },
    role: { type: String, enum: ROLES, default: 'owner' },
    active: { type: Boolean, default: true },
    /** Away (leave, day off): skipped by round-robin, still signs in. */
    away: { type: Boolean, default: false },
    /** Bumped when the account is deactivated, changes role or gets a new password: older sessions stop working. */
    sessionEpoch: { type: Number, default: 0 },
    /** sha256 of the one-time setup link's token, and when it expires. */
    setupTokenHash: { type: String },
    setupExpiresAt: { type: Date },
    totp: {
      type: new Schema(
        {
          secret: { type: String },
          /** A secret shown for enrolment, not yet confirmed with a code. */
          pending: { type: String },
          enabled: { type: Boolean, default: false },
          /** The last time step accepted: a code is never accepted twice. */
          lastStep: { type: Number },
          /** sha256 of each unused recovery code. */
          recovery: { type: [String], default: [] },
        },
        { _id: false },
      ),
      default: undefined,
    },
    createdAt: { type: Date, required: true, default: () => new Date() },
    lastLoginAt: { type: Date },
  },
  { collection: 'admins', versionKey: false },
);
adminSchema.index({ setupTokenHash: 1 }, { sparse: true });

export const Admin = mongoose.model('Admin', adminSchema);

/** An account as read from the database (older documents lack the newer fields). */
export interface AccountDoc {
  _id: mongoose.Types.ObjectId;
  email: string;
  passwordHash?: string;
  name?: string;
  role?: Role;
  active?: boolean;
  away?: boolean;
  sessionEpoch?: number;
  setupTokenHash?: string;
  setupExpiresAt?: Date;
  totp?: { secret?: string; pending?: string; enabled?: boolean; lastStep?: number; recovery?: string[] };
  createdAt: Date;
  lastLoginAt?: Date;
}

export const roleOf = (a: Pick<AccountDoc, 'role'>): Role => a.role ?? 'owner';
export const isActive = (a: Pick<AccountDoc, 'active'>) => a.active !== false;
