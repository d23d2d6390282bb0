/**
 * The desk's large bodies (a 4 MB ledger, a 2 MB winners' list) are read only for a signed-in desk
 * account: an anonymous caller is refused before the server reads a byte of its body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testApp, testDb } from './helpers/app';

const { app } = testApp();
let server: http.Server;
/** Per request path: resolves when something on the server starts reading the request's body. */
const readStarted = new Map<string, () => void>();

beforeAll(async () => {
  await testDb();
  // Every request is watched before the app sees it.
  server = http.createServer((req, res) => {
    // A parser reads a request with read() (flowing or not): the first call is the moment it starts.
    const read = req.read.bind(req);
    const path = req.url ?? ''; // routers rewrite req.url on the way
    req.read = (size?: number) => {
      // Once answered, Node itself drains what is left of the body: not a parser's read.
      if (!res.headersSent) readStarted.get(path)?.();
      return read(size) as unknown;
    };
    app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Posts headers announcing `size` bytes and only the first 64 KB: the answer, or that the body was being read. */
function anonymousPost(path: string, size: number, type: string) {
  const { port } = server.address() as AddressInfo;
  return new Promise<{ answered: IncomingMessage; body: string } | 'body read'>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': type, 'content-length': size } });
    readStarted.set(path, () => {
      req.destroy();
      resolve('body read');
    });
    req.on('response', (answered) => {
      let body = '';
      answered.setEncoding('utf8');
      answered.on('data', (c: string) => (body += c));
      answered.on('end', () => {
        req.destroy();
        resolve({ answered, body });
      });
    });
    req.on('error', (err) => reject(err));
    req.write(Buffer.alloc(64 * 1024, 0x20));
  });
}

describe('an anonymous post to a desk route', () => {
  it.each([
    ['/api/admin/contracts/import', 4 * 1024 * 1024, 'application/json'],
    ['/api/admin/contracts/deposits', 4 * 1024 * 1024, 'text/csv'],
    ['/api/admin/winners', 2 * 1024 * 1024, 'application/json'],
    ['/api/admin/notices', 512 * 1024, 'application/json'],
  ])('%s is refused (401) while its body is still unsent and unread', async (path, size, type) => {
    const outcome = await anonymousPost(path, size, type);
    expect(outcome).not.toBe('body read');
    if (outcome === 'body read') return;
    expect(outcome.answered.statusCode).toBe(401);
    expect(JSON.parse(outcome.body).error).toMatch(/로그인/);
  });
});
