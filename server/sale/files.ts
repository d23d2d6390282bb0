/**
 * A report's files, the PDF and the workbook at each 금액 단위: rendered from one report. A finished
 * week's are rendered once, when its snapshot is taken, and stored as bytes with their SHA-256 in
 * the same write as the report (snapshot.ts): every later download is those bytes, whoever asks and
 * whatever reason is given (the reason goes to the access record only).
 */
import { createHash } from 'node:crypto';
import { AMOUNT_UNITS, type AmountUnit, type KeptFile } from '../../shared/sale-lender';
import type { SaleReport } from '../../shared/sale';
import { SaleSnapshot } from './snapshot-model';
import { saleWorkbook } from './xlsx';
import { salePdf } from './pdf';

export type FileKind = KeptFile['kind'];
export type StoredFile = KeptFile & { data: Buffer };

export const renderFile = (kind: FileKind, r: SaleReport, unit: AmountUnit): Promise<Buffer> => (kind === 'xlsx' ? saleWorkbook(r, unit) : salePdf(r, unit));

export const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** Every file of a report, each with its digest. */
export async function renderAll(r: SaleReport): Promise<StoredFile[]> {
  const out: StoredFile[] = [];
  for (const kind of ['pdf', 'xlsx'] as const) {
    for (const unit of AMOUNT_UNITS) {
      const data = await renderFile(kind, r, unit);
      out.push({ kind, unit, sha256: sha256(data), bytes: data.length, data });
    }
  }
  return out;
}

/** A finished week's stored file, or null when the week kept none (a week kept before files were). */
export async function keptFile(week: string, kind: FileKind, unit: AmountUnit): Promise<StoredFile | null> {
  const s = await SaleSnapshot.findOne({ _id: week, madeAt: { $exists: true } }, { files: 1 }).lean<{ files?: (KeptFile & { data: Buffer | { buffer: Buffer } })[] }>();
  const f = s?.files?.find((x) => x.kind === kind && x.unit === unit);
  if (!f) return null;
  // The driver hands stored bytes back as its Binary (`buffer`), the bundled engine as a Buffer.
  const data = Buffer.isBuffer(f.data) ? f.data : Buffer.from((f.data as { buffer: Buffer }).buffer);
  return { kind: f.kind, unit: f.unit, sha256: f.sha256, bytes: f.bytes, data };
}
