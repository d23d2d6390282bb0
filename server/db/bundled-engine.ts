/**
 * The npm-shipped MongoDB-wire engine as a child process that cannot outlive its parent: it runs
 * under a small POSIX-shell guard that stops it when the parent's stdin pipe closes (the parent
 * exited or was killed) and passes SIGTERM/SIGINT on to it. Only its parent stops it: a terminal's
 * Ctrl-C does not reach it directly.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The guard: `$@` is the engine and its arguments. The watcher reads stdin (the parent's pipe, kept
 * on fd 3 because background jobs get /dev/null) until end of file, then stops the engine; the
 * shell itself waits for the engine, so the guard exits when the engine does.
 */
const GUARD = `
exec 3<&0
"$@" </dev/null 3<&- &
engine=$!
( while read -r _; do :; done; kill -TERM "$engine" 2>/dev/null ) <&3 >/dev/null 2>&1 &
watcher=$!
exec 3<&-
trap 'kill -TERM "$engine" 2>/dev/null' TERM INT HUP
status=0
while kill -0 "$engine" 2>/dev/null; do wait "$engine"; status=$?; done
kill "$watcher" 2>/dev/null
exit "$status"
`;

const READY = 'JONGODB_URI=';
const START_TIMEOUT_MS = 20_000;
const STOP_TIMEOUT_MS = 5_000;

function engineBinary(): string {
  const require = createRequire(import.meta.url);
  try {
    return path.join(path.dirname(require.resolve('@jongodb/memory-server-bin-linux-x64-gnu/package.json')), 'bin/jongodb');
  } catch {
    throw new Error('No MongoDB available: set MONGODB_URI (the bundled engine exists only for Linux x64).');
  }
}

/**
 * Starts the bundled engine on `port` and resolves once it reports it is ready. The returned
 * process is the guard: `kill('SIGTERM')` stops the engine; see also `stopBundledEngine`.
 */
export function startJongodb(port: number): Promise<ChildProcess> {
  let bin: string;
  try {
    bin = engineBinary();
  } catch (err) {
    return Promise.reject(err);
  }
  return new Promise((resolve, reject) => {
    // stdin stays an open pipe for the engine's whole life: its end is the parent's end. A process
    // group of its own: Ctrl-C in a terminal reaches the site only, which writes its last snapshot
    // and then stops the engine.
    const child = spawn('/bin/sh', ['-c', GUARD, 'embedded-engine-guard', bin, `--port=${port}`], {
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true,
    });
    let out = '';
    let ready = false;
    const timer = setTimeout(() => fail(new Error(`embedded engine did not start within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
    const fail = (err: Error) => {
      clearTimeout(timer);
      if (ready) return;
      child.stdin.destroy(); // the watcher sees end of file and stops the engine
      child.kill('SIGKILL');
      reject(err);
    };
    // Keep draining both pipes after start-up (a full pipe would block the engine), keeping only a tail.
    const collect = (d: Buffer) => {
      out = (out + d.toString()).slice(-4_000);
      if (!ready && out.includes(READY)) {
        ready = true;
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.stdin.on('error', () => {}); // the guard may be gone before we close our end
    child.on('error', fail);
    child.on('exit', (code) => fail(new Error(`embedded engine exited (${code}): ${out.trim().slice(-300)}`)));
  });
}

/** Stops the engine and resolves once it has exited (SIGKILL after a few seconds). */
export function stopBundledEngine(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => {
      child.stdin?.destroy();
      child.kill('SIGKILL');
    }, STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(force);
      child.stdin?.destroy();
      resolve();
    });
    child.kill('SIGTERM');
  });
}
