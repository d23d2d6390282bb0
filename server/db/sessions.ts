/**
 * The session store's collection (connect-mongo), which no model names. Its TTL index is built with
 * the models' indexes, before the site reports ready: left to the store, the build ran unawaited and
 * a shutdown during it ended the process with an unhandled rejection.
 */
import type { Connection } from 'mongoose';

export const SESSIONS = 'sessions';

/** MongoDB purges a session once its `expires` time has passed. */
export const createSessionIndex = (conn: Connection) => conn.collection(SESSIONS).createIndex({ expires: 1 }, { expireAfterSeconds: 0 });
