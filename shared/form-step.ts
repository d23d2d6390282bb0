/**
 * A visitor form the server renders again after a post without JavaScript (the phone
 * verification step): which form, what was typed (never the code), and what to show beside fields.
 */
export interface FormStep {
  /** The form's id (its field-id prefix, posted as `formId`). */
  form: string;
  /** The typed values, by field name; checkboxes as 'on'. */
  values: Record<string, string>;
  /** A code was sent: the code field is shown (with `expiresInSeconds`). */
  codeSent: boolean;
  expiresInSeconds?: number;
  /** Messages beside fields, by field name ('phone', 'verificationCode'). */
  errors: Record<string, string>;
  /** A notice for the verification block ('인증번호를 보내 드렸습니다 …'). */
  notice?: string;
}

/** The hidden field naming the form a post came from. */
export const FORM_ID_FIELD = 'formId';
