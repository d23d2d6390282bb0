/**
 * Waits for a condition another process brings about (a killed instance restarted, a file written by
 * a child): checked every `everyMs`, failing the test after `timeoutMs`. For what has no event to
 * wait on; inside one process, wait on the event instead.
 */
export async function until(check: () => Promise<boolean> | boolean, timeoutMs = 20_000, everyMs = 100) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error('condition not met in time');
}
