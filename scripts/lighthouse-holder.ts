/**
 * A contract holder signed in on /my for `npm run lighthouse --my-signed-in`: a contract made in the
 * database, the phone verified as a visitor does it (the code read from the stored text, the site
 * sending by the log provider), and the session's cookie returned for Lighthouse's request headers.
 */
import type mongoose from 'mongoose';

const PHONE = '010-4820-4820';

export async function holderCookie(base: string, conn: mongoose.Connection): Promise<string> {
  const now = new Date();
  await conn.collection('contracts').insertOne({
    dong: '101', ho: '1203', unitKey: '101-1203', unitType: '84A', holders: [{ name: '김해온', phone: PHONE }], holderPhones: [PHONE],
    price: 538_670_000, account: '562-100-145501', accountKey: '562100145501',
    instalments: [
      { key: 'down-1', label: '계약금 1차', kind: 'sale', dueDate: '2027-01-05', amount: 53_867_000, paid: 53_867_000, paidOn: '2027-01-05' },
      { key: 'balance', label: '잔금', kind: 'sale', dueText: '입주지정기간 내', amount: 484_803_000, paid: 0 },
    ],
    createdAt: now, updatedAt: now,
  });
  const post = (path: string, body: object, cookie = '') =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: base, ...(cookie ? { Cookie: cookie } : {}) }, body: JSON.stringify(body) });
  const asked = await post('/api/phone-verifications', { phone: PHONE });
  if (!asked.ok) throw new Error(`phone verification: ${asked.status}`);
  let code = '';
  for (let i = 0; i < 50 && !code; i++) {
    const text = await conn.collection('outbox').findOne({ kind: 'phone-verification', to: PHONE }, { sort: { createdAt: -1 } });
    code = /인증번호 (\d{6})/.exec(String(text?.text ?? ''))?.[1] ?? '';
    if (!code) await new Promise((r) => setTimeout(r, 100));
  }
  const confirmed = await post('/api/phone-verifications/confirm', { phone: PHONE, code });
  const { verificationToken } = (await confirmed.json()) as { verificationToken: string };
  const session = await post('/api/my/session', { phone: PHONE, dong: '101', ho: '1203', verificationToken });
  const cookie = /haeon\.my=[^;]+/.exec(session.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error(`sign-in on /my: ${session.status}`);
  return cookie;
}
