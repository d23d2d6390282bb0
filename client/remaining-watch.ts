/**
 * 잔여세대 before its island is live (decision 0027): plain DOM code in the boot script, no React.
 * A buyer already in line (a reload) gets the waiting room at once; anyone else gets it on the
 * first touch, or as soon as the units differ from the ones in the page (the grid then follows by
 * itself). Until then a page nobody touches polls with a few bytes and downloads no React.
 */
import { PLACE_KEY } from './remaining-place-key';
import { UNITS_POLL_MS, type PublicUnits } from '../shared/units';

const signature = (u: Pick<PublicUnits, 'units' | 'opensAt'>) =>
  JSON.stringify([u.opensAt, u.units.map((x) => [x.id, x.state])]);

export function watchRemaining(el: Element, wake: (el: Element) => Promise<void>) {
  // Scripts run: the join form shows and the notice for browsers without them goes (remaining.css).
  el.setAttribute('data-js', '');
  let inLine = false;
  try {
    inLine = !!sessionStorage.getItem(PLACE_KEY);
  } catch {
    // storage unavailable: nobody can be in line from this tab
  }
  if (inLine) return void wake(el).catch(() => {});
  const shown = signature(JSON.parse(el.getAttribute('data-props') ?? '{}') as PublicUnits);
  let etag = '';
  const poll = async () => {
    if (el.hasAttribute('data-live')) return clearInterval(timer);
    const res = await fetch('/api/units', { headers: etag ? { 'If-None-Match': etag } : {}, cache: 'no-store' });
    if (res.status === 304 || !res.ok) return;
    etag = res.headers.get('ETag') ?? '';
    if (signature((await res.json()) as PublicUnits) !== shown) {
      clearInterval(timer);
      await wake(el);
    }
  };
  const timer = setInterval(() => void poll().catch(() => {}), UNITS_POLL_MS);
}
