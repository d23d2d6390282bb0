import { MARKETING_NOTICE } from '../../shared/consent';

/**
 * The two optional, unticked advertising-consent boxes under the required consent, each with its
 * own short notice (PIPA art. 22: declining them never blocks the registration).
 */
export function MarketingConsent({ id, checked = {} }: { id: string; checked?: Record<string, string> }) {
  return (
    <div className="consent consent-optional">
      {(['marketing', 'night'] as const).map((scope) => (
        <div key={scope} className="consent-item">
          <div className="consent-check">
            <input id={`${id}-${scope}`} name={scope} type="checkbox" value="on" defaultChecked={checked[scope] === 'on'} aria-describedby={`${id}-${scope}-notice`} />
            <label htmlFor={`${id}-${scope}`}>{MARKETING_NOTICE[scope].label}</label>
          </div>
          <ul id={`${id}-${scope}-notice`} className="optional-notice">
            {MARKETING_NOTICE[scope].notice.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
