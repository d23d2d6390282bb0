import { useSite } from '../site-context';
import { FieldError, invalidProps } from './FieldError';
import { PrivacyPolicyLink } from './PrivacyPolicyLink';

interface Props {
  id: string;
  /** The items this form collects, as its notice lists them. */
  collects: string;
  /** Why they are collected. */
  purpose?: string;
  /** The message when consent was missing. */
  error?: string;
  onChange?: () => void;
  autoFocus?: boolean;
  /** Ticked when the server renders the form again with what was posted. */
  checked?: boolean;
}

/**
 * Required consent under the Personal Information Protection Act, with its short notice. The
 * policy opens in a new tab so a form being filled in (or the popup) keeps what was typed.
 */
export function ConsentField({ id, collects, purpose = '분양 상담 및 안내', error, onChange, autoFocus, checked }: Props) {
  const site = useSite();
  return (
    <div className="consent">
      <div className="consent-check">
        {/* Never ticked on a refused form shown again (consent is given afresh); ticked only on the
            phone verification step, whose first step the visitor ticked it on. */}
        <input id={id} name="consent" type="checkbox" value="on" required defaultChecked={checked} autoFocus={autoFocus} onChange={onChange} {...invalidProps(id, error, `${id}-notice`)} />
        <label htmlFor={id}>
          개인정보 수집·이용 동의 <span className="required-text">(필수)</span>
        </label>
      </div>
      <FieldError fieldId={id} message={error} />
      <ul id={`${id}-notice`} className="consent-notice">
        <li>수집 목적: {purpose}</li>
        <li>수집 항목: {collects}</li>
        <li>보유 기간: 수집일로부터 {site.leadRetentionDays}일 (기간 경과 후 지체 없이 파기)</li>
        <li>동의를 거부하실 수 있으며, 거부 시 상담 신청이 제한됩니다.</li>
        <li>
          <PrivacyPolicyLink />
        </li>
      </ul>
    </div>
  );
}
