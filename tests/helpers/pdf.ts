/**
 * A PDF as a reader gets it: the bytes of a download, and the text a PDF reader finds on its first
 * page (the 납부확인서 is one page). Written once for every test that opens a receipt.
 */
import type { Test } from 'supertest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The response with its body as bytes (supertest reads unknown types as text otherwise). */
export const binary = (req: Test) =>
  req.buffer(true).parse((r, cb) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => cb(null, Buffer.concat(chunks)));
  });

/** The text of the PDF's first page, its pieces joined as read. */
export async function pdfFirstPageText(body: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(body), useSystemFonts: false }).promise;
  const page = await pdf.getPage(1);
  return (await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join('');
}

/** Every page's size in points ([595, 842] is A4) and the number of pages. */
export async function pdfPageSizes(body: Buffer): Promise<[number, number][]> {
  const pdf = await getDocument({ data: new Uint8Array(body), useSystemFonts: false }).promise;
  const sizes: [number, number][] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const { width, height } = (await pdf.getPage(n)).getViewport({ scale: 1 });
    sizes.push([Math.round(width), Math.round(height)]);
  }
  return sizes;
}

/** A contract's 납부확인서 as its holder downloads it from /my. */
export const receiptPdf = (agent: { get: (url: string) => Test }, contractId: string) => binary(agent.get(`/api/my/contracts/${contractId}/receipt.pdf`));
