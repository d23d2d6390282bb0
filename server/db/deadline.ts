/** A database call given a time limit: past it the caller moves on (the call may still finish later). */
export class DbTimeout extends Error {
  constructor(ms: number) {
    super(`database did not answer within ${ms} ms`);
    this.name = 'DbTimeout';
  }
}

/** Resolves or rejects as `work` does, or rejects with DbTimeout after `ms`; a late failure is swallowed. */
export function within<T>(work: Promise<T>, ms: number): Promise<T> {
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
