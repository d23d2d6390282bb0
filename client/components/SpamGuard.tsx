import { useEffect, type RefObject } from 'react';
import { HONEYPOT_FIELD, RENDERED_AT_FIELD } from '../../shared/leads';
import { FORM_ID_FIELD } from '../../shared/idempotency';
import { useFormId } from '../form-id';

/** How long a form sent before its stamp arrived waits for it (a slow network), then goes without. */
export const STAMP_WAIT_MS = 5_000;

/** The stamp fetch under way for each form's field, so a quick send waits for it. */
const fetching = new WeakMap<HTMLInputElement, Promise<void>>();

/**
 * Starts the form's clock: the server's signed stamp of when the form appeared, so the fill-time
 * check never reads the visitor's own clock (which may be minutes off). Without JavaScript the form
 * posts no stamp and the server does not time it; with JavaScript a post without one is too fast.
 */
export function restartStamp(input: HTMLInputElement | null) {
  if (!input) return;
  input.value = '';
  const stamp = fetch('/api/leads/stamp', { headers: { Accept: 'application/json' }, credentials: 'omit' })
    .then((res) => (res.ok ? (res.json() as Promise<{ stamp?: string }>) : {}))
    .then((body) => {
      // Only the latest fetch writes: a restart after a send must not be overwritten by an older answer.
      if (fetching.get(input) === stamp && 'stamp' in body && typeof body.stamp === 'string') input.value = body.stamp;
    })
    .catch(() => {});
  fetching.set(input, stamp);
}

/**
 * The stamp the form holds, for its JSON post. A form sent before its stamp arrived waits for it
 * (at most STAMP_WAIT_MS): sending the empty field would put a quick person's form in quarantine.
 */
export async function formStamp(input: HTMLInputElement | null): Promise<string> {
  if (!input) return '';
  const pending = fetching.get(input);
  if (!input.value && pending) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([pending, new Promise<void>((r) => (timer = setTimeout(r, STAMP_WAIT_MS)))]);
    clearTimeout(timer);
  }
  return input.value;
}

/**
 * The two fields every visitor form sends for the server's spam check (server/leads/quarantine.ts):
 * a honeypot people never see, and the server's stamp of when the form appeared in the browser (not
 * when cached HTML was made). The parent keeps `renderedAt` to restart the clock after a form is reset.
 * With them goes the server-rendered form id, so a form posted twice without JavaScript stores once.
 */
export function SpamGuard({ id, renderedAt }: { id: string; renderedAt: RefObject<HTMLInputElement | null> }) {
  useEffect(() => {
    restartStamp(renderedAt.current);
  }, [renderedAt]);
  const formId = useFormId();
  return (
    <>
      {/* No value or defaultValue prop: for a hidden input they are the same attribute, so React would
          write '' back over the fetched stamp at the form's next render (a message shown, a box ticked). */}
      <input type="hidden" name={RENDERED_AT_FIELD} ref={renderedAt} />
      {formId && <input type="hidden" name={FORM_ID_FIELD} defaultValue={formId} />}
      <div className="hp-field" aria-hidden="true">
        <label htmlFor={`${id}-website`}>웹사이트 (입력하지 마세요)</label>
        <input id={`${id}-website`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}
