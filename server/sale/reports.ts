/** Which report a week asks for: the running week as it stands now, an ended week as it was kept. */
import { HttpError } from '../http/errors';
import { kstDay } from '../core/time';
import { isoWeek, SALE_MESSAGES, weekMonday, type SaleReport } from '../../shared/sale';
import { saleReport, type SaleSite } from './report';
import { currentShape } from './kept-shape';
import { keptReport, lastEndedWeek, takeSnapshot } from './snapshot';

export async function reportFor(week: string | undefined, now: Date, site: SaleSite, madeBy = ''): Promise<SaleReport> {
  const current = isoWeek(kstDay(now));
  if (!week || week === current) return saleReport(now, site, madeBy);
  if (!weekMonday(week)) throw new HttpError(400, SALE_MESSAGES.badWeek);
  if (week > current) throw new HttpError(400, SALE_MESSAGES.futureWeek);
  const kept = await keptReport(week);
  if (kept) return currentShape(kept, site);
  // The week just ended, before the job's next round: kept now (once, whoever asks first).
  if (week === lastEndedWeek(now)) {
    await takeSnapshot(now, site);
    const made = await keptReport(week);
    if (made) return currentShape(made, site);
  }
  throw new HttpError(404, SALE_MESSAGES.noSnapshot);
}
