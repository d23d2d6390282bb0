/**
 * A bank statement file as the bank gives it, turned into rows of text cells: an xlsx (exceljs), a
 * BIFF .xls or an HTML table saved as .xls (SheetJS 0.20.3 as published on npm under @e965/xlsx:
 * the `xlsx` name stops at 0.18.5, which has unfixed advisories), or CSV in UTF-8 or CP949. An
 * uploaded file is untrusted input: its size is bounded before anything reads it, an xlsx's
 * unpacked size is read from its zip directory and bounded before it is opened, and every reader
 * stops at MAX_STATEMENT_ROWS rows. An encrypted file (a password-protected xlsx is an OLE file
 * holding an EncryptedPackage; an .xls has a FILEPASS record) is refused in words.
 */
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import iconv from 'iconv-lite';
import { parse } from 'csv-parse/sync';
import { HttpError } from '../http/errors';
import { decodeCsvBytes } from '../core/csv-encoding';
import { DEPOSIT_MESSAGES } from '../../shared/deposits';

/** A statement of 20,000 lines is about 3 MB as xls; 10 MB is ample and bounds the work. */
export const MAX_STATEMENT_BYTES = 10 * 1024 * 1024;
/** The rows read at most (title rows, the lines and the totals). */
export const MAX_STATEMENT_ROWS = 20_100;
/** An xlsx unpacks to at most this much (a zip bomb is refused before it is opened). */
const MAX_UNPACKED = 120 * 1024 * 1024;

export type StatementFormat = 'xlsx' | 'xls' | 'html' | 'csv';
export interface StatementTable {
  format: StatementFormat;
  rows: string[][];
}

const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const refuseEncrypted = () => new HttpError(400, DEPOSIT_MESSAGES.encrypted);
const unreadable = () => new HttpError(400, DEPOSIT_MESSAGES.unreadableFile);

/** A cell as the desk reads it: a date as 'YYYY-MM-DD HH:MM:SS', a number without grouping. */
export function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) {
    if (Number.isNaN(v.getTime())) return '';
    const p = (n: number) => String(n).padStart(2, '0');
    const day = `${v.getUTCFullYear()}-${p(v.getUTCMonth() + 1)}-${p(v.getUTCDate())}`;
    const time = `${p(v.getUTCHours())}:${p(v.getUTCMinutes())}:${p(v.getUTCSeconds())}`;
    return time === '00:00:00' ? day : `${day} ${time}`;
  }
  if (typeof v === 'object') {
    const o = v as { richText?: { text: string }[]; text?: unknown; result?: unknown };
    if (o.richText) return o.richText.map((r) => r.text).join('');
    if (o.result !== undefined) return cellText(o.result);
    if (o.text !== undefined) return cellText(o.text);
    return '';
  }
  return String(v).replace(/\u00a0/g, ' ').trim();
}

/** The sum of the unpacked sizes a zip's central directory declares (-1 when it has none). */
function zipUnpackedSize(buf: Buffer): number {
  const from = Math.max(0, buf.length - 65_557);
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < from) return -1;
  const entries = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== 0x02014b50) return -1;
    total += buf.readUInt32LE(at + 24);
    at += 46 + buf.readUInt16LE(at + 28) + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
  return total;
}

async function readXlsx(buf: Buffer): Promise<string[][]> {
  const size = zipUnpackedSize(buf);
  if (size < 0) throw unreadable();
  if (size > MAX_UNPACKED) throw new HttpError(400, DEPOSIT_MESSAGES.tooLarge);
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buf as unknown as ArrayBuffer);
  } catch {
    throw unreadable();
  }
  const sheet = wb.worksheets.find((ws) => ws.actualRowCount > 0);
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    if (n > MAX_STATEMENT_ROWS) return;
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cellText(cell.value);
    });
    rows[n - 1] = Array.from(cells, (c) => c ?? '');
  });
  return Array.from(rows, (r) => r ?? []);
}

function readWithSheetJs(data: Buffer | string): string[][] {
  let wb: XLSX.WorkBook;
  try {
    wb = typeof data === 'string' ? XLSX.read(data, { type: 'string', sheetRows: MAX_STATEMENT_ROWS, dense: true, raw: true }) : XLSX.read(data, { type: 'buffer', sheetRows: MAX_STATEMENT_ROWS, dense: true, cellDates: true });
  } catch (err) {
    if (/password|encrypt/i.test((err as Error).message)) throw refuseEncrypted();
    throw unreadable();
  }
  const sheet = wb.SheetNames.map((n) => wb.Sheets[n]!).find((s) => s['!ref']);
  if (!sheet) return [];
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: '', blankrows: true });
  return rows.slice(0, MAX_STATEMENT_ROWS).map((r) => r.map(cellText));
}

/** An HTML page's text: its declared charset (우리은행's pages are EUC-KR), else UTF-8 or CP949 as a CSV. */
function htmlText(buf: Buffer): string {
  const head = buf.subarray(0, 2048).toString('latin1');
  if (/charset\s*=\s*["']?(euc-kr|ks_c_5601|cp949|x-windows-949)/i.test(head)) return iconv.decode(buf, 'cp949');
  return decodeCsvBytes(buf);
}

function readCsv(text: string): string[][] {
  try {
    return (parse(text, { relax_column_count: true, relax_quotes: true, skip_empty_lines: false, trim: true, bom: true, to: MAX_STATEMENT_ROWS }) as string[][]).map((r) => r.map(cellText));
  } catch {
    throw new HttpError(400, DEPOSIT_MESSAGES.unreadable);
  }
}

const looksLikeHtml = (buf: Buffer) => /^\s*(<!doctype html|<html|<table|<meta|<\?xml[^>]*>\s*<html)/i.test(htmlText(buf.subarray(0, 512)).replace(/^\uFEFF/, ''));

/** The rows of a statement file, whatever the format its bytes are in. */
export async function readStatementFile(buf: Buffer): Promise<StatementTable> {
  if (!buf.length) throw new HttpError(400, DEPOSIT_MESSAGES.emptyCsv);
  if (buf.length > MAX_STATEMENT_BYTES) throw new HttpError(400, DEPOSIT_MESSAGES.tooLarge);
  if (buf.subarray(0, 8).equals(OLE)) {
    // A password-protected xlsx (Office encryption) is an OLE file with these streams.
    if (buf.includes(Buffer.from('EncryptedPackage', 'utf16le')) || buf.includes(Buffer.from('EncryptionInfo', 'utf16le'))) throw refuseEncrypted();
    return { format: 'xls', rows: readWithSheetJs(buf) };
  }
  if (buf[0] === 0x50 && buf[1] === 0x4b) return { format: 'xlsx', rows: await readXlsx(buf) };
  if (looksLikeHtml(buf)) return { format: 'html', rows: readWithSheetJs(htmlText(buf)) };
  return { format: 'csv', rows: readCsv(decodeCsvBytes(buf)) };
}

/** The rows of a statement sent as text (the JSON `{csv}` upload). */
export function readStatementText(text: string): StatementTable {
  if (!text.trim()) throw new HttpError(400, DEPOSIT_MESSAGES.emptyCsv);
  if (/^\s*<(!doctype html|html|table)/i.test(text)) return { format: 'html', rows: readWithSheetJs(text) };
  return { format: 'csv', rows: readCsv(text) };
}
