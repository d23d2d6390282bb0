/**
 * Positions of the home page's full-page steps. Positions 1 to 8 are the eight screen-high
 * sections (scrolled to (position − 1) × viewport height); 8.5 is the last, half step that brings
 * the footer up. A step moves to the neighbouring position, so from 8.5 one step up is 8 again.
 */
export const STEP_POSITIONS = [1, 2, 3, 4, 5, 6, 7, 8, 8.5] as const;

/** After a step, further wheel (and key) events are ignored for this long. */
export const STEP_LOCK_MS = 500;

/**
 * Where stepping applies: wide screens tall enough for a section to fit, for visitors who have
 * not asked for reduced motion (they scroll normally). home.css sizes the sections with the same
 * width breakpoint.
 */
export const FULL_PAGE_QUERY = '(min-width: 901px) and (min-height: 600px) and (prefers-reduced-motion: no-preference)';

const KEY_DIRECTIONS: Record<string, 1 | -1> = { PageDown: 1, ArrowDown: 1, ' ': 1, PageUp: -1, ArrowUp: -1 };

/** Keys there belong to the control (typing, choosing, pressing): never turned into a step. */
const OWN_KEYS = 'input, textarea, select, [contenteditable]:not([contenteditable="false"]), [role="listbox"], [role="menu"], [role="slider"], [role="spinbutton"], [role="combobox"]';
/** Space presses these. */
const SPACE_PRESSES = 'button, summary, [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [role="radio"], [role="menuitem"], [role="option"]';

/**
 * Wheel-driven full-page stepping on the home page (desktop): one step per wheel event, a
 * 500 ms lock, a smooth scroll to the step's position. PageDown/PageUp, ArrowDown/ArrowUp and
 * Space (Shift+Space up) step too, except in form fields. Listeners exist only while
 * FULL_PAGE_QUERY matches.
 */
/**
 * Starts stepping while FULL_PAGE_QUERY matches (listeners attached and removed as it changes);
 * returns the function that stops it. Plain DOM code: the home page's boot script runs it.
 */
export function startFullPageSteps(query = FULL_PAGE_QUERY): () => void {
  const mq = window.matchMedia(query);
  let detach: (() => void) | undefined;
  const update = () => {
    detach?.();
    detach = mq.matches ? attachStepping() : undefined;
  };
  update();
  mq.addEventListener('change', update);
  return () => {
    mq.removeEventListener('change', update);
    detach?.();
  };
}

function attachStepping(): () => void {
  const last = STEP_POSITIONS.length - 1;
  let index = 0;
  let lockedUntil = 0;
  // A smooth scroll this hook started is still running: its target, not scrollY, is where we are.
  let inFlight = false;
  let inFlightTimer = 0;

  const maxScroll = () => Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
  const targetOf = (i: number) => {
    const max = maxScroll();
    // The half step scrolls to the end of the page: a footer taller than half a screen is then
    // still read to its last line (it is exactly 7.5 screens down when the footer is half a screen).
    if (i === last) return max;
    return Math.min((STEP_POSITIONS[i]! - 1) * window.innerHeight, max);
  };
  // The visitor may have moved by other means (scrollbar, Tab, Home/End, a link): start from
  // the position nearest to where the page is now.
  const nearestIndex = () => {
    let best = 0;
    for (let i = 1; i <= last; i++) {
      if (Math.abs(targetOf(i) - window.scrollY) < Math.abs(targetOf(best) - window.scrollY)) best = i;
    }
    return best;
  };

  const step = (direction: 1 | -1) => {
    const now = performance.now();
    if (now < lockedUntil) return;
    lockedUntil = now + STEP_LOCK_MS;
    if (!inFlight) index = nearestIndex();
    index = Math.min(last, Math.max(0, index + direction));
    const top = targetOf(index);
    if (Math.abs(top - window.scrollY) < 1) return;
    inFlight = true;
    window.clearTimeout(inFlightTimer);
    // scrollend normally clears it; this covers a scroll the browser never finished or reported.
    inFlightTimer = window.setTimeout(() => (inFlight = false), 1500);
    window.scrollTo({ top, behavior: 'smooth' });
  };

  /** A modal popup or the mobile menu is open: the page behind it must not move. */
  const blocked = () =>
    document.documentElement.classList.contains('menu-open') || document.querySelector('dialog[open]') !== null;

  const onWheel = (e: WheelEvent) => {
    if (e.defaultPrevented || e.ctrlKey) return; // ctrl + wheel zooms
    if (Math.abs(e.deltaY) <= Math.abs(e.deltaX)) return; // sideways
    const target = e.target instanceof Element ? e.target : null;
    if (blocked() || target?.closest('textarea, select')) return;
    e.preventDefault();
    step(e.deltaY > 0 ? 1 : -1);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    let direction = KEY_DIRECTIONS[e.key];
    if (!direction) return;
    if (e.shiftKey) {
      if (e.key !== ' ') return;
      direction = -1;
    }
    const target = e.target instanceof Element ? e.target : null;
    if (blocked() || target?.closest(OWN_KEYS)) return;
    if (e.key === ' ' && target?.closest(SPACE_PRESSES)) return;
    e.preventDefault();
    step(direction);
  };

  const onScrollEnd = () => {
    inFlight = false;
    window.clearTimeout(inFlightTimer);
  };

  index = nearestIndex();
  window.addEventListener('wheel', onWheel, { passive: false });
  window.addEventListener('keydown', onKeyDown);
  window.addEventListener('scrollend', onScrollEnd);
  return () => {
    window.removeEventListener('wheel', onWheel);
    window.removeEventListener('keydown', onKeyDown);
    window.removeEventListener('scrollend', onScrollEnd);
    window.clearTimeout(inFlightTimer);
  };
}
