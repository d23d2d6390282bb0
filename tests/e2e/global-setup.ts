/**
 * Builds the site and starts the production server and its database for the browser tests.
 * Workers read E2E_BASE_URL (see fixtures.ts) and E2E_MONGODB_URI (to seed and check data).
 */
import { startSiteServer } from '../helpers/server';

export default async function globalSetup() {
  // Tests seed press articles straight into the database, which the press list cache would not see.
  const server = await startSiteServer({ build: !process.env.E2E_SKIP_BUILD, env: { PRESS_LIST_CACHE_SECONDS: '0' } });
  process.env.E2E_BASE_URL = server.base;
  process.env.E2E_MONGODB_URI = server.mongoUri;
  return async () => server.stop();
}
