/** Server data of the opt-out page reached from a text's link. */
import type { OptoutData } from '../../shared/page-data';
import { koreanDate } from '../../shared/kst';
import { kstDay } from '../../shared/visits';
import { isDbReady } from '../db/connection';
import { DB_UNAVAILABLE, HttpError } from '../http/errors';
import { notFoundWhen, type LoaderContext, type PageLoaderTable } from '../http/page-loaders';
import { maskPhone } from '../core/phone';
import { consentView, phoneForToken } from './ledger';

export const consentPages = {
  optout: async (ctx) => notFoundWhen(await optout(ctx), (v) => v.state === 'invalid'),
} satisfies PageLoaderTable;

async function optout({ match, req }: LoaderContext): Promise<OptoutData> {
  if (!isDbReady()) throw new HttpError(503, DB_UNAVAILABLE);
  const token = match.params.token!;
  const phone = await phoneForToken(token);
  if (!phone) return { state: 'invalid', token };
  const view = await consentView(phone);
  const masked = maskPhone(phone);
  // Opted out when no consent stands and a withdrawal is on record (a number may never have consented).
  const withdrawal = view.marketing ? undefined : view.ledger.filter((e) => e.kind === 'withdraw').at(-1);
  const withdrawnOn = withdrawal ? koreanDate(kstDay(new Date(withdrawal.at))) : undefined;
  if (req.query.done === '1' && !view.marketing) return { state: 'done', token, phone: masked, withdrawnOn };
  if (withdrawal) return { state: 'already', token, phone: masked, withdrawnOn };
  return { state: 'ready', token, phone: masked };
}
