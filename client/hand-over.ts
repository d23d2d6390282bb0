/**
 * Fields a visitor or a counselor changed before React was live on them. React 19 keeps what was
 * typed or chosen in the field when it hydrates, but its state keeps the server's value and no
 * onChange runs: a 자금 계획 showed the first type's figures beside the type chosen, a desk 저장
 * stored a figure the page no longer showed. Used by the islands' boot script and the desk's tap
 * holder: each notes such fields (onFieldEdit) and hands them over once React is live
 * (handOverAll). Imports nothing.
 */
export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const FIELDS = 'input, textarea, select';

/**
 * Makes React read a field's current value. React remembers the value it last saw (set from the
 * page at hydration, so the typed one) and ignores an event that changes nothing: another value is
 * set through React's own property, the typed one put back through the element's, then the event
 * React listens for is sent.
 */
export function handOver(field: Field): void {
  if (!field.isConnected) return;
  if (field instanceof HTMLSelectElement) return void field.dispatchEvent(new Event('change', { bubbles: true }));
  const checkable = field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
  // A radio that was unchecked by choosing another says nothing: the chosen one speaks for the group.
  if (checkable && !(field as HTMLInputElement).checked && field.type === 'radio') return;
  const prop = checkable ? 'checked' : 'value';
  const typed = (field as HTMLInputElement)[prop];
  const native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, prop)?.set;
  if (!native) return;
  (field as unknown as Record<string, unknown>)[prop] = checkable ? !typed : typed === '' ? ' ' : '';
  native.call(field, typed);
  // A plain Event: a MouseEvent click would toggle the box again.
  field.dispatchEvent(new Event(checkable ? 'click' : 'input', { bubbles: true }));
}

/** Calls `edited` with each field a visitor types into or changes (seen before any part's own handler). */
export function onFieldEdit(edited: (field: Field) => void): void {
  for (const type of ['input', 'change'] as const) {
    document.addEventListener(type, (e) => e.target instanceof Element && e.target.matches(FIELDS) && edited(e.target as Field), { capture: true });
  }
}

const valueProp = (field: Field) => (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio') ? 'checked' : 'value');

/**
 * Hands the fields over, then lets React commit what they changed before a held tap reads it. Every
 * field's value is read first: React may commit a handed-over field's update at once, and its render
 * writes the part's state into the fields not yet handed over (a second box ticked, a floor band
 * chosen were undone that way), so each is put back as the visitor left it just before its turn.
 */
export async function handOverAll(fields: Iterable<Field>): Promise<void> {
  const left = [...fields].map((field) => [field, (field as unknown as Record<string, unknown>)[valueProp(field)]] as const);
  for (const [field, value] of left) {
    const native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, valueProp(field))?.set;
    native?.call(field, value);
    handOver(field);
  }
  await new Promise((r) => setTimeout(r, 0));
}
