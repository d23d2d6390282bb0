/**
 * The contract holder's session (/my), apart from the desk's: its own cookie (haeon.my, over HTTPS
 * __Host-haeon.my: Secure, whole site, no Domain), httpOnly and SameSite=Lax, holding a random
 * 256-bit token; the server keeps only the token's SHA-256 (buyer_sessions), so a database dump
 * opens no session. A session ends 30 minutes after its last request or 2 hours after sign-in,
 * whichever comes first (decision 0005); MongoDB deletes it then (TTL index).
 * Not express-session: it keeps one session per request in req.session, which the desk's holds.
 */
import { createHash, randomBytes } from 'node:crypto';
import mongoose, { Schema } from 'mongoose';
import type { Request, RequestHandler, Response } from 'express';
import { HttpError } from '../http/errors';

const buyerSessionSchema = new Schema(
  {
    /** SHA-256 (base64url) of the cookie's token. */
    _id: { type: String, required: true },
    /** The normalised phone that signed in: every read checks it is still on the contract. */
    phone: { type: String, required: true },
    signedInAt: { type: Date, required: true },
    /** The end of this session: 30 minutes after the last request, never past 2 hours after sign-in. */
    expiresAt: { type: Date, required: true },
  },
  { collection: 'buyer_sessions', versionKey: false },
);
buyerSessionSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
export const BuyerSession = mongoose.model('BuyerSession', buyerSessionSchema);

export const BUYER_COOKIE = 'haeon.my';
export const SECURE_BUYER_COOKIE = '__Host-haeon.my';
export const BUYER_IDLE_MINUTES = 30;
export const BUYER_MAX_HOURS = 2;
export const SIGN_IN_NEEDED = '계약자 로그인이 필요합니다. 휴대폰 인증과 동·호수로 다시 로그인해 주세요.';

export interface Buyer {
  phone: string;
  sessionId: string;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The signed-in contract holder (requireBuyer). */
      buyer?: Buyer;
    }
  }
}

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');
const cookieName = (req: Request, secure: boolean) => (secure && req.secure ? SECURE_BUYER_COOKIE : BUYER_COOKIE);
const endOf = (signedInAt: Date, now: Date) =>
  new Date(Math.min(now.getTime() + BUYER_IDLE_MINUTES * 60_000, signedInAt.getTime() + BUYER_MAX_HOURS * 3_600_000));

function tokenOf(req: Request): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const i = part.indexOf('=');
    const name = i > 0 ? part.slice(0, i).trim() : '';
    if (name === BUYER_COOKIE || name === SECURE_BUYER_COOKIE) {
      const value = part.slice(i + 1).trim();
      if (/^[\w-]{43}$/.test(value)) return value;
    }
  }
  return undefined;
}

/** The request carries a buyer's sign-in cookie (not checked against the sessions: the page's hint only). */
export const hasBuyerCookie = (req: Request) => tokenOf(req) !== undefined;

/**
 * The holder signed in by this request's cookie, or undefined without a live session; a request counts
 * as activity (the idle end moves forward, never past the absolute end). The API's guard and the
 * page's loader (the first screen in the HTML) read it alike.
 */
export async function liveBuyer(req: Request, now: Date): Promise<Buyer | undefined> {
  const token = tokenOf(req);
  if (!token) return undefined;
  const session = await BuyerSession.findById(digest(token)).lean();
  if (!session || session.expiresAt <= now) return undefined;
  // The filter keeps an ended session ended.
  await BuyerSession.updateOne({ _id: session._id, expiresAt: { $gt: now } }, { $set: { expiresAt: endOf(session.signedInAt, now) } });
  return { phone: session.phone, sessionId: session._id };
}

export interface BuyerSessions {
  start(req: Request, res: Response, phone: string): Promise<void>;
  end(req: Request, res: Response): Promise<void>;
  /** 401 without a live buyer session; otherwise req.buyer is set and the idle time starts again. */
  require: RequestHandler;
}

export function buyerSessions(opts: { now: () => Date; secureCookies: boolean }): BuyerSessions {
  const setCookie = (req: Request, res: Response, value: string, maxAgeMs: number) =>
    res.cookie(cookieName(req, opts.secureCookies), value, {
      httpOnly: true,
      sameSite: 'lax',
      secure: opts.secureCookies && req.secure,
      path: '/',
      maxAge: maxAgeMs,
    });

  return {
    async start(req, res, phone) {
      const old = tokenOf(req);
      // A sign-in never continues an earlier session (no fixation): the old one is deleted.
      if (old) await BuyerSession.deleteOne({ _id: digest(old) });
      const token = randomBytes(32).toString('base64url');
      const now = opts.now();
      await BuyerSession.create({ _id: digest(token), phone, signedInAt: now, expiresAt: endOf(now, now) });
      setCookie(req, res, token, BUYER_MAX_HOURS * 3_600_000);
    },
    async end(req, res) {
      const token = tokenOf(req);
      if (token) await BuyerSession.deleteOne({ _id: digest(token) });
      res.clearCookie(cookieName(req, opts.secureCookies), { httpOnly: true, sameSite: 'lax', secure: opts.secureCookies && req.secure, path: '/' });
    },
    require: async (req, _res, next) => {
      try {
        const buyer = await liveBuyer(req, opts.now());
        if (!buyer) return next(new HttpError(401, SIGN_IN_NEEDED));
        req.buyer = buyer;
        next();
      } catch (err) {
        next(err);
      }
    },
  };
}
