/**
 * What follows a stored lead, the same whether it was stored at once or drained from the spool:
 * its webhook delivery and text messages queued (their outbox keys make a second call create
 * nothing), its assignment, its optional consent recorded with its verification result. None
 * undoes a stored lead; a quarantined lead (spam) has none.
 */
import type { Outbox } from '../outbox/outbox';
import type { ConsentContext } from '../consent/notify';
import { recordFormConsent } from '../consent/form';
import { forwardLead } from './forwarder';
import type { InsertedLead } from './model';

export interface FollowUpInput {
  /** The client address the lead came from (its limit counter). */
  ip: string | undefined;
  phone: string;
  marketing: boolean;
  night: boolean;
  page?: string;
  /** The phone was verified when the lead was accepted (the advertising boxes count only then). */
  verified?: boolean;
  /** Its limit places were taken when accepted (else the drain takes them). */
  counted?: boolean;
}

export interface FollowUpDeps {
  outbox: Outbox;
  webhookUrl?: string;
  consent: ConsentContext;
  /** Called after a lead is stored (other capabilities react to it, e.g. its text message). */
  onStored?: (lead: InsertedLead) => Promise<unknown> | void;
  /** Gives the stored lead to a counselor (or leaves it in the pool). */
  assign?: (lead: InsertedLead, at: Date) => Promise<unknown>;
  /** Phone verification is required for the advertising boxes. */
  verificationRequired: boolean;
}

export type FollowUpStep = 'messages' | 'assign' | 'consent';

/** Runs the steps at once; resolves with the steps that failed (each already described in `fail`). */
export function leadFollowUps(deps: FollowUpDeps) {
  return async (lead: InsertedLead, input: FollowUpInput, fail: (step: FollowUpStep, err: unknown) => void): Promise<FollowUpStep[]> => {
    const failed: FollowUpStep[] = [];
    // Quarantined: nothing is forwarded, texted, assigned or consented until the administrator restores it.
    if ('spam' in lead && lead.spam) return failed;
    const step = (name: FollowUpStep, work: () => Promise<unknown>) =>
      work().catch((err) => {
        failed.push(name);
        fail(name, err);
      });
    await Promise.all([
      // Queued after the answer is decided: a queueing failure is logged, and start-up requeues webhooks.
      step('messages', async () => {
        if (deps.webhookUrl) await forwardLead(deps.outbox, deps.webhookUrl, lead);
        await deps.onStored?.(lead);
      }),
      // Quarantined leads never reach here, so spam is never assigned.
      step('assign', async () => {
        await deps.assign?.(lead, deps.consent.now());
      }),
      // The registration itself is stored; an unrecorded optional consent only means no advertising.
      step('consent', () =>
        recordFormConsent(deps.consent, {
          phone: input.phone,
          marketing: input.marketing,
          night: input.night,
          page: input.page,
          leadId: lead._id,
          verified: !!input.verified,
          verificationRequired: deps.verificationRequired,
        }),
      ),
    ]);
    return failed;
  };
}

export type LeadFollowUps = ReturnType<typeof leadFollowUps>;
