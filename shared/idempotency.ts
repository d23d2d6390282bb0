/** Idempotent form posts (server/http/idempotency.ts): the header and the no-JavaScript form's field. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MAX = 100;
/** Hidden field of the site's forms: an id rendered by the server, so a double submit stores one lead (`formId` names which form, see shared/form-step.ts). */
export const FORM_ID_FIELD = 'formRenderId';
