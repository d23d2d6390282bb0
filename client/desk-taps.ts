/**
 * The desk's first script (/admin/...): a few hundred bytes with no imports, run before the app's
 * code has loaded. The server renders a desk page with its buttons ready (client/pages/admin/
 * useAdminSession.ts), so a tap on 저장 or 수정 before the app is live would otherwise do nothing,
 * or post a form to itself. Such a tap is held, shown as taken, and replayed once the app is live
 * (App marks <html data-hydrated>), the way visitor pages hold theirs (client/islands/boot.ts).
 * Links stay links; fields and boxes act natively.
 */
const ACTIONS = 'button, summary, [role="button"], [role="tab"], input[type="submit"], input[type="button"]';
const root = document.documentElement;
const held: Element[] = [];

const isLive = () => root.hasAttribute('data-hydrated');

function hold(target: Element) {
  if (!held.includes(target)) held.push(target);
  // Shown as taken (global.css): a second tap is not needed.
  target.setAttribute('data-held', '');
}

function replay() {
  const taps = held.splice(0);
  for (const target of taps) {
    target.removeAttribute('data-held');
    if (target.isConnected) target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, detail: 1 }));
  }
}

document.addEventListener(
  'click',
  (e) => {
    if (isLive() || !(e.target instanceof Element)) return;
    const target = e.target.closest(ACTIONS);
    if (!target || !target.closest('#root')) return;
    e.preventDefault();
    e.stopPropagation();
    hold(target);
  },
  { capture: true },
);

// A tap that came before this script ran left its button focused without the keyboard's focus ring.
const tapped = document.activeElement;
if (tapped?.matches(ACTIONS) && tapped.closest('#root') && !tapped.matches(':focus-visible')) hold(tapped);

if (!isLive()) {
  const watch = new MutationObserver(() => {
    if (!isLive()) return;
    watch.disconnect();
    replay();
  });
  watch.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}
