/**
 * What follows a stored lead, the same whether it was stored at once or drained from the spool:
 * counted against its limits, its webhook delivery and text messages queued (their outbox keys
 * make a second call create nothing), its optional consent recorded. None undoes a stored lead.
 */
import type { Request } from 'express';
import type { Outbox } from '../outbox/outbox';
import type { ConsentContext } from '../consent/notify';
import { recordFormConsent } from '../consent/form';
import { forwardLead } from './forwarder';
import type { LeadLimits } from './limits';
import type { InsertedLead } from './model';

export interface FollowUpInput {
  /** The client address the lead came from (its limit counter). */
  ip: string | undefined;
  phone: string;
  marketing: boolean;
  night: boolean;
  page?: string;
}

export interface FollowUpDeps {
  limits: LeadLimits;
  outbox: Outbox;
  webhookUrl?: string;
  consent: ConsentContext;
  /** Called after a lead is stored (other capabilities react to it, e.g. its text message). */
  onStored?: (lead: InsertedLead) => Promise<unknown> | void;
}

export type FollowUpStep = 'count' | 'messages' | 'consent';

/** Runs the three steps at once; resolves with the steps that failed (each already described in `fail`). */
export function leadFollowUps(deps: FollowUpDeps) {
  return async (lead: InsertedLead, input: FollowUpInput, fail: (step: FollowUpStep, err: unknown) => void): Promise<FollowUpStep[]> => {
    const failed: FollowUpStep[] = [];
    const step = (name: FollowUpStep, work: () => Promise<unknown>) =>
      work().catch((err) => {
        failed.push(name);
        fail(name, err);
      });
    await Promise.all([
      // Counted once stored, whatever happens to the connection.
      step('count', () => deps.limits.countStored({ ip: input.ip } as Request, input.phone)),
      // Queued after the answer is decided: a queueing failure is logged, and start-up requeues webhooks.
      step('messages', async () => {
        if (deps.webhookUrl) await forwardLead(deps.outbox, deps.webhookUrl, lead);
        await deps.onStored?.(lead);
      }),
      // The registration itself is stored; an unrecorded optional consent only means no advertising.
      step('consent', () =>
        recordFormConsent(deps.consent, { phone: input.phone, marketing: input.marketing, night: input.night, page: input.page, leadId: lead._id }),
      ),
    ]);
    return failed;
  };
}

export type LeadFollowUps = ReturnType<typeof leadFollowUps>;
