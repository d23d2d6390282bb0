/** Server data of the winners' booking page (the desk's winners list is in units/pages.ts: it shows their units). */
import type { WinnerPageData } from '../../shared/page-data';
import { WINNER_SLOT_KINDS } from '../../shared/winners';
import { kstDay } from '../../shared/visits';
import { winnerDocuments } from '../../shared/site.config';
import { isDbReady } from '../db/connection';
import type { PageLoaderTable } from '../http/page-loaders';
import { openSlots } from '../visits/slots';

export const winnerPages = {
  winner: async ({ now }) => ({ value: await winnerSlots(now) }),
} satisfies PageLoaderTable;

/** The winners' booking page: 서류접수 and 계약 slots for the next month. */
async function winnerSlots(now: Date): Promise<WinnerPageData> {
  if (!isDbReady()) return { documents: [], contract: [], bring: winnerDocuments };
  const [documents, contract] = await Promise.all(
    WINNER_SLOT_KINDS.map((kind) => openSlots(now, kstDay(now), 31, kind).catch(() => [])),
  );
  return { documents: documents!, contract: contract!, bring: winnerDocuments };
}
