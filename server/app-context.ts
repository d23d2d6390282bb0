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
import type { LeadSpool } from './leads/accept';
import type { HtmlCache } from './html-cache';
import type { FormPageRenderer, RenderPage } from './http/renderers';
import type { ContentSchedule } from './content/schedule';

export interface AppContext {
  /** The business clock (tests inject one). */
  now: () => Date;
  consent: ConsentContext;
  schedule: SubscribeContext;
  /** The hourly budget of visitor texts (the desk's banner); absent when the outbox has none. */
  visitorBudget?: VisitorBudget;
  deskRules: DeskRules;
  twoFactorRequired: boolean;
  /** 토스페이먼츠 가상계좌 can be issued from the desk (TOSS_SECRET_KEY is set). */
  tossIssuing: boolean;
  /** Days an access-log entry is kept. */
  accessLogDays: number;
  /** Rendered pages kept in memory (server/html-cache.ts). */
  htmlCache: HtmlCache;
  /** Popups and main-visual slides as scheduled on the desk (server/content/schedule.ts). */
  content: ContentSchedule;
  pressCache: PressListCache;
  /** Registrations waiting on disk while the database is away (the dashboard shows how many; boot drains it). */
  leadSpool: LeadSpool;
  /** The lead desk's read of bookings (a port of leads/, filled by visits/). */
  leadBookings: LeadBookings;
  /** Renders a page in answer to a form post (the phone-verification step without JavaScript). */
  renderPage: RenderPage;
  /** Renders a refused no-JavaScript form's page again (server/http/form-page.ts). */
  formPage: FormPageRenderer;
}

const KEY = 'appContext';

export function setAppContext(app: Application, context: AppContext) {
  app.locals[KEY] = context;
}

/** The context of the app this request reached, or undefined in an Express app not made by createApp. */
export function findAppContext(req: Request): AppContext | undefined {
  return appContextOf(req.app);
}

export function appContext(req: Request): AppContext {
  const context = findAppContext(req);
  if (!context) throw new Error('no app context: the app was not made by createApp');
  return context;
}

export function appContextOf(app: Application): AppContext | undefined {
  return app.locals[KEY] as AppContext | undefined;
}
