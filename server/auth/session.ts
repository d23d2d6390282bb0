/** Administrator sessions: express-session with the store in MongoDB (connect-mongo). */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import session from 'express-session';
import MongoStore from 'connect-mongo';
import mongoose from 'mongoose';
import type { RequestHandler } from 'express';

declare module 'express-session' {
  interface SessionData {
    adminEmail?: string;
  }
}

export const SESSION_COOKIE = 'haeon.sid';
const SESSION_HOURS = 8;

/** SESSION_SECRET, or for the embedded default a random one generated once and kept in DATA_DIR. */
export function sessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.resolve(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret + '\n', { mode: 0o600 });
    return secret;
  }
}

export function sessionMiddleware(opts: { secret: string; secureCookies: boolean; dbReady: Promise<void> }): RequestHandler {
  const store = MongoStore.create({
    clientPromise: opts.dbReady.then(() => mongoose.connection.getClient()),
    collectionName: 'sessions',
    ttl: SESSION_HOURS * 3600,
    autoRemove: 'native', // TTL index on `expires`: MongoDB purges expired sessions itself
    stringify: false,
  });
  const mw = session({
    name: SESSION_COOKIE,
    secret: opts.secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      // 'auto': Secure whenever the request arrived over HTTPS (directly or via a trusted proxy).
      secure: opts.secureCookies ? 'auto' : false,
      maxAge: SESSION_HOURS * 3600 * 1000,
    },
  });
  // A store failure must not break public pages; API calls report it (503) through the error handler.
  return (req, res, next) =>
    mw(req, res, (err?: unknown) => {
      if (!err) return next();
      if (req.path.startsWith('/api/')) return next(Object.assign(new Error('session store unavailable'), { status: 503 }));
      next();
    });
}
