/** The desk: its hours in Korea time, the first-call deadline, the 접속기록's keeping and the second factor. */
import { z } from 'zod';
import { ConfigError } from './error';

export const DESK_ENV = {
  /** Days each access-record entry (접속기록) is kept. */
  ACCESS_LOG_DAYS: z.coerce.number().int().min(365, 'must be at least 365 (one year)').max(3650).default(730),
  /** Minutes a new lead may wait for its first call during desk hours before it is flagged. */
  FIRST_CONTACT_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** Desk hours in Korea time, HH:MM-HH:MM. */
  DESK_HOURS: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d\s*[-–~]\s*([01]\d|2[0-4]):[0-5]\d$/, 'must look like 09:00-19:00')
    .default('09:00-19:00'),
  /** 'required': every desk account must turn on a second factor (TOTP) before using the desk. */
  ADMIN_2FA: z.enum(['optional', 'required']).default('optional'),
};

type DeskEnv = z.infer<z.ZodObject<typeof DESK_ENV>>;

export interface DeskSettings {
  accessLogDays: number;
  firstContactMinutes: number;
  /** Minutes after Korean midnight the desk opens and closes. */
  hours: { open: number; close: number };
  twoFactorRequired: boolean;
}

export function deskSettings(e: DeskEnv): DeskSettings {
  return {
    accessLogDays: e.ACCESS_LOG_DAYS,
    firstContactMinutes: e.FIRST_CONTACT_MINUTES,
    hours: deskHours(e.DESK_HOURS),
    twoFactorRequired: e.ADMIN_2FA === 'required',
  };
}

function deskHours(v: string): { open: number; close: number } {
  const [open, close] = v.split(/\s*[-–~]\s*/).map((t) => {
    const [h, m] = t.split(':').map(Number);
    return h! * 60 + m!;
  });
  if (!(open! < close!)) throw new ConfigError('DESK_HOURS: the desk must open before it closes, e.g. 09:00-19:00');
  return { open: open!, close: close! };
}
