/**
 * The catalogue desks' shared editor (popups, slides, paid options): what staff see on the form for a
 * new item and for one picked from the list, and how a save that failed or worked is announced.
 */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { CatalogueForm, Field, OnOffField, OrderField } from '../client/desk/ui/CatalogueEditor';

const form = (editing: boolean, status: { ok: boolean; text: string } | null = null, csrf = 'token') =>
  renderToStaticMarkup(
    <CatalogueForm titleId="popup-form-title" heading={editing ? '팝업 수정' : '새 팝업'} editing={editing} addLabel="팝업 등록" csrf={csrf} status={status} onSubmit={() => {}} onNew={() => {}}>
      <Field id="popup-title" label="제목">
        <input id="popup-title" />
      </Field>
      <OrderField id="popup-order" value="3" onChange={() => {}} />
      <OnOffField checked onChange={() => {}}>사용</OnOffField>
    </CatalogueForm>,
  );

describe('catalogue editor', () => {
  it('a new item: the form is named by its heading and offers only the add button', () => {
    const html = form(false);
    expect(html).toContain('aria-labelledby="popup-form-title"');
    expect(html).toContain('<h2 id="popup-form-title" class="admin-card-title">새 팝업</h2>');
    expect(html).toContain('>팝업 등록</button>');
    expect(html).not.toContain('새로 쓰기');
    expect(html).toContain('<label for="popup-title">제목</label><input id="popup-title"/>');
    expect(html).toMatch(/<label for="popup-order">순서<\/label><input id="popup-order" type="number" min="0" max="999" value="3"/);
    expect(html).toMatch(/<input type="checkbox" checked=""\/> 사용<\/label>/);
  });

  it('an item picked from the list: 새로 쓰기 and 수정 저장', () => {
    const html = form(true);
    expect(html).toContain('>새로 쓰기</button>');
    expect(html).toContain('>수정 저장</button>');
    expect(html).not.toContain('팝업 등록');
  });

  it('a failed save is an alert, a good one a status; without a session token the button waits', () => {
    expect(form(false, { ok: false, text: '제목을 입력해 주세요.' })).toContain('class="form-message is-failure" role="alert">제목을 입력해 주세요.</p>');
    expect(form(false, { ok: true, text: '팝업을 등록했습니다.' })).toContain('class="form-message is-success" role="status">팝업을 등록했습니다.</p>');
    expect(form(false, null, '')).toMatch(/<button type="submit" class="btn btn-primary" disabled="">팝업 등록<\/button>/);
  });
});
