/** The site's one outbox, wired to the configured providers and to the capabilities that watch its deliveries. */
import type { ServerConfig } from './config.server';
import type { Logger } from './logger';
import { advertisingSendCheck } from './announcements/service';
import { RECONFIRM_KIND, queueNextReconfirmation } from './consent/reconfirm';
import { LEAD_WEBHOOK_KIND, mirrorLeadDelivery } from './leads/forwarder';
import { createOutbox, type Outbox } from './outbox/outbox';
import { kakaoProvider, smsProvider } from './outbox/providers';
import { visitorBudget } from './outbox/visitor-budget';
import { alertWebhookServices } from './ops/alerts';
import { countAttempt } from './ops/tally';

/** An outbox with the configured provider; its sender runs only once `start()` is called. */
export function outboxFor(config: ServerConfig, log: Logger, now: () => Date = () => new Date()): Outbox {
  const outbox: Outbox = createOutbox({
    log,
    now,
    sms: smsProvider(config.sms, log),
    kakao: kakaoProvider(config.kakao),
    smsSender: config.sms.sender,
    smsPerSecond: config.sms.perSecond,
    defaultSubject: `[${config.site.projectName}]`,
    retryBaseMs: config.leads.retryBaseMs,
    timeoutMs: config.leads.timeoutMs,
    claimMs: config.leads.claimMs,
    retentionDays: config.leads.retentionDays,
    webhookSecret: config.leads.webhookSecret,
    sendCheck: advertisingSendCheck,
    observers: {
      [LEAD_WEBHOOK_KIND]: mirrorLeadDelivery,
      // A two-yearly consent reminder was sent: queue the next one.
      [RECONFIRM_KIND]: (msg) => queueNextReconfirmation(config.site, (m) => outbox.enqueue({ ...m, channel: 'sms' }), msg),
    },
    visitorBudget: visitorBudget({ perHour: config.sms.visitorHourly, perPhoneDaily: config.sms.visitorPerPhoneDaily, now }),
    // Operator alerts: the webhook's own rules, and every attempt counted (server/ops/alerts.ts).
    services: alertWebhookServices,
    onAttempt: (msg, result) => countAttempt(msg, result, now()),
  });
  return outbox;
}
