/**
 * Runs before each test file of the 'unit' project. Its files share a worker's modules
 * (vitest.config.ts: the server and the renderer are loaded once per worker, not once per file), so
 * what one file leaves in them is put back before the next: a database of its own (the previous
 * file's apps' page views flushed to theirs first), and the process-wide caches of the sale and of
 * the public list of units, which would otherwise answer from the previous file's database for up
 * to a second. Spies are restored before each test (restoreMocks).
 */
import { forgetTestDb } from '../helpers/app';
import { saleChanged } from '../../server/units/sale';
import { listingChanged } from '../../server/units/listing-changes';

await forgetTestDb();
saleChanged();
listingChanged();
