/** The desk filters' options over a fixed list (전체 first when asked, then each key under its Korean label), and the visits desk's 예약 종류 field built on them. */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { LabelOptions } from '../client/desk/ui/LabelOptions';
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from '../shared/leads';
import { SlotKindField } from '../client/desk/visits/SlotKindField';
import { DeskSearchField } from '../client/desk/ui/DeskList';
import { SLOT_KINDS, SLOT_KIND_LABELS } from '../shared/winners';

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

describe('slot kind field', () => {
  const options = (html: string) => [...html.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => [m[1], m[2]]);
  it("the day's filter offers 전체 and every kind; the form that opens slots only the kinds", () => {
    const filter = renderToStaticMarkup(<SlotKindField id="v-kind" className="field visits-kind" defaultValue="" all />);
    expect(filter.startsWith('<div class="field visits-kind"><label for="v-kind">예약 종류</label><select id="v-kind" name="kind">')).toBe(true);
    expect(options(filter)).toEqual([['', '전체'], ...SLOT_KINDS.map((k) => [k, SLOT_KIND_LABELS[k]])]);
    const open = renderToStaticMarkup(<SlotKindField id="o-kind" defaultValue="visit" />);
    expect(open.startsWith('<div class="field"><label for="o-kind">예약 종류</label>')).toBe(true);
    expect(options(open)).toEqual(SLOT_KINDS.map((k) => [k, SLOT_KIND_LABELS[k]]));
  });
});

describe('desk search field', () => {
  it("a list's search box takes the free width and sends its words as q, or the name it is given", () => {
    expect(renderToStaticMarkup(<DeskSearchField id="n-q" label="제목" value="청약" maxLength={100} />)).toBe(
      '<div class="admin-field admin-field-grow"><label for="n-q">제목</label><input id="n-q" type="search" maxLength="100" name="q" value="청약"/></div>',
    );
    expect(renderToStaticMarkup(<DeskSearchField id="a-account" label="계정 (이메일)" name="account" maxLength={254} />)).toContain('type="search" maxLength="254" name="account" value=""');
  });
});
