/**
 * Open state of the interest-registration popup, outside React: the triggers sit in several
 * islands and in static HTML, the popup in an island of its own (decision 0027). No React import,
 * so the islands' boot script can open it before React is loaded.
 */
type Listener = () => void;

let open = false;
const listeners = new Set<Listener>();
let beforeOpen: (() => Promise<void>) | undefined;

export const popupStore = {
  isOpen: () => open,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** Hydrates the popup's island first when the page has not yet done so (set by the boot script). */
  setBeforeOpen(fn: () => Promise<void>) {
    beforeOpen = fn;
  },
  async open() {
    await beforeOpen?.();
    set(true);
  },
  close() {
    set(false);
  },
};

function set(value: boolean) {
  if (open === value) return;
  open = value;
  for (const l of listeners) l();
}

/** Marks a link as a popup trigger: the boot script opens the popup on its click (PopupTrigger). */
export const POPUP_TRIGGER_ATTR = 'data-popup';
