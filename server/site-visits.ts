/**
 * What bookings need from the rest of the site (server/visits/reservations.ts VisitContext): the
 * outbox and clock, the 당첨자 list, and the units and contracts a contract visit moves.
 */
import type { ServerConfig } from './config.server';
import type { Logger } from './logger';
import type { Outbox } from './outbox/outbox';
import { contractForVisit } from './contracts/from-unit';
import { Contract } from './contracts/model';
import { holdsUnit } from './units/links';
import { contractStep, contractUnit } from './units/contracts';
import { listedWinner } from './winners/service';
import type { VisitContext } from './visits/reservations';

export function visitContextFor(config: ServerConfig, outbox: Outbox, log: Logger, now: () => Date): VisitContext {
  return {
    site: config.site,
    outbox,
    log,
    now,
    retentionDays: config.leads.retentionDays,
    webhookUrl: config.leads.webhookUrl,
    listedWinner,
    // A buyer holding a unit books the contract visit too; booking and signing it move the unit.
    contractHolder: holdsUnit,
    contractUnit,
    // A contract's booking moves within its unit's 동 and line (server/visits/slot-fit.ts).
    bookingUnit: (contractId) => Contract.findById(contractId, { dong: 1, ho: 1 }).lean<{ dong: string; ho: string }>(),
    // A contract visit marked done makes the unit's contract from its booking, when it has none yet.
    onContract: async (step, visit, at, by) => {
      await contractStep(step, visit, at, by);
      if (step === 'signed') await contractForVisit(visit, { pricing: config.site.pricing, by, now: at });
    },
  };
}
