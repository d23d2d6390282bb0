/** Server data of the contract ledger's desk pages: the list (searched, paged) and one contract; each read is in the access record. */
import type { AdminContractData, AdminContractsData } from '../../shared/page-data';
import type { LoaderContext, PageLoaderTable } from '../http/page-loaders';
import { recordAccess, searchSubject } from '../access-log/record';
import { HttpError } from '../http/errors';
import { ListQuery, ledgerScope } from './admin-routes';
import { contractDetail, listContracts } from './ledger';
import { moneyTerms, type MoneyAt } from './money-terms';
import { listAccounts } from '../accounts/service';
import { Contract } from './model';
import { tossAccountsOf } from './toss-issue';

const moneyAt = async ({ now, app }: LoaderContext): Promise<MoneyAt> => ({ now, terms: await moneyTerms(app.schedule.site.pricing) });

export const contractPages = {
  'admin-contracts': async (ctx) => ({ value: await adminContracts(ctx) }),
  'admin-contract': async (ctx) => adminContract(ctx, ctx.match.params.id ?? ''),
} satisfies PageLoaderTable;

async function adminContracts(ctx: LoaderContext): Promise<AdminContractsData> {
  const { req } = ctx;
  const { email, role } = await ctx.identity();
  const parsed = ListQuery.safeParse(req.query);
  const filter = parsed.success ? parsed.data : {};
  if (!email) return { email, role, filter, list: null };
  const list = await listContracts(filter, ledgerScope(req), await moneyAt(ctx));
  await recordAccess(req, { action: 'search', subject: await searchSubject('contracts', filter), count: list.items.length });
  return { email, role, filter, list };
}

async function adminContract(ctx: LoaderContext, id: string) {
  const { req } = ctx;
  const { email, role } = await ctx.identity();
  if (!email) return { value: { email, role, contract: null } satisfies AdminContractData };
  try {
    const scope = ledgerScope(req);
    const contract = await contractDetail(id, scope, await moneyAt(ctx));
    await recordAccess(req, { action: 'view', subject: `contract ${contract.id}` });
    // The desk's own choices (counselor, price) for those who may make them.
    const desk = scope.all
      ? {
          assignable: (await listAccounts()).filter((a) => a.active && a.role !== 'contractor').map((a) => ({ id: a.id, name: a.name })),
          counselorId: String((await Contract.findById(contract.id, { counselorId: 1 }).lean())?.counselorId ?? '') || null,
          toss: { issuing: ctx.app.tossIssuing, accounts: await tossAccountsOf(contract.id) },
        }
      : {};
    return { value: { email, role, contract, ...desk } satisfies AdminContractData };
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) return { value: { email, role, contract: null } satisfies AdminContractData, status: 404 };
    throw err;
  }
}
