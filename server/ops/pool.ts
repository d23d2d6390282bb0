/**
 * The driver pool's connections as a set, not a running sum: the listeners are attached after the
 * client connected (some connections were made before), and a pool that is cleared or closed drops
 * connections whose own events may never come. Keyed by server address and connection id, so an
 * event counted twice, or a close of a connection never seen open, changes nothing; neither figure
 * can go below zero.
 */

interface PoolEvent {
  address: string;
  connectionId?: number | string;
}

/** What `watch` needs of the driver client (the MongoClient's event methods). */
export interface PoolEvents {
  on(event: string, listener: (e: PoolEvent) => void): unknown;
}

export class PoolTally {
  private open = new Set<string>();
  private inUse = new Set<string>();

  /** Connections open in the pool. */
  get connections(): number {
    return this.open.size;
  }

  /** Connections checked out (in use by a command). */
  get checkedOut(): number {
    return this.inUse.size;
  }

  watch(client: PoolEvents): void {
    const key = (e: PoolEvent) => `${e.address}#${String(e.connectionId)}`;
    client.on('connectionCreated', (e) => this.open.add(key(e)));
    client.on('connectionCheckedOut', (e) => {
      // A connection made before the listeners were attached is seen here first.
      this.open.add(key(e));
      this.inUse.add(key(e));
    });
    client.on('connectionCheckedIn', (e) => this.inUse.delete(key(e)));
    client.on('connectionClosed', (e) => {
      this.open.delete(key(e));
      this.inUse.delete(key(e));
    });
    // A cleared pool's connections are stale (the driver closes them as it meets them, and will not
    // use them again): not counted from then on. A closed pool's are gone.
    client.on('connectionPoolCleared', (e) => this.forget(e.address));
    client.on('connectionPoolClosed', (e) => this.forget(e.address));
  }

  private forget(address: string) {
    for (const set of [this.open, this.inUse]) {
      for (const k of set) if (k.startsWith(`${address}#`)) set.delete(k);
    }
  }
}
