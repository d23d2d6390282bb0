/**
 * A CSV file's bytes as text: UTF-8 (with or without BOM) when it decodes cleanly, else EUC-KR
 * (CP949), as Korean Excel, banks and the 시행사's ledgers save it. The desk's upload decodes in the
 * browser the same way (client/desk/ui/report-text.ts); this one reads a file posted as is.
 */
import iconv from 'iconv-lite';

export function decodeCsvBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return iconv.decode(Buffer.from(bytes), 'cp949');
  }
}
