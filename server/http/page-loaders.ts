/**
 * The shape of a page's server loader. Each capability declares its pages' loaders in its own
 * `pages.ts` as a partial table checked against this shape; server/loaders.ts merges the tables
 * into the one that must name every page with server data (a page left out is a compile error).
 */
import type { Request } from 'express';
import type { PageMatch } from '../../shared/routes';
import type { DataPageKey, PageDataByKey } from '../../shared/page-data';
import type { Role } from '../../shared/permissions';
import type { AppContext } from '../app-context';
import type { PageData } from '../ssr';

/** The signed-in account's email and role, or nobody (both null). */
export interface Identity {
  email: string | null;
  role: Role | null;
}

/** What a page's loader gets: the matched route, the request, the clock and the app's context. */
export interface LoaderContext {
  match: PageMatch;
  req: Request;
  now: Date;
  app: AppContext;
  /** The signed-in account, checked as the desk API checks it (server/auth/page-access.ts). */
  identity: () => Promise<Identity>;
}

export type Loader<T> = (ctx: LoaderContext) => Promise<PageData<T> | undefined>;

/** Every page with server data, each with a loader of the data its component reads (shared/page-data.ts). */
export type PageLoaders = { [K in DataPageKey]: Loader<PageDataByKey[K]> };

/** One capability's share of PageLoaders: `export const xPages = { … } satisfies PageLoaderTable`. */
export type PageLoaderTable = Partial<PageLoaders>;

/**
 * A private link (reservation, opt-out, set-up, reminder stop) whose token is unknown or erased: the
 * page's own friendly message, answered 404 so search engines and monitors read it as absent. The
 * tokens are long enough that the status tells a guesser nothing.
 */
export function notFoundWhen<T>(value: T, missing: (v: T) => boolean): PageData<T> {
  return missing(value) ? { value, status: 404 } : { value };
}
