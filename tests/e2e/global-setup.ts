/**
 * Builds the site and starts the production server and its database for the browser tests.
 * Workers read E2E_BASE_URL (see fixtures.ts) and E2E_MONGODB_URI (to seed and check data).
 */
import { startSiteServer } from '../helpers/server';

export default async function globalSetup() {
  const server = await startSiteServer({ build: !process.env.E2E_SKIP_BUILD });
  process.env.E2E_BASE_URL = server.base;
  process.env.E2E_MONGODB_URI = server.mongoUri;
  return async () => server.stop();
}
