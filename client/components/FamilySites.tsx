import { useState } from 'react';
import { useSite } from '../site-context';

/** The family-site list behind its toggle (an island: hydrates on the first touch). */
export function FamilySites() {
  const site = useSite();
  const [familyOpen, setFamilyOpen] = useState(false);
  return (
    <div className={`family-site${familyOpen ? ' is-open' : ''}`}>
      <button
        type="button"
        className="family-toggle js-only"
        aria-expanded={familyOpen}
        aria-controls="family-site-list"
        onClick={() => setFamilyOpen((v) => !v)}
      >
        패밀리 사이트
      </button>
      <ul id="family-site-list" className="family-list" hidden={!familyOpen}>
        {site.familySites.map((f) => (
          <li key={f.url}>
            <a href={f.url} target="_blank" rel="noopener noreferrer">
              {f.name}
              <span className="sr-only"> (새 창)</span>
            </a>
          </li>
        ))}
      </ul>
      <noscript>
        <ul className="family-list family-list-static">
          {site.familySites.map((f) => (
            <li key={f.url}>
              <a href={f.url} target="_blank" rel="noopener noreferrer">
                {f.name}
              </a>
            </li>
          ))}
        </ul>
      </noscript>
    </div>
  );
}
