import { beforeEach } from 'vitest';
import type { Express } from 'express';
import { signedIn } from './admin';

/**
 * A fixture made at its first use in a test and shared by that test's later uses; the next test
 * makes its own (after its beforeEach has emptied the database). Used for the desk's signed-in
 * session: a sign-in checks an argon2 hash, a good part of a second on a busy machine, and a test
 * that uploads, opens slots and reads the desk signed in once for each.
 */
export function oncePerTest<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  beforeEach(() => {
    made = undefined;
  });
  return () => (made ??= make());
}

/** The administrator at the desk, signed in once per test: its agent and CSRF token. */
export function adminOncePerTest(app: Express) {
  return oncePerTest(async () => {
    const { agent, csrfToken } = await signedIn(app);
    return { agent, csrf: csrfToken };
  });
}
