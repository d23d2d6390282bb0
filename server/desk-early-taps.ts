/**
 * The desk page's first lines of script, inline in its head: they keep the taps on the app's
 * buttons that come before the desk's tap holder
 * (client/desk-taps.ts, a module fetched beside the page) has run, and hand them to it. The holder
 * used to find such a tap by the button it left focused; Safari focuses none, so on an iPhone the
 * tap was lost. Allowed by its hash in the CSP (security.ts), not by 'unsafe-inline'.
 */
import { createHash } from 'node:crypto';
import { DESK_ACTIONS } from '../shared/desk-actions';

export const EARLY_TAPS_SCRIPT =
  `(function(){var d=document,w=window,q=w.__earlyTaps=[];` +
  `d.addEventListener('click',function(e){` +
  `if(w.__deskTapsRunning||d.documentElement.hasAttribute('data-hydrated'))return;` +
  `var t=e.target instanceof Element?e.target.closest(${JSON.stringify(DESK_ACTIONS)}):null;` +
  `if(!t||!t.closest('#root'))return;` +
  `e.preventDefault();e.stopPropagation();if(q.indexOf(t)<0)q.push(t);t.setAttribute('data-held','')` +
  `},true)})();`;

/** The CSP source that allows exactly this script. */
export const EARLY_TAPS_CSP = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;

export const earlyTapsTag = () => `<script>${EARLY_TAPS_SCRIPT}</script>`;
