import { createServer } from 'node:net';

/**
 * Ports the tests hand to servers they start (a site, an engine, a fake provider), found free by
 * binding them. Asking the OS for port 0 gave ports of its ephemeral range (Linux: 32768–60999),
 * which it also gives to outgoing connections: with two test files at once, a connection of one
 * could hold the port the other had just found free, before its server bound it ("EMBEDDED_DB_PORT
 * … already in use"). These come from below that range, each test worker from a slice of its own.
 */
const FIRST = 20_000;
const SLICE = 1_500; // eight slices up to 31,999
const worker = Number(process.env.VITEST_POOL_ID ?? (process.env.TEST_PARALLEL_INDEX ? Number(process.env.TEST_PARALLEL_INDEX) + 1 : 0)) % 8;
let next = FIRST + worker * SLICE + ((process.pid * 7) % SLICE);

function tryPort(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.unref();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/** A port nothing listens on right now, not one the OS gives to outgoing connections. */
export async function freePort(): Promise<number> {
  for (let tries = 0; tries < SLICE; tries++) {
    const port = next;
    next = FIRST + worker * SLICE + ((next - FIRST - worker * SLICE + 1) % SLICE);
    if (await tryPort(port)) return port;
  }
  throw new Error(`no free port in ${FIRST + worker * SLICE}–${FIRST + (worker + 1) * SLICE - 1}`);
}
