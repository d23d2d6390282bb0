/** Records the visitor pages' texts once the server listens (production entry; decision 0013a). */
import type { Server } from 'node:http';
import type { Logger } from '../logger';
import { recordPageTexts } from './record';

export function recordPagesOnStart(server: Server, defaultSite: string, dbReady: Promise<unknown>, log: Logger) {
  server.once('listening', () => {
    const addr = server.address();
    if (!addr || typeof addr !== 'object') return;
    // Each page as a visitor gets it, through this instance's own pipeline (which also warms the page cache).
    const host = addr.address === '0.0.0.0' || addr.address === '::' ? '127.0.0.1' : addr.family === 'IPv6' ? `[${addr.address}]` : addr.address;
    const fetchPage = async (path: string) => {
      const res = await fetch(`http://${host}:${addr.port}${path}`, { headers: { 'user-agent': 'page-text-record' } });
      return res.status === 200 ? res.text() : null;
    };
    void dbReady
      .then(() => recordPageTexts(fetchPage, defaultSite, () => new Date()))
      .then((changed) => log.info({ pages: changed.length }, changed.length ? 'page texts recorded: new versions' : 'page texts recorded: unchanged'))
      .catch((err) => log.warn({ err }, 'recording page texts failed; it runs again at the next start'));
  });
}
