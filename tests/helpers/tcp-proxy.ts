/**
 * A TCP proxy in front of the test database that can cut it off like a network partition: while
 * cut, connections stay open but nothing passes (queries hang, as on a dead link); restoring
 * drops the stalled connections so the driver reconnects.
 */
import { createServer, connect, type Socket } from 'node:net';
import ConnectionString from 'mongodb-connection-string-url';
import { freePort } from './ports';

export async function tcpProxy(targetUri: string) {
  const target = new ConnectionString(targetUri).hosts[0]!;
  const [host, port] = [target.split(':')[0]!, Number(target.split(':')[1] ?? 27017)];
  let cut = false;
  const pairs = new Set<{ client: Socket; upstream?: Socket }>();

  const server = createServer((client) => {
    const pair: { client: Socket; upstream?: Socket } = { client };
    pairs.add(pair);
    client.on('close', () => (pair.upstream?.destroy(), pairs.delete(pair)));
    client.on('error', () => {});
    if (cut) return client.resume(); // accepted, and silent
    const upstream = connect(port, host);
    pair.upstream = upstream;
    upstream.on('error', () => client.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const listenPort = await freePort();
  await new Promise<void>((r) => server.listen(listenPort, '127.0.0.1', r));

  const uri = (() => {
    const cs = new ConnectionString(targetUri);
    cs.hosts = [`127.0.0.1:${listenPort}`];
    return cs.toString();
  })();

  return {
    uri,
    /** Nothing reaches the database any more; open connections hang. */
    cut() {
      cut = true;
      for (const pair of pairs) {
        pair.client.unpipe();
        pair.upstream?.unpipe();
        pair.upstream?.removeAllListeners('close');
        pair.upstream?.destroy();
        pair.upstream = undefined;
        pair.client.removeAllListeners('close');
        pair.client.on('close', () => pairs.delete(pair));
        pair.client.resume();
      }
    },
    /** The database is reachable again (stalled connections are dropped so the driver reconnects). */
    restore() {
      cut = false;
      for (const pair of pairs) if (!pair.upstream) pair.client.destroy();
    },
    close() {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream?.destroy();
      }
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}
