/**
 * The JSON API under /api: visitors' forms and lists first, then the desk behind its one guard
 * (session, account state, CSRF on writes), each desk route naming its permission. No cache may
 * keep an answer unless a route says otherwise.
 */
import express, { type RequestHandler } from 'express';
import type { ServerConfig } from './config.server';
import type { Logger } from './logger';
import type { Outbox } from './outbox/outbox';
import type { HtmlCache } from './html-cache';
import { authApi } from './auth/routes';
import { adminGuard, deskSignedIn } from './auth/guard';
import { need } from './accounts/permission';
import { accountsAdminApi } from './accounts/routes';
import { securityAdminApi } from './auth/security-routes';
import { accessLogAdminApi } from './access-log/routes';
import { pressApi } from './press/routes';
import { leadsApi, type StoredLead } from './leads/routes';
import { adminApi } from './leads/admin-routes';
import { assignNewLead } from './leads/assignment';
import { forwardLead, LEAD_WEBHOOK_KIND } from './leads/forwarder';
import type { LeadSpool } from './leads/accept';
import type { DeskRules } from './leads/today';
import { consentAdminApi } from './consent/routes';
import type { ConsentContext } from './consent/notify';
import { announcementsAdminApi } from './announcements/admin-routes';
import { privacyAdminApi } from './privacy/routes';
import { HttpError } from './http/errors';
import { messagesAdminApi } from './outbox/admin-routes';
import { visitsApi } from './visits/routes';
import { visitsAdminApi } from './visits/admin-routes';
import { leadBookings } from './visits/lead-bookings';
import { VISIT_KINDS, visitRequested } from './visits/messages';
import type { VisitContext } from './visits/reservations';
import { winnersAdminApi } from './winners/admin-routes';
import { unitsAdminApi } from './units/admin-routes';
import { unitsApi } from './units/routes';
import { withUnits } from './units/links';
import { scheduleAdminApi, scheduleApi } from './schedule/routes';
import type { SubscribeContext } from './schedule/subscribe';
import { paymentApi } from './payment/routes';
import { scoreAdminApi, scoreApi } from './tools/score/routes';
import { costToolApi } from './tools/cost/routes';
import { optionsAdminApi } from './options/admin-routes';
import { eligibilityAdminApi, eligibilityApi } from './tools/eligibility/routes';
import { verificationApi } from './verification/routes';
import type { verificationService } from './verification/service';
import { contentAdminApi, contentApi, type ContentContext } from './content/routes';
import { noticePings, noticesAdminApi } from './notices/routes';
import { NOTICE_BOARD_PATH } from '../shared/notices';
import { mediaAdminApi } from './media/routes';
import { documentsAdminApi } from './documents/routes';
import { campaignsAdminApi } from './campaigns/routes';
import { depositsAdminApi } from './contracts/deposit-routes';
import { saleAdminApi } from './sale/routes';
import { pages as routeTable } from '../shared/routes';
import { contractsAdminApi } from './contracts/admin-routes';
import { contractLifeAdminApi } from './contract-life/routes';
import { enteredAnnouncementDay } from './schedule/service';
import { settlementAdminApi } from './contracts/settlement-routes';
import { loansAdminApi } from './contracts/loan-routes';
import { assertNoLiveContract, checkUnitContract, contractForUnit } from './contracts/from-unit';
import { myApi } from './my/routes';
import { moveInAdminApi } from './movein/desk-routes';
import { contractOptionsAdminApi } from './contracts/option-routes';
import { buyerSessions } from './my/session';
import { defectPhotoRoutes } from './defects/photos';
import { defectsAdminApi } from './defects/admin-routes';

export interface ApiDeps {
  config: ServerConfig;
  log: Logger;
  sessionSecret: string;
  loginThrottle?: RequestHandler[];
  onLeadStored?: () => void;
  now: () => Date;
  outbox: Outbox;
  visits: VisitContext;
  consent: ConsentContext;
  verification: ReturnType<typeof verificationService>;
  schedule: SubscribeContext;
  deskRules: DeskRules;
  leadSpool: LeadSpool;
  content: ContentContext;
  cache: HtmlCache;
  /** The remaining-units page's visibility, as the desk sets it. */
  remaining: { set(visible: boolean): void };
  /** Queues IndexNow pings for changed paths (a no-op without INDEXNOW_KEY). */
  pingSearchEngines: (paths: string[], at?: Date, now?: Date) => Promise<void>;
  invalidateSitemap: () => void;
  invalidatePressFeeds: () => void;
  invalidateNoticeFeed: () => void;
}

export function apiRouter(d: ApiDeps) {
  const { config, log, now, outbox, visits, consent, verification, schedule, deskRules, leadSpool, content, pingSearchEngines } = d;
  const schedulePath = routeTable.find((r) => r.page === 'sales-schedule')!.path;
  const api = express.Router();
  // API answers carry sessions and private data: no cache may keep them unless a route says otherwise.
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'private, no-store');
    next();
  });
  // An anonymous desk call is refused before its body is read (the whole guard follows the parsers).
  // Checked at each large parser's own mount (so /metrics still names that mount), then for the rest.
  const signedIn = deskSignedIn();
  // A winners' list (thousands of rows) is larger than any form post.
  api.use('/admin/winners', ...signedIn, express.json({ limit: '2mb' }));
  api.use('/admin/units', ...signedIn, express.json({ limit: '2mb' }));
  // A notice's body is HTML from the editor (tables, links): more than a form post.
  api.use('/admin/notices', ...signedIn, express.json({ limit: '512kb' }));
  api.use('/admin/campaigns/costs', ...signedIn, express.json({ limit: '2mb' }));
  // The 시행사's ledger and the bank's deposit lists (thousands of rows): as JSON text, or the file's own bytes (UTF-8 or EUC-KR).
  api.use('/admin/contracts', ...signedIn, express.json({ limit: '4mb' }), express.raw({ type: ['text/csv', 'text/plain', 'application/octet-stream'], limit: '4mb' }));
  api.use('/admin', ...signedIn);
  api.use(express.json({ limit: '32kb' }), express.urlencoded({ extended: false, limit: '32kb' }));
  api.use('/auth', authApi(d.sessionSecret, d.loginThrottle, config.isProd, now));
  // Press writes go through the same guard as the desk, with their own permission.
  api.use(
    '/press',
    pressApi([...adminGuard(d.sessionSecret), need('press')], config.site.sites, async ({ site, id }) => {
      d.invalidateSitemap();
      d.invalidatePressFeeds();
      // The article's page (gone, after a delete) and its board's list.
      await pingSearchEngines([`/${site}/press/${id}`, `/${site}/press`]);
    }),
  );
  // A visit request without a slot gets the address by text.
  const onLeadStored = (lead: StoredLead) => visitRequested(outbox, config.site, lead);
  api.use('/phone-verifications', verificationApi(verification));
  // Render stamps (the fill-time check) are signed with FORM_KEY when it is set, so a session-secret
  // rotation does not quarantine the forms open at that moment; unset, with the session secret.
  const stampSecret = config.keys.forms ?? d.sessionSecret;
  api.use('/leads', leadsApi({ leads: config.leads, secret: stampSecret, outbox, consent, verification, onStored: onLeadStored, onDone: d.onLeadStored, assign: assignNewLead, spool: leadSpool, log }));
  api.use('/visits', visitsApi(visits, config.leads, consent, stampSecret, verification));
  api.use(scheduleApi(schedule, config.leads, verification));
  api.use(paymentApi(config.site));
  // 청약 도구: computed from what is posted, nothing kept (server/tools/).
  api.use(scoreApi(now, config.site));
  // The buyers' tools: what is posted is answered, never stored or logged (server/tools/).
  api.use('/tools', costToolApi(config.site, now));
  // The 청약 tools: answers are computed and answered, never stored or logged.
  api.use(eligibilityApi(config.site));
  api.use(contentApi(content));
  // The contract holder's page, with the buyer's own session (never the desk's).
  api.use('/my', myApi({ site: config.site, now, secureCookies: config.isProd, verification, visits }));
  // Defect photos: a signed link that has not expired, opened by that contract's holder (the /my
  // session) or the desk; 403 for anyone else (server/defects/photos.ts).
  const buyers = buyerSessions({ now, secureCookies: config.isProd });
  api.use(
    '/defect-photos',
    defectPhotoRoutes({ now, buyerPhone: (req, res) => new Promise((resolve) => void buyers.require(req, res, (err?: unknown) => resolve(err ? null : (req.buyer?.phone ?? null)))) }),
  );
  api.use('/units', unitsApi({ site: config.site, outbox, log, now, retentionDays: config.leads.retentionDays }, verification));
  // The one guard of the desk API: session, account state, CSRF on writes (server/auth/guard.ts).
  // Each route below then declares its permission with need('…') from shared/permissions.ts.
  api.use('/admin', ...adminGuard(d.sessionSecret));
  api.use('/admin/visits', visitsAdminApi(visits));
  api.use('/admin/movein', moveInAdminApi({ now, visits }));
  api.use('/admin/messages', messagesAdminApi(outbox, outbox.visitorBudget));
  api.use('/admin/winners', winnersAdminApi({ site: config.site, outbox, now, retentionDays: config.leads.retentionDays, withUnits }));
  api.use(
    '/admin/notices',
    noticesAdminApi(now, async (change) => {
      d.invalidateSitemap();
      d.invalidateNoticeFeed();
      for (const ping of noticePings(change, NOTICE_BOARD_PATH, now())) await pingSearchEngines(ping.paths, ping.at, now());
    }),
  );
  api.use('/admin/content', contentAdminApi(content));
  api.use('/admin/options', optionsAdminApi({ now, pricing: config.site.pricing }));
  api.use(
    '/admin/units',
    unitsAdminApi({
      now,
      onVisibility: (v) => d.remaining.set(v),
      // 계약완료 on the board asks for the 계약자 and makes the unit's contract.
      contracts: {
        check: (unitId, input) => checkUnitContract(unitId, input, config.site.pricing),
        make: async (unitId, input, by, at) => void (await contractForUnit(unitId, input, { pricing: config.site.pricing, by, now: at, what: '잔여세대 현황판 계약완료' })),
        assertNoLive: (unitId) => assertNoLiveContract(unitId),
      },
    }),
  );
  api.use('/admin/campaigns', campaignsAdminApi({ now }));
  // A contract's life (해약, refunds, 명의변경, 전매제한): before the ledger's /admin/contracts/:id.
  // The 입주자모집공고일 the desk entered on the schedule: no contract is dated, nor ended, before it.
  const noticeDay = () => enteredAnnouncementDay().catch(() => null);
  api.use('/admin/contracts', contractLifeAdminApi({ ...visits, noticeDay }));
  api.use('/admin/contracts', settlementAdminApi({ now, site: config.site }), loansAdminApi({ now }));
  api.use('/admin/contracts', contractsAdminApi({ now, pricing: config.site.pricing, noticeDay }));
  api.use('/admin', contractOptionsAdminApi({ now }));
  // Payments in and instalments due: before the ledger's /admin/contracts/:id.
  api.use('/admin/contracts', depositsAdminApi({ now, pricing: config.site.pricing, texts: { site: config.site, outbox, now }, toss: config.toss }));
  api.use('/admin/sale', saleAdminApi({ now, site: config.site }));
  // 하자 접수: every defect for owners and managers, its own for a contractor account.
  api.use('/admin', defectsAdminApi({ now, outbox, site: config.site }));
  // A saved schedule changes the page that shows it: search engines are told.
  api.use('/admin', eligibilityAdminApi({ now, site: config.site }));
  api.use('/admin', scheduleAdminApi(schedule, () => pingSearchEngines([schedulePath])));
  api.use('/admin', scoreAdminApi(now));
  api.use('/admin', consentAdminApi(consent));
  api.use('/admin', announcementsAdminApi(consent));
  api.use('/admin', privacyAdminApi(now));
  api.use('/admin', accountsAdminApi({ siteUrl: config.site.siteUrl, now }));
  api.use('/admin', securityAdminApi({ issuer: config.site.projectName, required: config.desk.twoFactorRequired, now }));
  api.use('/admin', accessLogAdminApi());
  api.use('/admin', mediaAdminApi({ uploadsAtOnce: config.media.uploadsAtOnce }));
  // A replaced document: the pages listing its versions are rendered afresh and search engines told.
  api.use(
    '/admin',
    documentsAdminApi({
      now,
      onReplaced: async (_slug, paths) => {
        d.cache.clear();
        await pingSearchEngines(paths);
      },
    }),
  );
  api.use(
    '/admin',
    adminApi({
      now,
      bookings: leadBookings,
      rules: deskRules,
      retentionDays: config.leads.retentionDays,
      webhook: !!config.leads.webhookUrl,
      // Out of quarantine: forwarded and texted as a new lead would have been.
      onRestored: async (lead) => {
        if (config.leads.webhookUrl) await forwardLead(outbox, config.leads.webhookUrl, lead);
        await visitRequested(outbox, config.site, lead);
      },
      // A deleted lead's unsent messages go with it (its webhook delivery, its texts, its reservation's reminders).
      onDeleted: async (lead) => {
        await outbox.cancelKeys([`${LEAD_WEBHOOK_KIND}:${lead.id}`, `${VISIT_KINDS.request}:${lead.id}`], 'lead deleted');
        if (lead.reservationId) await outbox.cancelGroup(`reservation:${lead.reservationId}`, 'lead deleted');
      },
    }),
  );
  api.use((_req, _res, next) => next(new HttpError(404, '요청하신 API를 찾을 수 없습니다.')));
  return api;
}
