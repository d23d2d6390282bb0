/**
 * Builds the site and starts the production server and its database for the browser tests.
 * Workers read E2E_BASE_URL (see fixtures.ts) and E2E_MONGODB_URI (to seed and check data).
 */
import { startSiteServer } from '../helpers/server';
import { expectNoEnginesLeft, markTestRun } from '../helpers/engine-processes';

/**
 * Three of the four videos configured (answered by a stub player in the tests); the 84-type video
 * is left unset, as a site before filming is, so its tab shows the '영상 준비 중' poster.
 */
export const E2E_VIDEOS = {
  VIDEO_BRAND_URL: 'https://www.youtube-nocookie.com/embed/HAEON-BRAND',
  VIDEO_LOCATION_URL: 'https://www.youtube-nocookie.com/embed/HAEON-LOCATION',
  VIDEO_TYPE59_URL: 'https://www.youtube-nocookie.com/embed/HAEON-TYPE59',
  VIDEO_TYPE84_URL: '',
};

export default async function globalSetup() {
  const run = markTestRun(); // the site and its engine inherit the mark (see engine-processes.ts)
  // Tests seed press articles straight into the database, which the press list cache would not see.
  const server = await startSiteServer({
    build: !process.env.E2E_SKIP_BUILD,
    env: { ...E2E_VIDEOS, PRESS_LIST_CACHE_SECONDS: '0' },
  });
  process.env.E2E_BASE_URL = server.base;
  process.env.E2E_MONGODB_URI = server.mongoUri;
  return async () => {
    await server.stop();
    await expectNoEnginesLeft(run);
  };
}
