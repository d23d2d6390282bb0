/** Server data of the contract holder's page (/my): only whether a sign-in cookie came with the request. */
import type { PageLoaderTable } from '../http/page-loaders';
import { hasBuyerCookie } from './session';

export const myPages = {
  my: async ({ req }) => ({ value: { signedIn: hasBuyerCookie(req) } }),
} satisfies PageLoaderTable;
