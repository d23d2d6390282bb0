/**
 * Administrator sessions: express-session with the store in MongoDB (connect-mongo), so every app
 * instance sees the same sessions. A session ends after 8 idle hours or 12 hours after sign-in,
 * whichever comes first; over HTTPS the cookie carries the __Host- prefix (Secure, whole site, no
 * Domain: no subdomain can plant or read it).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import session from 'express-session';
import MongoStore from 'connect-mongo';
import mongoose from 'mongoose';
import type { Request, RequestHandler } from 'express';
import { SESSIONS } from '../db/sessions';

declare module 'express-session' {
  interface SessionData {
    adminEmail?: string;
    /** The signed-in account, and its session epoch at sign-in (a later epoch ends this session). */
    accountId?: string;
    epoch?: number;
    /** When the administrator signed in (ms since the epoch): the absolute lifetime counts from it. */
    signedInAt?: number;
  }
}

/** Cookie name over plain HTTP (development, tests, a proxy that is not trusted). */
export const SESSION_COOKIE = 'haeon.sid';
/** Cookie name over HTTPS: browsers only accept it Secure, for path /, without a Domain. */
export const SECURE_SESSION_COOKIE = '__Host-haeon.sid';
const IDLE_HOURS = 8;
export const SESSION_MAX_HOURS = 12;

/** The cookie name this request's session uses. */
export const sessionCookieName = (req: Request, secureCookies: boolean) =>
  secureCookies && req.secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;

/** SESSION_SECRET, or for the embedded default a random one generated once and kept in DATA_DIR. */
export function sessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.resolve(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 }); // holds the secret and the database files
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret + '\n', { mode: 0o600 });
    return secret;
  }
}

export function sessionMiddleware(opts: {
  secret: string;
  secureCookies: boolean;
  dbReady: Promise<void>;
}): RequestHandler {
  const clientPromise = opts.dbReady.then(() => mongoose.connection.getClient());
  const options = (name: string, secure: boolean) =>
    session({
      name,
      secret: opts.secret,
      // A store object per middleware (express-session keeps its cookie options on the store), one collection.
      store: MongoStore.create({
        clientPromise,
        collectionName: SESSIONS,
        ttl: IDLE_HOURS * 3600,
        autoRemove: 'disabled', // MongoDB purges expired sessions itself: the TTL index is built at connect (db/sessions.ts)
        stringify: false,
      }),
      resave: false,
      saveUninitialized: false,
      rolling: true,
      cookie: { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: IDLE_HOURS * 3600 * 1000 },
    });
  // One middleware per scheme: the __Host- cookie only exists where Secure is possible.
  const secureSession = options(SECURE_SESSION_COOKIE, true);
  const plainSession = options(SESSION_COOKIE, false);

  // A store failure must not break public pages; API calls report it (503) through the error handler.
  return (req, res, next) =>
    (opts.secureCookies && req.secure ? secureSession : plainSession)(req, res, (err?: unknown) => {
      if (err) {
        if (req.path.startsWith('/api/')) return next(Object.assign(new Error('session store unavailable'), { status: 503 }));
        return next();
      }
      const s = req.session;
      // Absolute lifetime: activity keeps a session alive 8 hours at a time, but never past 12 hours from sign-in.
      if (s?.adminEmail && !(Date.now() - (s.signedInAt ?? 0) <= SESSION_MAX_HOURS * 3_600_000)) {
        req.log?.info('administrator session reached its absolute lifetime');
        // A fresh, empty session replaces it (the old one is deleted from the store).
        return s.regenerate(() => next());
      }
      next();
    });
}
