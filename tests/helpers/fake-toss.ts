/**
 * 토스페이먼츠 on loopback, as the site meets it: `POST /v1/virtual-accounts` checks the secret key as
 * the Basic user (empty password) and the body (amount, orderId, orderName, customerName, bank),
 * answers a Payment in WAITING_FOR_DEPOSIT with its `secret` and virtual account; `deposit` then sends
 * the DEPOSIT_CALLBACK Toss sends (createdAt in Korea time without an offset, secret, orderId, status,
 * transactionKey) to the site's webhook URL, as JSON over HTTP, and returns the status it got.
 */
import { createServer, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';

export const TOSS_SECRET_KEY = 'test_sk_zXLkKEypNArWmo50nX3lmeaxYG5R';

export interface FakeToss {
  url: string;
  /** Payments issued, by orderId. */
  payments: Map<string, { amount: number; secret: string; accountNumber: string; customerName: string; orderName: string }>;
  /** Sends the DEPOSIT_CALLBACK of `orderId` to `hookUrl`; returns the HTTP status answered. */
  deposit(hookUrl: string, orderId: string, o?: { status?: string; transactionKey?: string; createdAt?: string; secret?: string }): Promise<{ status: number; body: unknown; transactionKey: string }>;
  close(): Promise<void>;
}

export async function startFakeToss(): Promise<FakeToss> {
  const payments: FakeToss['payments'] = new Map();
  let accounts = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.method !== 'POST' || req.url !== '/v1/virtual-accounts') return send(404, { code: 'NOT_FOUND', message: 'no such API' });
      if (req.headers.authorization !== `Basic ${Buffer.from(`${TOSS_SECRET_KEY}:`).toString('base64')}`) return send(401, { code: 'UNAUTHORIZED_KEY', message: '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.' });
      const b = JSON.parse(raw || '{}') as { amount?: number; orderId?: string; orderName?: string; customerName?: string; bank?: string };
      if (!Number.isInteger(b.amount) || !b.orderId || !/^[A-Za-z0-9_-]{6,64}$/.test(b.orderId) || !b.orderName || !b.customerName || !b.bank) return send(400, { code: 'INVALID_REQUEST', message: '잘못된 요청입니다.' });
      if (payments.has(b.orderId)) return send(400, { code: 'DUPLICATED_ORDER_ID', message: '이미 승인 및 취소가 진행된 중복된 주문번호 입니다.' });
      const secret = `ps_${randomBytes(15).toString('base64url')}`;
      const accountNumber = String(79010000000000 + ++accounts);
      payments.set(b.orderId, { amount: b.amount!, secret, accountNumber, customerName: b.customerName, orderName: b.orderName });
      send(200, {
        mId: 'tvivarepublica',
        paymentKey: `tviva${randomBytes(10).toString('hex')}`,
        orderId: b.orderId,
        orderName: b.orderName,
        status: 'WAITING_FOR_DEPOSIT',
        method: '가상계좌',
        totalAmount: b.amount,
        secret,
        virtualAccount: { accountType: '일반', accountNumber, bankCode: b.bank, customerName: b.customerName, dueDate: '2027-04-02T10:00:00+09:00', expired: false, settlementStatus: 'INCOMPLETED', refundStatus: 'NONE' },
      });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    payments,
    async deposit(hookUrl, orderId, o = {}) {
      const p = payments.get(orderId);
      const transactionKey = o.transactionKey ?? randomBytes(16).toString('hex').toUpperCase();
      const res = await fetch(hookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ createdAt: o.createdAt ?? '2027-03-03T10:12:44.000000', secret: o.secret ?? p?.secret ?? 'ps_none', orderId, status: o.status ?? 'DONE', transactionKey }),
      });
      return { status: res.status, body: await res.json().catch(() => null), transactionKey };
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
