import { describe, expect, it } from 'vitest';
import { DbTimeout, within } from '../server/db/deadline';

/** Like a mongoose Query: every `then` runs it again, and a second run fails. */
function queryLike<T>(value: T) {
  let runs = 0;
  return {
    get runs() {
      return runs;
    },
    then<R1 = T, R2 = never>(ok?: ((v: T) => R1 | PromiseLike<R1>) | null, fail?: ((e: unknown) => R2 | PromiseLike<R2>) | null) {
      runs++;
      const result = runs === 1 ? Promise.resolve(value) : Promise.reject(new Error('Query was already executed'));
      return result.then(ok, fail);
    },
  };
}

describe('a database call given a time limit', () => {
  it('runs a query-like thenable once and answers with its result (a spooled lead once never drained because of this)', async () => {
    const q = queryLike({ _id: 'lead-1' });
    await expect(within(q, 1000)).resolves.toEqual({ _id: 'lead-1' });
    expect(q.runs).toBe(1);
  });

  it('rejects with DbTimeout when no answer comes in time', async () => {
    await expect(within(new Promise(() => {}), 20)).rejects.toBeInstanceOf(DbTimeout);
  });
});
