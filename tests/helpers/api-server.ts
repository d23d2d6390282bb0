/**
 * A real app instance (database, API, lead forwarder) for tests that kill and restart processes.
 * It renders no pages: those tests only use the API.
 */
import { boot } from '../../server/boot';
import { loginThrottle } from '../../server/auth/rate-limit';
import type { Render } from '../../client/entry-server';

await boot({
  // The real limits, with slow-down steps of milliseconds instead of half seconds.
  loginThrottle: loginThrottle({ delayStepMs: 5 }),
  render: async () => (() => {
    throw new Error('this test instance renders no pages');
  }) as unknown as Render,
  template: async () => '',
});
