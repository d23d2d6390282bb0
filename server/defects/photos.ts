/**
 * Defect photos are private. Guarantee: a photo is never at a public or cacheable address and is
 * never in the media library; it opens only through a link signed for it that has not expired
 * (HMAC with the `links` purpose key over the photo's random id and the expiry), and only for a
 * holder of that defect's contract (the /my session) or the desk (`defects`, or the contractor it
 * is assigned to). Anything else, a visitor and another contract's holder included, gets 403.
 *
 * The bytes go through the media pipeline first (type from the bytes, metadata dropped, one JPEG
 * re-encoded at most 1600 px wide), then into a GridFS bucket of their own (`defect_photos`), apart
 * from the library's `media` bucket, so no library list, usage finder or /media/ route sees them.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Types } from 'mongoose';
import { Router, type Request, type Response } from 'express';
import { hmac, keyFor } from '../core/keys';
import { Gate, GateFull, processImage, sniff } from '../media/process';
import { HttpError } from '../http/errors';
import { bucketOn, putBytes } from '../media/private-upload';
import { currentAccount } from '../auth/guard';
import { can } from '../../shared/permissions';
import { DEFECT_LIMITS, DEFECT_MESSAGES } from '../../shared/defects';
import { Contract } from '../contracts/model';
import { Defect } from './model';

/** How long a link handed to a page lives; a desk CSV's links live a working day. */
export const PHOTO_LINK_MINUTES = 10;
export const EXPORT_LINK_HOURS = 24;
export const PHOTO_MAX_WIDTH = 1600;
/** Where the links point (the log scrubber hides what follows it: server/http/log-scrub.ts). */
export const PHOTO_PATH = '/api/defect-photos/';

/** The photos' own bucket, apart from the public media library's. */
const gridfs = bucketOn('defect_photos');

export interface StoredPhoto {
  id: string;
  fileId: Types.ObjectId;
  width: number;
  height: number;
  bytes: number;
}

/**
 * Buyers' photos are decoded one at a time on their own queue, apart from the desk's media library
 * (imageGate): a crowd of filings waits here, never in front of the desk's uploads. At most
 * DEFECT_LIMITS.photosWaiting wait; past that a filing is told to try again (503).
 */
export const defectPhotoGate = new Gate(1, DEFECT_LIMITS.photosWaiting);

/** One upload checked and re-encoded (415 for anything not a picture), then stored privately. */
export async function storePhoto(data: Buffer): Promise<StoredPhoto> {
  const kind = await sniff(data).catch((err: unknown) => {
    if (err instanceof HttpError && err.status === 415) throw new HttpError(415, DEFECT_MESSAGES.photoType);
    throw err;
  });
  if (kind.kind !== 'image') throw new HttpError(415, DEFECT_MESSAGES.photoType);
  const image = await defectPhotoGate
    .run(() => processImage(data, { maxWidth: PHOTO_MAX_WIDTH, maxPixels: DEFECT_LIMITS.photoPixels }))
    .catch((err: unknown) => {
      if (err instanceof GateFull) throw new HttpError(503, DEFECT_MESSAGES.photosBusy);
      if (err instanceof HttpError && err.status === 413) throw new HttpError(413, DEFECT_MESSAGES.photoPixels);
      throw err;
    });
  const jpeg = image.renditions.find((r) => r.format === 'jpeg')!;
  const id = randomBytes(16).toString('base64url');
  const fileId = await putBytes(gridfs(), `${id}.jpg`, jpeg.data, 'image/jpeg');
  return { id, fileId, width: jpeg.width, height: jpeg.height, bytes: jpeg.data.length };
}

/** Files of an upload that did not become a defect (a later photo refused, the insert failed). */
export async function removePhotos(photos: { fileId: Types.ObjectId }[]): Promise<void> {
  for (const p of photos) await gridfs().delete(p.fileId as never).catch(() => {});
}

async function readPhoto(fileId: Types.ObjectId): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of gridfs().openDownloadStream(fileId as never)) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

const signature = async (id: string, expires: number) => hmac(await keyFor('links'), `defect-photo:${id}:${expires}`).toString('base64url');

/** `<id>.<expiry in epoch seconds>.<signature>`: one path segment. */
export async function photoToken(id: string, expiresAt: Date): Promise<string> {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${id}.${expires}.${await signature(id, expires)}`;
}

/** The photo's link for a page (PHOTO_LINK_MINUTES) or an export (`base` = the site's address). */
export async function photoLink(id: string, now: Date, minutes = PHOTO_LINK_MINUTES, base = '') {
  const expiresAt = new Date(Math.floor(now.getTime() / 1000) * 1000 + minutes * 60_000);
  return { url: `${base}${PHOTO_PATH}${await photoToken(id, expiresAt)}`, expiresAt: expiresAt.toISOString() };
}

/** The photo id of a token whose signature holds and whose time has not passed; otherwise null. */
export async function checkToken(token: string, now: Date): Promise<string | null> {
  const m = /^([\w-]{22})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!m) return null;
  const [, id, exp, sig] = m as unknown as [string, string, string, string];
  const expires = Number(exp);
  if (expires * 1000 <= now.getTime()) return null;
  const want = Buffer.from(await signature(id, expires));
  const got = Buffer.from(sig);
  return got.length === want.length && timingSafeEqual(got, want) ? id : null;
}

export interface PhotoRouteOptions {
  now: () => Date;
  /** The phone of the contract holder signed in on /my, or null (a port: the /my session is not ours to read). */
  buyerPhone: (req: Request, res: Response) => Promise<string | null>;
}

/** GET /api/defect-photos/:token — the JPEG, `Cache-Control: private, no-store`, or 403. */
export function defectPhotoRoutes(opts: PhotoRouteOptions) {
  const router = Router();
  router.get('/:token', async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.setHeader('Referrer-Policy', 'no-referrer');
    const denied = () => res.status(403).json({ ok: false, error: DEFECT_MESSAGES.photoDenied });
    const id = await checkToken(String(req.params.token), opts.now());
    if (!id) return denied();
    const defect = await Defect.findOne({ 'photos.id': id }, { contractId: 1, photos: 1, assignee: 1 }).lean();
    const photo = defect?.photos.find((p) => p.id === id);
    if (!defect || !photo) return denied();
    if (!(await mayOpen(req, res, opts, defect))) return denied();
    const body = await readPhoto(photo.fileId);
    res.type('image/jpeg').send(body);
  });
  return router;
}

async function mayOpen(req: Request, res: Response, opts: PhotoRouteOptions, defect: { contractId: Types.ObjectId; assignee?: { accountId?: Types.ObjectId | null } | null }) {
  const account = req.session?.adminEmail ? await currentAccount(req) : null;
  if (account && !account.mustEnroll) {
    if (can(account.role, 'defects')) return true;
    if (can(account.role, 'defects.assigned') && String(defect.assignee?.accountId ?? '') === account.id) return true;
  }
  const phone = await opts.buyerPhone(req, res);
  return !!phone && !!(await Contract.exists({ _id: defect.contractId, holderPhones: phone }));
}
