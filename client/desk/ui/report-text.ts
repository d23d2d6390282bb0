/**
 * A report file as text: UTF-8 when it decodes cleanly, else EUC-KR (Korean Excel and the ad
 * platforms' Korean exports often save it so; Chromium, Firefox and Safari all decode it). The
 * browser decodes; the server takes text.
 */
export async function readReport(file: Blob): Promise<string> {
  return decodeReport(await file.arrayBuffer());
}

export function decodeReport(bytes: ArrayBuffer | Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('euc-kr').decode(bytes);
  }
}
