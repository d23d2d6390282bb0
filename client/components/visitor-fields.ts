import { HONEYPOT_FIELD, RENDERED_AT_FIELD } from '../../shared/leads';
import { VERIFICATION_FIELDS } from '../../shared/verification';

/**
 * What every visitor form (registration, visit booking) posts besides its own fields: the
 * person, the consent boxes, the board and page it was sent from, SpamGuard's two fields and the
 * phone verification (its token, or a code typed but not yet confirmed).
 */
export function visitorFields(form: HTMLFormElement, site: string | undefined, page: string) {
  const data = new FormData(form);
  const checked = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.checked ?? false;
  return {
    name: data.get('name'),
    phone: data.get('phone'),
    consent: checked('consent'),
    marketing: checked('marketing'),
    night: checked('night'),
    ...(site ? { site } : {}),
    page,
    [HONEYPOT_FIELD]: data.get(HONEYPOT_FIELD),
    [RENDERED_AT_FIELD]: data.get(RENDERED_AT_FIELD),
    ...(data.get(VERIFICATION_FIELDS.token) ? { [VERIFICATION_FIELDS.token]: data.get(VERIFICATION_FIELDS.token) } : {}),
    ...(data.get(VERIFICATION_FIELDS.code) ? { [VERIFICATION_FIELDS.code]: data.get(VERIFICATION_FIELDS.code) } : {}),
  };
}
