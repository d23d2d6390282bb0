/**
 * A request refused for its input answers in Korean, its fields too: a field whose schema has no words
 * of its own (a wrong type, a string too long) gets the request's message, never the parser's English.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError, parseBody } from '../server/http/errors';
import { prepareTest } from './helpers/prepared-test';
import { createAccount, deskClient } from './helpers/admin';
import { buyerAgent, makeContract } from './helpers/my';

const { clock, app } = prepareTest();

const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (err) {
    return err as HttpError & { fields?: Record<string, string> };
  }
  throw new Error('not refused');
};

describe('field messages of a refused request', () => {
  it('keep a schema’s own Korean words, and give the request’s message where the schema has none', () => {
    const schema = z.object({ name: z.string().min(2, '이름을 2자 이상 적어 주세요.'), count: z.number(), note: z.string().max(3) });
    const err = refusal(() => parseBody(schema, { name: 'a', count: 'x', note: 'abcdef' }, '입력하신 내용을 확인해 주세요.'));
    expect(err.status).toBe(400);
    expect(err.fields).toEqual({ name: '이름을 2자 이상 적어 주세요.', count: '입력하신 내용을 확인해 주세요.', note: '입력하신 내용을 확인해 주세요.' });
  });

  it('in answers a holder and the desk meet: a wrong type reads in Korean', async () => {
    const id = await makeContract(clock.now());
    const buyer = await buyerAgent(app, clock.now());
    const mine = await buyer.patch(`/api/my/contracts/${id}/visits/ABCDEFGH`).send({ slotId: { $ne: 1 } });
    expect(mine.status).toBe(400);
    expect(mine.body.fields.slotId).toBe('바꾸실 시간을 선택해 주세요.');
    await createAccount('someone@example.com', 'counselor');
    const desk = await deskClient(app);
    const counselor = await desk.put(`/api/admin/contracts/${id}/counselor`, { counselorId: 5 });
    expect(counselor.status).toBe(400);
    for (const words of Object.values(counselor.body.fields as Record<string, string>)) expect(words).toMatch(/[가-힣]/);
  });
});
