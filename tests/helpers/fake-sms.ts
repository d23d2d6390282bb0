/**
 * SMS providers on loopback that check what the real ones check: SOLAPI's HMAC signature with
 * the shared secret and its body, NHN Cloud's X-Secret-Key, path and body. They record what was
 * accepted and can refuse, fail, or hold requests (to kill a sender mid-send).
 */
import { createServer, type Server } from 'node:http';
import { createHmac } from 'node:crypto';

export const SOLAPI = { key: 'NCSTESTKEY0000001', secret: 'test-solapi-secret-0123456789abcdef' };
export const NHN = { appKey: 'nhnTestAppKey01', secretKey: 'nhn-test-secret-key' };

export interface Received {
  provider: 'solapi' | 'nhn';
  path: string;
  to: string;
  from: string;
  text: string;
  type: 'SMS' | 'LMS';
  subject?: string;
  advertising: boolean;
}

type Answer = { status: number; body: unknown } | undefined;

export class FakeSmsProvider {
  accepted: Received[] = [];
  /** Every request that reached the provider, accepted or not. */
  requests: Received[] = [];
  authFailures: string[] = [];
  inFlight = new Map<string, number>();
  overlaps: string[] = [];
  /** Replaces the normal answer (e.g. a refusal or an outage). */
  answer?: (r: Received) => Answer;
  /** While set, requests wait until release() is called. */
  holding = false;
  /** Each request is answered this much later. */
  delayMs = 0;
  private held: ((drop: boolean) => void)[] = [];
  private server?: Server;
  onRequest?: () => void;

  constructor(readonly port: number) {}

  get base() {
    return `http://127.0.0.1:${this.port}`;
  }

  release() {
    this.holding = false;
    for (const go of this.held.splice(0)) go(false);
  }

  /** Ends held requests without an answer (their sender is gone). */
  dropHeld() {
    this.holding = false;
    for (const go of this.held.splice(0)) go(true);
  }

  start() {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', async () => {
        const send = (status: number, body: unknown) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
        const url = req.url ?? '';
        let received: Received;
        try {
          received = url.startsWith('/messages/v4/send') ? this.solapi(req.headers, raw) : this.nhn(url, req.headers, raw);
        } catch (err) {
          this.authFailures.push((err as Error).message);
          return send(url.startsWith('/sms/') ? 200 : 401, url.startsWith('/sms/')
            ? { header: { isSuccessful: false, resultCode: -1000, resultMessage: (err as Error).message } }
            : { errorCode: 'Unauthorized', errorMessage: (err as Error).message });
        }
        this.requests.push(received);
        this.onRequest?.();
        const key = `${received.to}|${received.text}`;
        if (this.inFlight.get(key)) this.overlaps.push(key);
        this.inFlight.set(key, (this.inFlight.get(key) ?? 0) + 1);
        const dropped = this.holding ? await new Promise<boolean>((r) => this.held.push(r)) : false;
        if (this.delayMs) await new Promise((r) => setTimeout(r, this.delayMs));
        this.inFlight.set(key, this.inFlight.get(key)! - 1);
        if (dropped) return res.destroy();
        const custom = this.answer?.(received);
        if (custom) return send(custom.status, custom.body);
        this.accepted.push(received);
        if (received.provider === 'solapi') {
          return send(200, { groupId: 'G1', messageId: `M${this.accepted.length}`, statusCode: '2000', statusMessage: '정상 접수(이통사로 접수 예정) ', to: received.to, from: received.from, type: received.type });
        }
        send(200, {
          header: { isSuccessful: true, resultCode: 0, resultMessage: 'SUCCESS' },
          body: { data: { requestId: `R${this.accepted.length}`, statusCode: '2', sendResultList: [{ recipientNo: received.to, resultCode: 0, resultMessage: 'SUCCESS' }] } },
        });
      });
    });
    return new Promise<void>((r) => this.server!.listen(this.port, '127.0.0.1', r));
  }

  stop() {
    this.release();
    return new Promise<void>((r) => (this.server ? this.server.close(() => r()) : r()));
  }

  private solapi(headers: NodeJS.Dict<string | string[]>, raw: string): Received {
    const auth = String(headers.authorization ?? '');
    const m = /^HMAC-SHA256 apiKey=([^,]+), date=([^,]+), salt=([0-9a-f]+), signature=([0-9a-f]{64})$/.exec(auth);
    if (!m) throw new Error('malformed Authorization header');
    const [, apiKey, date, salt, signature] = m;
    if (apiKey !== SOLAPI.key) throw new Error('unknown apiKey');
    if (Number.isNaN(Date.parse(date!)) || !/^\d{4}-\d{2}-\d{2}T/.test(date!)) throw new Error('date is not ISO 8601');
    const expected = createHmac('sha256', SOLAPI.secret).update(date! + salt!).digest('hex');
    if (signature !== expected) throw new Error('signature mismatch');
    const { message } = JSON.parse(raw) as { message: Record<string, string> };
    if (!message || typeof message.to !== 'string' || typeof message.from !== 'string' || typeof message.text !== 'string') throw new Error('body must be {message: {to, from, text}}');
    if (!['SMS', 'LMS'].includes(message.type!)) throw new Error('type must be SMS or LMS');
    return { provider: 'solapi', path: '/messages/v4/send', to: message.to, from: message.from, text: message.text, type: message.type as 'SMS' | 'LMS', subject: message.subject, advertising: false };
  }

  private nhn(url: string, headers: NodeJS.Dict<string | string[]>, raw: string): Received {
    const m = /^\/sms\/v3\.0\/appKeys\/([^/]+)\/sender\/(ad-)?(sms|mms)$/.exec(url);
    if (!m) throw new Error(`unknown path ${url}`);
    if (m[1] !== NHN.appKey) throw new Error('unknown appKey');
    if (headers['x-secret-key'] !== NHN.secretKey) throw new Error('X-Secret-Key mismatch');
    const body = JSON.parse(raw) as { body?: string; sendNo?: string; title?: string; recipientList?: { recipientNo?: string }[] };
    const to = body.recipientList?.[0]?.recipientNo;
    if (typeof body.body !== 'string' || typeof body.sendNo !== 'string' || typeof to !== 'string' || body.recipientList!.length !== 1) {
      throw new Error('body must be {body, sendNo, recipientList: [{recipientNo}]}');
    }
    if (m[3] === 'mms' && typeof body.title !== 'string') throw new Error('mms needs a title');
    return { provider: 'nhn', path: url, to, from: body.sendNo, text: body.body, type: m[3] === 'mms' ? 'LMS' : 'SMS', subject: body.title, advertising: !!m[2] };
  }
}
