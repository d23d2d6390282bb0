/**
 * Filing a defect, for the buyer on /my and for the desk on a buyer's behalf: the multipart body
 * (room, kind, text, up to five photos) checked against the contract's unit type, the photos made
 * private (server/defects/photos.ts), then one insert in state 접수. A refused photo or a failed
 * insert leaves no file behind.
 */
import type { RequestHandler } from 'express';
import multer from 'multer';
import { z } from 'zod';
import { HttpError } from '../http/errors';
import { Gate, MEDIA_LIMITS } from '../media/process';
import { receiveUnderGate } from '../media/private-upload';
import type { ContractDoc } from '../contracts/model';
import type { SiteConfig } from '../../shared/site.config';
import { DEFECT_KINDS, DEFECT_MESSAGES, DEFECT_PHOTOS_MAX, DEFECT_TEXT_MAX, roomIn, roomsOf, unitTypeOf } from '../../shared/defects';
import { Defect } from './model';
import { removePhotos, storePhoto, type StoredPhoto } from './photos';
import type { Actor } from './flow';

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MEDIA_LIMITS.imageBytes, files: DEFECT_PHOTOS_MAX, fields: 10, fieldSize: 4_000, parts: DEFECT_PHOTOS_MAX + 10, headerPairs: 50 },
  defParamCharset: 'utf8',
});

/** Filings received at once in this process: five phone photos each are held in memory until stored. */
const receiving = new Gate(2);

/** The multipart body under the gate (server/media/private-upload.ts); multer's refusals become Korean errors. */
export function receivePhotos(): RequestHandler {
  return receiveUnderGate(receiving, upload.array('photos', DEFECT_PHOTOS_MAX), (code) => {
    if (code === 'LIMIT_FILE_SIZE') return new HttpError(413, '사진은 한 장에 20MB 이하만 올릴 수 있습니다.');
    if (code === 'LIMIT_FILE_COUNT' || code === 'LIMIT_UNEXPECTED_FILE') return new HttpError(400, DEFECT_MESSAGES.photos);
    return new HttpError(400, DEFECT_MESSAGES.invalid);
  });
}

const Fields = z.object({
  room: z.string({ error: DEFECT_MESSAGES.room }).trim().min(1, DEFECT_MESSAGES.room).max(30, DEFECT_MESSAGES.room),
  kind: z.enum(DEFECT_KINDS, { error: DEFECT_MESSAGES.kind }),
  text: z.string({ error: DEFECT_MESSAGES.text }).trim().min(1, DEFECT_MESSAGES.text).max(DEFECT_TEXT_MAX, DEFECT_MESSAGES.text),
});

/** The room, kind and text of a filing; the first refusal's own message. */
export function filingFields(body: unknown) {
  const r = Fields.safeParse(body ?? {});
  if (!r.success) {
    const issue = r.error.issues[0]!;
    throw new HttpError(400, issue.message, { [String(issue.path[0] ?? 'form')]: issue.message });
  }
  return r.data;
}

/** The rooms a defect in this contract's unit may name. */
export const roomsFor = (site: SiteConfig, contract: Pick<ContractDoc, 'unitType'>) => roomsOf(unitTypeOf(site.units, contract.unitType));

export interface Filing {
  contract: Pick<ContractDoc, '_id' | 'dong' | 'ho' | 'unitType' | 'holders'>;
  body: unknown;
  files: Express.Multer.File[];
  actor: Actor;
  /** Who is texted at 배정 and 처리 완료: the holder who filed it, else the contract's first holder. */
  notifyPhone?: string;
  note?: string;
}

export async function fileDefect(site: SiteConfig, f: Filing, now: Date): Promise<string> {
  const fields = filingFields(f.body);
  const room = roomIn(roomsFor(site, f.contract), fields.room);
  if (!room) throw new HttpError(400, DEFECT_MESSAGES.room, { room: DEFECT_MESSAGES.room });
  if (f.files.length > DEFECT_PHOTOS_MAX) throw new HttpError(400, DEFECT_MESSAGES.photos);
  const stored: StoredPhoto[] = [];
  try {
    for (const file of f.files) stored.push(await storePhoto(file.buffer));
    const doc = await Defect.create({
      contractId: f.contract._id,
      dong: f.contract.dong,
      ho: f.contract.ho,
      unitType: f.contract.unitType ?? undefined,
      ...fields,
      room,
      photos: stored,
      state: 'received',
      closed: false,
      round: 1,
      notifyPhone: f.notifyPhone ?? f.contract.holders[0]?.phone,
      history: [{ state: 'received', at: now, byKind: f.actor.kind, ...(f.actor.id ? { byId: f.actor.id } : {}), byName: f.actor.name, note: f.note?.trim() ?? '' }],
      rev: 0,
      createdAt: now,
      updatedAt: now,
    });
    return String(doc._id);
  } catch (err) {
    await removePhotos(stored);
    throw err;
  }
}
