/** Pieces the visitor forms share: the price tools' 타입 choices and the privacy link under a consent notice. */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { UnitTypeOptions } from '../client/components/UnitTypeOptions';
import { PrivacyPolicyLink } from '../client/components/PrivacyPolicyLink';

describe('visitor form pieces', () => {
  it('each 타입 is offered with its 전용면적', () => {
    const html = renderToStaticMarkup(<UnitTypeOptions units={[{ label: '84A', exclusiveArea: 84.97 }, { label: '99B', exclusiveArea: 99.94 }]} />);
    expect(html).toMatch(/^<option value="84A">84A \(전용 [^<]*84\.97[^<]*\)<\/option><option value="99B">99B \(전용 [^<]*99\.94[^<]*\)<\/option>$/);
  });

  it('개인정보처리방침 보기 opens in a new tab and says so to screen readers', () => {
    expect(renderToStaticMarkup(<PrivacyPolicyLink />)).toBe('<a href="/privacy" target="_blank" rel="noopener">개인정보처리방침 보기<span class="sr-only"> (새 창)</span></a>');
  });
});
