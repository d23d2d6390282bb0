/** Files for upload tests, made on the spot: photos with GPS, disguised HTML, a decompression bomb. */
import sharp from 'sharp';
import { deflateSync, crc32 } from 'node:zlib';

/** A JPEG photo (a colour gradient) carrying EXIF with a GPS position, as a phone writes it. */
export async function jpegWithGps(width = 1000, height = 700): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = 120;
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 10/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '129/1 4/1 0/1' },
    })
    .toBuffer();
}

/** A small PNG of one colour (`seed` changes the colour, so each seed is a different file). */
export function smallPng(seed = 0, width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: (seed * 37) % 256, g: (seed * 91) % 256, b: 200 } } })
    .png()
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

/**
 * A valid 1-bit greyscale PNG of side × side pixels, all black: about 110 KB on disk for 30,000²
 * (900 megapixels, several gigabytes once decoded to RGBA).
 */
export function pngBomb(side = 30_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(side / 8);
  const idat = deflateSync(Buffer.alloc(rowBytes * side), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

/** A minimal PDF; `extra` is placed in a comment (a polyglot puts HTML there). */
export function pdf(text = 'hello', extra = ''): Buffer {
  return Buffer.from(
    `%PDF-1.4\n%${extra}\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
    'latin1',
  );
}
