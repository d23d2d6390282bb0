/**
 * A real app instance (database, API, lead forwarder) for tests that kill and restart processes.
 * It renders no pages: those tests only use the API.
 */
import { boot } from '../../server/boot';
import type { Render } from '../../client/entry-server';

await boot({
  render: async () => (() => {
    throw new Error('this test instance renders no pages');
  }) as unknown as Render,
  template: async () => '',
});
