/**
 * Fields a visitor or a counselor changed before React was live on them. React 19 keeps what was
 * typed or chosen in the field when it hydrates, but its state keeps the server's value and no
 * onChange runs: a 자금 계획 showed the first type's figures beside the type chosen, a box ticked
 * before the page was live was un-ticked by the next tick, a desk 저장 stored a figure the page no
 * longer showed. Which fields those are is read from the page itself once React is live: each field
 * is compared with its own HTML default (`defaultValue`, `defaultChecked`, `defaultSelected`, which
 * React sets from what it rendered), so no listener has to have been there to see the edit (one
 * was, in a script of its own, and missed every edit made before that script arrived). Used by the
 * islands' boot script and the desk's tap holder (changedFields, then handOverAll). Imports nothing.
 */
export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const FIELDS = 'input, textarea, select';
/** Inputs with nothing a visitor chooses in them (or, for a file, nothing a script may set). */
const NOT_CHOSEN = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file']);

const checkable = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** The option a single select shows when nothing was chosen: the last marked `selected`, else the first enabled one. */
function defaultIndex(select: HTMLSelectElement): number {
  const options = [...select.options];
  const marked = options.map((o) => o.defaultSelected).lastIndexOf(true);
  return marked >= 0 ? marked : options.findIndex((o) => !o.disabled);
}

/** True when the field no longer shows what the page's HTML gave it: someone chose this. */
export function isChanged(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    if (field.multiple || field.size > 1) return [...field.options].some((o) => o.selected !== o.defaultSelected);
    return field.selectedIndex !== defaultIndex(field);
  }
  if (field instanceof HTMLInputElement && NOT_CHOSEN.has(field.type)) return false;
  if (checkable(field)) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** The fields under `root` that differ from their HTML default, in the page's order. */
export function changedFields(root: ParentNode | null): Field[] {
  return root ? [...root.querySelectorAll<Field>(FIELDS)].filter((f) => !f.disabled && isChanged(f)) : [];
}

/**
 * Makes React read a field's current value. React remembers the value it last saw (set from the
 * page at hydration, so the typed one) and ignores an event that changes nothing: another value is
 * set through React's own property, the typed one put back through the element's, then the event
 * React listens for is sent.
 */
export function handOver(field: Field): void {
  if (!field.isConnected) return;
  if (field instanceof HTMLSelectElement) return void field.dispatchEvent(new Event('change', { bubbles: true }));
  const box = checkable(field);
  // A radio that was unchecked by choosing another says nothing: the chosen one speaks for the group.
  if (box && !field.checked && field.type === 'radio') return;
  const prop = box ? 'checked' : 'value';
  const typed = (field as HTMLInputElement)[prop];
  const native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, prop)?.set;
  if (!native) return;
  (field as unknown as Record<string, unknown>)[prop] = box ? !typed : typed === '' ? ' ' : '';
  native.call(field, typed);
  // A plain Event: a MouseEvent click would toggle the box again.
  field.dispatchEvent(new Event(box ? 'click' : 'input', { bubbles: true }));
}

const valueProp = (field: Field) => (checkable(field) ? 'checked' : 'value');

/**
 * Hands the fields over, then lets React commit what they changed before a held tap reads it. Every
 * field's value is read first: React may commit a handed-over field's update at once, and its render
 * writes the part's state into the fields not yet handed over (a second box ticked, a floor band
 * chosen were undone that way), so each is put back as the visitor left it just before its turn.
 */
export async function handOverAll(fields: Iterable<Field>): Promise<void> {
  const left = [...fields].map((field) => [field, (field as unknown as Record<string, unknown>)[valueProp(field)]] as const);
  for (const [field, value] of left) {
    // A list with several chosen has no one value to put back (its options stay as they are).
    const native = field instanceof HTMLSelectElement && field.multiple ? undefined : Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, valueProp(field))?.set;
    native?.call(field, value);
    handOver(field);
  }
  await new Promise((r) => setTimeout(r, 0));
}
