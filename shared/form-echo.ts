/**
 * A visitor form posted without JavaScript that the server refused: the form's page is rendered
 * again with what was typed (never the consent ticks, which are given afresh) and each message
 * beside its field. Only the fields below are echoed, each cut to its form's limit.
 */
import { LEAD_LIMITS, type LeadType } from './leads';
import { FORM_ID_FIELD } from './form-step';

export type EchoedForm = LeadType | 'booking';

export interface FormEcho {
  /** Which form on the page: a lead form by its type, or the visit booking form. */
  form: EchoedForm;
  /** The form's id (its `formId` field, as the verification step uses): several booking forms on one page (/winner). */
  formId?: string;
  /** The page the form was on (the address the browser shows again). */
  path: string;
  values: { name?: string; phone?: string; message?: string; slotId?: string; party?: string };
  /** Messages by field name. */
  errors: Record<string, string>;
  /** A message about the whole form (a time taken meanwhile, too many requests). */
  error?: string;
}

const LIMITS: Record<keyof FormEcho['values'], number> = { name: LEAD_LIMITS.name * 2, phone: 40, message: LEAD_LIMITS.message, slotId: 24, party: 2 };

/** The echoable fields of a posted body, as strings within their limits. */
export function echoValues(body: Record<string, unknown>): FormEcho['values'] {
  const values: FormEcho['values'] = {};
  for (const key of Object.keys(LIMITS) as (keyof FormEcho['values'])[]) {
    const v = body[key];
    if (typeof v === 'string' || typeof v === 'number') values[key] = String(v).slice(0, LIMITS[key]);
  }
  return values;
}

/** The posted `formId`, when it is a well-formed form id. */
export function echoFormId(body: Record<string, unknown>): { formId?: string } {
  const id = body[FORM_ID_FIELD];
  return typeof id === 'string' && /^[a-z0-9-]{1,40}$/.test(id) ? { formId: id } : {};
}
