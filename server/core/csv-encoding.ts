/**
 * A CSV file's bytes as text: UTF-8 when they decode cleanly (with or without a BOM), else EUC-KR
 * (CP949), as Korean banks, trust companies and Excel save their lists. A file of plain ASCII reads
 * the same either way.
 */
import iconv from 'iconv-lite';

export function decodeCsvBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return iconv.decode(Buffer.from(bytes), 'cp949');
  }
}

/**
 * The text of an upload sent as JSON `{csv}`: the text itself (the desk's browser decoded the file),
 * or, with `encoding: 'base64'`, the file's bytes as they are, decoded here.
 */
export function csvUploadText(csv: string, encoding?: 'base64'): string {
  return encoding === 'base64' ? decodeCsvBytes(Buffer.from(csv, 'base64')) : csv.replace(/^\uFEFF/, '');
}
