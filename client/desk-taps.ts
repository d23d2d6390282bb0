/**
 * The desk's first script (/admin/...): about a kilobyte (with hand-over.ts), run before the app's
 * code has loaded. The server renders a desk page with its fields filled and its buttons ready
 * (client/desk/shell/useAdminSession.ts), so a counselor on a slow phone may act before the app
 * is live (App marks <html data-hydrated>):
 * - a tap on 저장 or 수정 would do nothing (or post a form to itself): it is held, shown as taken,
 *   and replayed once the app is live, the way visitor pages hold theirs (client/islands/boot.ts);
 * - a field typed into keeps its text through hydration, but not in React's state, so 저장 would
 *   store what the page no longer shows: each such field is handed to React (hand-over.ts) once it
 *   is live, before any held tap.
 * Links stay links.
 */
import { handOverAll, onFieldEdit, type Field } from './hand-over';
import { DESK_ACTIONS as ACTIONS } from '../shared/desk-actions';

const root = document.documentElement;
const held: Element[] = [];
const edited = new Set<Field>();

const isLive = () => root.hasAttribute('data-hydrated');
const inApp = (el: Element) => !!el.closest('#root');

function hold(target: Element) {
  if (!held.includes(target)) held.push(target);
  // Shown as taken (global.css): a second tap is not needed.
  target.setAttribute('data-held', '');
}

async function goLive() {
  await handOverAll(edited);
  edited.clear();
  for (const target of held.splice(0)) {
    target.removeAttribute('data-held');
    if (target.isConnected) target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, detail: 1 }));
  }
}

document.addEventListener(
  'click',
  (e) => {
    if (isLive() || !(e.target instanceof Element)) return;
    const target = e.target.closest(ACTIONS);
    if (!target || !inApp(target)) return;
    e.preventDefault();
    e.stopPropagation();
    hold(target);
  },
  { capture: true },
);
onFieldEdit((field) => !isLive() && inApp(field) && edited.add(field));

// Taps that came before this script ran, kept by the page's inline catcher (server/desk-early-taps.ts),
// which leaves the rest to this script from here on.
const early = window as { __earlyTaps?: Element[]; __earlyEdits?: Field[]; __deskTapsRunning?: boolean };
early.__deskTapsRunning = true;
for (const target of early.__earlyTaps ?? []) hold(target);
for (const field of early.__earlyEdits ?? []) edited.add(field);

if (!isLive()) {
  const watch = new MutationObserver(() => {
    if (!isLive()) return;
    watch.disconnect();
    void goLive();
  });
  watch.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}
