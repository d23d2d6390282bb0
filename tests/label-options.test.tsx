/** The desk filters' options over a fixed list: 전체 first when asked, then each key under its Korean label. */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { LabelOptions } from '../client/pages/admin/LabelOptions';
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from '../shared/leads';

describe('label options', () => {
  it('a filter lists 전체 and then every status in its order, by its Korean label', () => {
    const html = renderToStaticMarkup(<select>{<LabelOptions keys={LEAD_STATUSES} labels={LEAD_STATUS_LABELS} all />}</select>);
    const options = [...html.matchAll(/<option value="([^"]*)">([^<]*)<\/option>/g)].map((m) => [m[1], m[2]]);
    expect(options).toEqual([['', '전체'], ...LEAD_STATUSES.map((s) => [s, LEAD_STATUS_LABELS[s]])]);
  });

  it('without `all` only the keys', () => {
    expect(renderToStaticMarkup(<LabelOptions keys={['a', 'b'] as const} labels={{ a: '가', b: '나' }} />)).toBe('<option value="a">가</option><option value="b">나</option>');
  });
});
