/**
 * Server data of the contract holder's page (/my): whether a sign-in cookie came with the request and,
 * with a live session, the first screen (first-screen.ts), so the page reads without script. A database
 * that does not answer leaves the page to load it itself, as it did before.
 */
import type { PageLoaderTable } from '../http/page-loaders';
import { hasBuyerCookie } from './session';
import { firstScreen } from './first-screen';
import { checkReceipt } from './receipt-issue';
import { notFoundWhen } from '../http/page-loaders';

export const myPages = {
  // A 납부확인서's check: an unknown code is a 404 page saying so.
  'receipt-verify': async ({ match, app }) => notFoundWhen({ check: await checkReceipt(match.params.token ?? '', app.schedule.site.projectName) }, (v) => !v.check),
  my: async ({ req, now, app }) => {
    if (!hasBuyerCookie(req)) return { value: { signedIn: false } };
    const first = await firstScreen(req, now, app.schedule.site).catch(() => null);
    // An ended session shows the sign-in form at once; an unread one (null) is the page's to ask.
    return { value: first === null ? { signedIn: true } : first ? { signedIn: true, first } : { signedIn: false } };
  },
} satisfies PageLoaderTable;
