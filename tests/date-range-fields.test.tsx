/** A desk period (lead list, access log, dashboard, campaigns, message costs): 시작일 and 종료일, each a labelled date field sent as from/to. */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { DateRangeFields, PeriodButtons } from '../client/desk/ui/DateRangeFields';

describe('date range fields', () => {
  it('시작일 and 종료일 are labelled date fields named from and to, holding the period shown', () => {
    expect(renderToStaticMarkup(<DateRangeFields idPrefix="f" from="2026-11-01" to="2026-11-28" />)).toBe(
      '<div class="admin-field"><label for="f-from">시작일</label><input id="f-from" type="date" name="from" value="2026-11-01"/></div>' +
        '<div class="admin-field"><label for="f-to">종료일</label><input id="f-to" type="date" name="to" value="2026-11-28"/></div>',
    );
  });

  it('an empty filter leaves both empty; a form styled otherwise keeps its own field class', () => {
    const html = renderToStaticMarkup(<DateRangeFields idPrefix="c" from="" to="" fieldClassName="field" />);
    expect(html.match(/<div class="field">/g)).toHaveLength(2);
    expect(html).toContain('<input id="c-to" type="date" name="to" value=""/>');
  });

  it('the form ends with 조회 and the way back to its default period', () => {
    expect(renderToStaticMarkup(<PeriodButtons reset="/admin/campaigns" resetLabel="최근 7일" />)).toBe(
      '<button type="submit" class="admin-btn admin-btn-primary">조회</button><a class="admin-btn admin-btn-ghost" href="/admin/campaigns">최근 7일</a>',
    );
  });
});
