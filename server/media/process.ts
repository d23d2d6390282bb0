/**
 * What an upload is and what the site serves from it. The type comes from the bytes (file-type's
 * magic numbers), never the name or the browser's Content-Type. Images are checked from their
 * header before any pixel is decoded (a 30,000 × 30,000 PNG of a few kilobytes is refused without
 * allocating its gigabytes), then auto-oriented and written as AVIF, WebP and JPEG at the site's
 * widths. sharp writes no metadata unless asked (`withMetadata`/`keepExif`): EXIF, GPS included,
 * XMP and ICC blocks of the upload never reach a variant.
 */
import sharp, { type Metadata } from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { IMAGE_WIDTHS } from '../../shared/media';
import { HttpError } from '../http/errors';

export const MEDIA_LIMITS = { imageBytes: 20 * 1024 * 1024, pdfBytes: 30 * 1024 * 1024, pixels: 40_000_000 } as const;

export const MEDIA_MESSAGES = {
  type: '올릴 수 없는 파일 형식입니다. JPEG, PNG, WebP, AVIF 이미지나 PDF 문서만 올려 주세요.',
  imageBytes: '이미지는 20MB 이하만 올릴 수 있습니다.',
  pdfBytes: 'PDF는 30MB 이하만 올릴 수 있습니다.',
  tooLarge: '파일이 너무 큽니다. 이미지는 20MB, PDF는 30MB 이하만 올릴 수 있습니다.',
  pixels: '이미지가 너무 큽니다. 4,000만 화소(예: 8000 × 5000) 이하로 줄여서 올려 주세요.',
  broken: '이미지를 읽을 수 없습니다. 파일이 손상되지 않았는지 확인해 주세요.',
  noFile: '올릴 파일을 선택해 주세요.',
} as const;

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);

export type Sniffed = { kind: 'image'; mime: string } | { kind: 'pdf'; mime: 'application/pdf' };

/** The kind of an upload from its first bytes; anything not taken (SVG, HTML, HEIC, ZIP…) is a 415. */
export async function sniff(data: Buffer): Promise<Sniffed> {
  const t = await fileTypeFromBuffer(data);
  if (t?.mime === 'application/pdf') {
    if (data.length > MEDIA_LIMITS.pdfBytes) throw new HttpError(413, MEDIA_MESSAGES.pdfBytes);
    return { kind: 'pdf', mime: 'application/pdf' };
  }
  if (t && IMAGE_TYPES.has(t.mime)) {
    if (data.length > MEDIA_LIMITS.imageBytes) throw new HttpError(413, MEDIA_MESSAGES.imageBytes);
    return { kind: 'image', mime: t.mime };
  }
  throw new HttpError(415, MEDIA_MESSAGES.type);
}

export interface Rendition {
  format: 'avif' | 'webp' | 'jpeg';
  width: number;
  height: number;
  data: Buffer;
}

export interface ProcessedImage {
  width: number;
  height: number;
  placeholder: string;
  renditions: Rendition[];
}

/** Never decode more than the limit, whatever a header claims; stop at the first decoding error. */
const INPUT = { limitInputPixels: MEDIA_LIMITS.pixels, failOn: 'error', sequentialRead: true } as const;

/** The widths to write: the site's widths up to the original's, or the original's own when it is narrower than all. */
export function widthsFor(original: number): number[] {
  const ws: number[] = IMAGE_WIDTHS.filter((w) => w <= original);
  return ws.length ? ws : [original];
}

const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');

/**
 * `single`: one JPEG no wider than `maxWidth` instead of the library's set (private photos, which
 * are only ever opened one at a time through a signed link, never in a page's srcset).
 */
export async function processImage(data: Buffer, single?: { maxWidth: number; maxPixels?: number }): Promise<ProcessedImage> {
  let meta: Metadata;
  try {
    // Header only: no pixel is decoded here.
    meta = await sharp(data, { ...INPUT, limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(415, MEDIA_MESSAGES.broken);
  }
  const w0 = meta.width ?? 0;
  const h0 = meta.height ?? 0;
  if (!w0 || !h0) throw new HttpError(415, MEDIA_MESSAGES.broken);
  if (w0 * h0 > (single?.maxPixels ?? MEDIA_LIMITS.pixels) || (meta.pages ?? 1) > 1) throw new HttpError(413, MEDIA_MESSAGES.pixels);
  // EXIF orientations 5–8 turn the picture a quarter: its displayed width is the stored height.
  const upright = (meta.orientation ?? 1) >= 5 ? h0 : w0;
  const renditions: Rendition[] = [];
  try {
    for (const width of single ? [Math.min(upright, single.maxWidth)] : widthsFor(upright)) {
      const base = sharp(data, INPUT).rotate().resize({ width, withoutEnlargement: true });
      const jpeg = ['jpeg', base.clone().jpeg({ quality: 80, progressive: true, mozjpeg: true })] as const;
      const outputs = single
        ? [jpeg]
        : ([['avif', base.clone().avif({ quality: 50, effort: 2 })], ['webp', base.clone().webp({ quality: 78, effort: 3 })], jpeg] as const);
      for (const [format, pipeline] of outputs) {
        const { data: out, info } = await pipeline.toBuffer({ resolveWithObject: true });
        renditions.push({ format, width: info.width, height: info.height, data: out });
      }
    }
  } catch (err) {
    if (/pixel limit/i.test((err as Error).message)) throw new HttpError(413, MEDIA_MESSAGES.pixels);
    throw new HttpError(415, MEDIA_MESSAGES.broken);
  }
  const largest = renditions.filter((r) => r.format === 'jpeg').at(-1)!;
  const smallest = renditions.find((r) => r.format === 'jpeg')!;
  // The dominant colour of the smallest JPEG (already decoded cheaply) is painted while the image loads.
  const { dominant } = await sharp(smallest.data).stats();
  return { width: largest.width, height: largest.height, placeholder: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`, renditions };
}

/**
 * At most MEDIA_PROCESS_CONCURRENCY images are decoded and encoded at once in this process (1 by
 * default): forty uploads at once queue here rather than hold forty decoded images in memory.
 */
export class Gate {
  private running = 0;
  private waiting: (() => void)[] = [];
  /** The most jobs seen running at once (tests and the bench read it). */
  peak = 0;
  /** `maxWaiting`: a job arriving when that many wait is refused at once (GateFull), not queued. */
  constructor(
    private limit: number,
    private readonly maxWaiting = Infinity,
  ) {}

  /** Jobs waiting for a place. */
  get queued(): number {
    return this.waiting.length;
  }

  setLimit(limit: number) {
    this.limit = Math.max(1, limit);
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit && this.waiting.length >= this.maxWaiting) throw new GateFull();
    if (this.running >= this.limit) await new Promise<void>((r) => this.waiting.push(r));
    else this.running++;
    this.peak = Math.max(this.peak, this.running);
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next job, so a newcomer cannot overtake the queue.
      if (next) next();
      else this.running--;
    }
  }
}

export class GateFull extends Error {
  constructor() {
    super('the queue is full');
  }
}

/** The desk's media library. Buyers' defect photos have a queue of their own (server/defects/photos.ts), so they never delay it. */
export const imageGate = new Gate(1);
