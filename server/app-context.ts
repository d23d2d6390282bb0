/**
 * What the request handlers and page loaders need from the running app, built once at start-up
 * (createApp in app.ts) and typed: `appContext(req)` instead of untyped `req.app.locals` lookups.
 */
import type { Application, Request } from 'express';
import type { ConsentContext } from './consent/notify';
import type { SubscribeContext } from './schedule/subscribe';
import type { VisitorBudget } from './outbox/visitor-budget';
import type { DeskRules } from './leads/today';
import type { PressListCache } from './press/cache';
import type { LeadBookings } from './leads/bookings';

export interface AppContext {
  consent: ConsentContext;
  schedule: SubscribeContext;
  /** The hourly budget of visitor texts (the desk's banner); absent when the outbox has none. */
  visitorBudget?: VisitorBudget;
  deskRules: DeskRules;
  twoFactorRequired: boolean;
  pressCache: PressListCache;
  /** Registrations waiting on disk while the database is away (the dashboard shows how many). */
  leadSpool: { depth: number };
  /** The lead desk's read of bookings (a port of leads/, filled by visits/). */
  leadBookings: LeadBookings;
}

const KEY = 'appContext';

export function setAppContext(app: Application, context: AppContext) {
  app.locals[KEY] = context;
}

export function appContext(req: Request): AppContext {
  return req.app.locals[KEY] as AppContext;
}
