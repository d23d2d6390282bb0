/**
 * The one way every visitor form shows what is wrong with a field: the message right under the
 * field, tied to it (aria-describedby) so a screen reader reads it with the field, and the field
 * marked invalid. Forms keep their errors with useFieldErrors, which focuses the first one.
 */
import { useEffect, useRef, useState } from 'react';

export const fieldErrorId = (fieldId: string) => `${fieldId}-error`;

export function FieldError({ fieldId, message }: { fieldId: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={fieldErrorId(fieldId)} className="field-error">
      {message}
    </p>
  );
}

/** Attributes of a field with (or without) an error; `describedBy` keeps its other descriptions. */
export function invalidProps(fieldId: string, message?: string, describedBy?: string) {
  const ids = [describedBy, message ? fieldErrorId(fieldId) : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': message ? (true as const) : undefined, 'aria-describedby': ids || undefined };
}

export type FieldErrors = Record<string, string>;

/**
 * A form's field errors in the order of its fields. `show` marks them and moves focus to the first
 * (after they render); editing a field clears its own error.
 */
export function useFieldErrors(order: readonly string[], initial: FieldErrors = {}) {
  const [errors, setErrors] = useState<FieldErrors>(initial);
  const [focusField, setFocusField] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!focusField) return;
    const item = formRef.current?.elements.namedItem(focusField);
    // A radio group (visit times): its first choice that can be taken, among those shown (the
    // chosen date's times).
    const el = item instanceof RadioNodeList ? Array.from(item).find((r) => !(r as HTMLInputElement).disabled && (r as HTMLElement).offsetParent !== null) : item;
    if (el instanceof HTMLElement) el.focus();
    setFocusField(null);
  }, [focusField]);

  return {
    errors,
    formRef,
    show(next: FieldErrors) {
      setErrors(next);
      setFocusField(order.find((f) => next[f]) ?? null);
    },
    clear(field: string) {
      setErrors((all) => {
        if (!(field in all)) return all;
        const { [field]: _, ...rest } = all;
        return rest;
      });
    },
  };
}
