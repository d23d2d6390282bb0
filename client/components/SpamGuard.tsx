import { useEffect, type RefObject } from 'react';
import { HONEYPOT_FIELD, RENDERED_AT_FIELD } from '../../shared/leads';

/**
 * Starts the form's clock: the server's signed stamp of when the form appeared, so the fill-time
 * check never reads the visitor's own clock (which may be minutes off). Without JavaScript, or if
 * the request fails, the field stays empty and the server does not time the form.
 */
export function restartStamp(input: HTMLInputElement | null) {
  if (!input) return;
  input.value = '';
  fetch('/api/leads/stamp', { headers: { Accept: 'application/json' }, credentials: 'omit' })
    .then((res) => (res.ok ? (res.json() as Promise<{ stamp?: string }>) : {}))
    .then((body) => {
      if ('stamp' in body && typeof body.stamp === 'string') input.value = body.stamp;
    })
    .catch(() => {});
}

/**
 * The two fields every visitor form sends for the server's spam check (server/leads/quarantine.ts):
 * a honeypot people never see, and the server's stamp of when the form appeared in the browser (not
 * when cached HTML was made). The parent keeps `renderedAt` to restart the clock after a form is reset.
 */
export function SpamGuard({ id, renderedAt }: { id: string; renderedAt: RefObject<HTMLInputElement | null> }) {
  useEffect(() => {
    restartStamp(renderedAt.current);
  }, [renderedAt]);
  return (
    <>
      <input type="hidden" name={RENDERED_AT_FIELD} ref={renderedAt} defaultValue="" />
      <div className="hp-field" aria-hidden="true">
        <label htmlFor={`${id}-website`}>웹사이트 (입력하지 마세요)</label>
        <input id={`${id}-website`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}
