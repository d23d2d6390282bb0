/**
 * /my sign-in limits (issue 66): an 입주지원센터 tablet (one address) signs in far more than 20 holders
 * an hour; a phone and a unit are limited on attempts that proved the phone, and the 429 says when
 * to try again (Korea time) with Retry-After.
 */
import { expect, it } from 'vitest';
import request from 'supertest';
import { prepareTest } from './helpers/prepared-test';
import { BUYER, makeContract } from './helpers/my';
import { signedToken } from './helpers/verification';
import { MY_LIMITS } from '../server/my/routes';

const { clock, app } = prepareTest({ at: '2027-07-15T10:20:00+09:00', owner: false });

it('lets one address sign in many holders, limits a phone, and says when to try again', async () => {
  await makeContract(clock.now());
  expect(MY_LIMITS.perAddressHourly).toBeGreaterThanOrEqual(300);
  // 40 attempts from the tablet, each a verified phone on its own unit: none is refused for the address (the old limit was 20).
  const attempt = (phone: string, ho: string) => request(app).post('/api/my/session').send({ phone, dong: '101', ho, verificationToken: signedToken(phone, clock.now()) });
  for (let n = 0; n < 40; n++) expect((await attempt(`010-5555-${1000 + n}`, String(100 + n))).status).toBe(401);
  // Many verified phones trying one unit they do not hold are stopped there; its holder is not.
  for (let n = 0; n < MY_LIMITS.perUnitHourly; n++) expect((await attempt(`010-6666-${1000 + n}`, '1203')).status).toBe(401);
  expect((await attempt('010-6666-2000', '1203')).status).toBe(429);
  const signIn = () => request(app).post('/api/my/session').send({ phone: BUYER.phone, dong: '101', ho: '1203', verificationToken: signedToken(BUYER.phone, clock.now()) });
  for (let n = 0; n < MY_LIMITS.perPhoneHourly; n++) expect((await signIn()).status).toBe(200);
  const refused = await signIn();
  expect(refused.status).toBe(429);
  expect(refused.body.error).toBe('로그인 시도가 너무 많습니다. 11:20 이후에 다시 시도해 주세요.');
  expect(Number(refused.headers['retry-after'])).toBe(3600);
});
