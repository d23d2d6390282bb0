/**
 * Uploads written once for every place that takes files (the media library and defect photos): a GridFS bucket on the site's own connection that follows a reconnect, bytes stored under
 * an id chosen before the write, and a multipart body received under a gate so that many uploads at
 * once wait their turn instead of holding every body in memory, with multer's refusals in Korean.
 */
import mongoose, { Types } from 'mongoose';
import { GridFSBucket } from 'mongodb';
import type { RequestHandler } from 'express';
import type { Gate } from './process';
import type { HttpError } from '../http/errors';

/** The named bucket on the current connection (a reconnect gives a new Db object: the bucket follows it). */
export function bucketOn(name: string): () => GridFSBucket {
  let bucket: GridFSBucket | undefined;
  let bucketDb: unknown;
  return () => {
    const db = mongoose.connection.db;
    if (!db) throw new Error('database not connected');
    if (!bucket || bucketDb !== db) {
      bucket = new GridFSBucket(db as never, { bucketName: name });
      bucketDb = db;
    }
    return bucket;
  };
}

/** Writes `data` as file `name` under a new id, resolving once GridFS has it all. */
export async function putBytes(bucket: GridFSBucket, name: string, data: Buffer, contentType: string): Promise<Types.ObjectId> {
  const id = new Types.ObjectId();
  await new Promise<void>((resolve, reject) => {
    const up = bucket.openUploadStreamWithId(id as never, name, { metadata: { contentType } });
    up.once('finish', () => resolve());
    up.once('error', reject);
    up.end(data);
  });
  return id;
}

/**
 * Runs multer's `parse` under `gate`; the slot is held until the answer is sent (a received body
 * waiting to be processed counts too). A refusal becomes `refused(code)`: multer's LIMIT_* code, or
 * undefined for a body it could not read.
 */
export function receiveUnderGate(gate: Gate, parse: RequestHandler, refused: (code: string | undefined) => HttpError): RequestHandler {
  return (req, res, next) => {
    gate
      .run(
        () =>
          new Promise<void>((resolve) => {
            res.once('close', resolve);
            void parse(req, res, (err?: unknown) => {
              if (!err) return next();
              const code = (err as { code?: unknown }).code;
              next(refused(typeof code === 'string' ? code : undefined));
            });
          }),
      )
      .catch(next);
  };
}
