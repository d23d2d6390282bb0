/**
 * The fields every visitor form asks for the same way (이름, 연락처, 문의내용): label, the value
 * typed before when the server renders the form again, its message under it (FieldError), and,
 * for a number that cannot receive texts, the landline hint. The lead and booking forms share them.
 */
import { useEffect, useRef, useState } from 'react';
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

const Required = () => (
  <span className="required" aria-hidden="true">
    *
  </span>
);

export function NameField({ formId, value, error, autoFocus, onEdit }: FieldProps) {
  const id = `${formId}-name`;
  return (
    <div className="field">
      <label htmlFor={id}>
        이름 <Required />
      </label>
      <input
        id={id}
        name="name"
        type="text"
        required
        autoComplete="name"
        maxLength={LEAD_LIMITS.name}
        defaultValue={value}
        autoFocus={autoFocus}
        onChange={onEdit}
        {...invalidProps(id, error)}
      />
      <FieldError fieldId={id} message={error} />
    </div>
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
  return (
    <div className="field">
      <label htmlFor={id}>
        연락처 <Required />
      </label>
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
      <FieldError fieldId={id} message={error} />
      {landline && !error && (
        <p id={`${id}-hint`} className="field-hint">
          {LEAD_MESSAGES.landline}
        </p>
      )}
    </div>
  );
}

export function MessageField({ formId, value, error, autoFocus, onEdit, rows }: FieldProps & { rows: number }) {
  const id = `${formId}-message`;
  return (
    <div className="field">
      <label htmlFor={id}>문의내용</label>
      <textarea
        id={id}
        name="message"
        rows={rows}
        maxLength={LEAD_LIMITS.message}
        defaultValue={value}
        autoFocus={autoFocus}
        onChange={onEdit}
        {...invalidProps(id, error)}
      />
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
