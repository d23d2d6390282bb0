/** A database call given a time limit: past it the caller moves on (the call may still finish later). */
export class DbTimeout extends Error {
  constructor(ms: number) {
    super(`database did not answer within ${ms} ms`);
    this.name = 'DbTimeout';
  }
}

/**
 * Resolves or rejects as `work` does, or rejects with DbTimeout after `ms`; a late failure is swallowed.
 * `work` is subscribed to once: a mongoose Query is a thenable that runs again on every `then`, and
 * a second run fails with "Query was already executed" (that once kept a spooled lead from draining).
 */
export function within<T>(thenable: PromiseLike<T>, ms: number): Promise<T> {
  const work = Promise.resolve(thenable);
  work.catch(() => {});
  if (ms <= 0) return Promise.reject(new DbTimeout(ms));
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new DbTimeout(ms)), ms);
    work.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e) => (clearTimeout(timer), reject(e)),
    );
  });
}
