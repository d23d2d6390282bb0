/**
 * The fields every visitor form asks for the same way (이름, 연락처, 문의내용): label, the value
 * typed before when the server renders the form again, its message under it (FieldError), and,
 * for a number that cannot receive texts, the landline hint. The lead and booking forms share them.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LEAD_LIMITS, LEAD_MESSAGES } from '../../shared/leads';
import { looksLikeLandline } from '../../shared/phone';
import { FieldError, invalidProps } from './FieldError';

interface FieldProps {
  /** The form's id: the field's id is `${formId}-${name}`. */
  formId: string;
  value?: string;
  error?: string;
  autoFocus?: boolean;
  /** The visitor edited the field (the form clears its message). */
  onEdit: () => void;
}

/** A field's frame: its label, the control, then its message (and what follows it, such as a hint). */
function FieldFrame({ id, label, error, children, after }: { id: string; label: ReactNode; error?: string; children: ReactNode; after?: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      <FieldError fieldId={id} message={error} />
      {after}
    </div>
  );
}

/** What a control sets the same way in every field: the value typed before, focus, the edit, its error wiring. */
const controlProps = (id: string, { value, error, autoFocus, onEdit }: FieldProps) => ({ defaultValue: value, autoFocus, onChange: onEdit, ...invalidProps(id, error) });

const Required = () => (
  <span className="required" aria-hidden="true">
    *
  </span>
);

export function NameField(props: FieldProps) {
  const id = `${props.formId}-name`;
  return (
    <FieldFrame
      id={id}
      label={
        <>
          이름 <Required />
        </>
      }
      error={props.error}
    >
      <input id={id} name="name" type="text" required autoComplete="name" maxLength={LEAD_LIMITS.name} {...controlProps(id, props)} />
    </FieldFrame>
  );
}

/** 연락처: says at once when the number is a landline (no text can reach it); cleared with its form. */
export function PhoneField({ formId, value, error, autoFocus, onEdit }: FieldProps) {
  const id = `${formId}-phone`;
  const [landline, setLandline] = useState(looksLikeLandline(value ?? ''));
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // A number typed before the form's island was live fired no onChange: judge it now.
    if (input.current?.value) setLandline(looksLikeLandline(input.current.value));
    const form = input.current?.form;
    const reset = () => setLandline(false);
    form?.addEventListener('reset', reset);
    return () => form?.removeEventListener('reset', reset);
  }, []);
  const hint = landline && !error && (
    <p id={`${id}-hint`} className="field-hint">
      {LEAD_MESSAGES.landline}
    </p>
  );
  return (
    <FieldFrame
      id={id}
      label={
        <>
          연락처 <Required />
        </>
      }
      error={error}
      after={hint}
    >
      <input
        ref={input}
        id={id}
        name="phone"
        type="tel"
        required
        autoComplete="tel"
        inputMode="tel"
        placeholder="010-1234-5678"
        defaultValue={value}
        autoFocus={autoFocus}
        onChange={(e) => {
          onEdit();
          setLandline(looksLikeLandline(e.target.value));
        }}
        {...invalidProps(id, error, landline ? `${id}-hint` : undefined)}
      />
    </FieldFrame>
  );
}

export function MessageField({ rows, ...props }: FieldProps & { rows: number }) {
  const id = `${props.formId}-message`;
  return (
    <FieldFrame id={id} label="문의내용" error={props.error}>
      <textarea id={id} name="message" rows={rows} maxLength={LEAD_LIMITS.message} {...controlProps(id, props)} />
    </FieldFrame>
  );
}
