/**
 * A registration the browser could not send (no network, a timeout, a 5xx) is kept in this
 * device's localStorage with its idempotency key, for at most 24 hours and only until sent, and
 * sent again with backoff, when the browser comes back online and on the next page view. The key
 * makes every resend the same registration: the server stores it once.
 */
import { IDEMPOTENCY_HEADER } from '../shared/idempotency';
import { KEPT_STORAGE_KEY as STORAGE_KEY } from './kept-key';

export const KEPT_MESSAGE = '네트워크가 불안정해 접수 내용을 이 기기에 잠시 보관했습니다. 연결되면 자동으로 보내 드릴게요';

export const KEPT_MAX_AGE_MS = 24 * 3600_000;
const POST_TIMEOUT_MS = 15_000;
const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 60_000;

interface Kept {
  key: string;
  body: unknown;
  savedAt: number;
}

/** A new key for one form fill (random, 32 hex digits; works without a secure context). */
export function newFillKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function load(): Kept[] {
  try {
    const list = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as Kept[];
    const fresh = Array.isArray(list) ? list.filter((k) => k && typeof k.key === 'string' && Date.now() - k.savedAt < KEPT_MAX_AGE_MS) : [];
    if (fresh.length !== (Array.isArray(list) ? list.length : 0)) save(fresh);
    return fresh;
  } catch {
    return [];
  }
}

function save(list: Kept[]) {
  if (list.length === 0) localStorage.removeItem(STORAGE_KEY);
  else localStorage.setItem(STORAGE_KEY, JSON.stringify(list));
}

function remove(key: string) {
  try {
    save(load().filter((k) => k.key !== key));
  } catch {
    // storage unavailable: nothing was kept
  }
}

type Answer = { status: number; body: { message?: string; notice?: string; error?: string; fields?: Record<string, string> } };

export type PostOutcome =
  | ({ kind: 'answered' } & Answer)
  | { kind: 'kept' }
  | { kind: 'failed' };

type Sent = { key: string; message: string; notice?: string };
const watchers = new Map<string, (sent: Sent) => void>();
let fallback: ((sent: Sent) => void) | undefined;

async function send(key: string, body: unknown): Promise<Answer | undefined> {
  try {
    const res = await fetch('/api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', [IDEMPOTENCY_HEADER]: key },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(POST_TIMEOUT_MS),
    });
    if (res.status >= 500) return undefined;
    return { status: res.status, body: await res.json().catch(() => ({})) };
  } catch {
    return undefined; // no network, or no answer in time
  }
}

/**
 * Posts a registration with its fill key. Answered (2xx, 4xx): as the server said. No network,
 * a timeout or a 5xx: kept on this device and retried ('kept'), or 'failed' if it cannot be kept.
 */
export async function postLead(key: string, body: unknown): Promise<PostOutcome> {
  const answer = await send(key, body);
  if (answer) {
    remove(key);
    return { kind: 'answered', ...answer };
  }
  try {
    const list = load().filter((k) => k.key !== key);
    list.push({ key, body, savedAt: Date.now() });
    save(list);
  } catch {
    return { kind: 'failed' };
  }
  schedule(FIRST_RETRY_MS);
  listenOnline();
  return { kind: 'kept' };
}

/** A mounted form hears when its kept registration went through; the page-wide notice hears the rest. */
export function watchKept(key: string, onSent: (sent: Sent) => void) {
  watchers.set(key, onSent);
  return () => {
    if (watchers.get(key) === onSent) watchers.delete(key);
  };
}

export function onKeptSent(listener: (sent: Sent) => void) {
  fallback = listener;
  return () => {
    if (fallback === listener) fallback = undefined;
  };
}

let timer: ReturnType<typeof setTimeout> | undefined;
let delay = FIRST_RETRY_MS;
let sending = false;

function schedule(ms: number) {
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = undefined;
    void resend();
  }, ms);
}

/** Sends every kept registration, oldest first; what still fails is tried again later (doubling, up to a minute). */
export async function resend(): Promise<void> {
  if (sending) return;
  sending = true;
  let failed = false;
  try {
    for (const kept of load()) {
      const answer = await send(kept.key, kept.body);
      if (!answer) {
        failed = true;
        break;
      }
      remove(kept.key);
      // A refusal (400, 429) of something the form had accepted cannot be fixed by sending again.
      const sent = { key: kept.key, message: answer.body.message ?? answer.body.error ?? '', notice: answer.body.notice };
      if (answer.status < 300) (watchers.get(kept.key) ?? fallback)?.(sent);
    }
  } finally {
    sending = false;
  }
  if (failed) {
    schedule(delay);
    delay = Math.min(delay * 2, MAX_RETRY_MS);
  } else {
    delay = FIRST_RETRY_MS;
  }
}

let listening = false;
/** Whenever the browser comes back online, what is kept is sent at once. */
function listenOnline() {
  if (listening) return;
  listening = true;
  window.addEventListener('online', () => {
    delay = FIRST_RETRY_MS;
    void resend();
  });
}

/** Page view: send what is kept now, and again whenever the browser comes back online. */
export function startResending() {
  listenOnline();
  if (load().length) void resend();
}
