/** Server data of the desk's sent-messages page. */
import type { AdminMessagesData } from '../../shared/page-data';
import type { LoaderContext, PageLoaderTable } from '../http/page-loaders';
import { recordAccess } from '../access-log/record';
import { CostsQuery, findMessages, MessageFilter, messageCosts, smsBudgetStatus } from './admin';

export const outboxPages = {
  'admin-messages': async (ctx) => ({ value: await adminMessages(ctx) }),
} satisfies PageLoaderTable;

async function adminMessages({ req, now, app, identity }: LoaderContext): Promise<AdminMessagesData> {
  const { email, role } = await identity();
  const parsed = MessageFilter.safeParse(req.query);
  const filter = parsed.success ? parsed.data : {};
  if (!email) return { email, role, items: [], nextCursor: null, costs: null };
  const period = CostsQuery.safeParse(req.query);
  // The hourly budget of visitor texts, for the banner (absent when the app has none).
  const [page, costs, smsBudget] = await Promise.all([findMessages(filter), messageCosts(period.success ? period.data : {}, now), smsBudgetStatus(app.visitorBudget)]);
  const subject = `messages ${[filter.state, filter.kind, filter.phone ? 'phone' : undefined].filter(Boolean).join(' ') || 'all'}`;
  await recordAccess(req, { action: 'search', subject, count: page.items.length });
  return { email, role, state: filter.state, kind: filter.kind, phone: filter.phone, items: page.items, nextCursor: page.nextCursor, costs, ...(smsBudget ? { smsBudget } : {}) };
}
