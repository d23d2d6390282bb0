/**
 * The desk's shared save bar and table frame: what staff see under an editor that saves at once
 * (their own buttons, 저장, how it went), a wide table a keyboard can reach and scroll, and the row
 * an empty table shows.
 */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { SaveBar } from '../client/desk/ui/SaveBar';
import { ColumnHeads, ScrollTable } from '../client/desk/ui/ScrollTable';
import { RemoveRowCell } from '../client/desk/ui/RemoveRowCell';
import { EmptyRow } from '../client/desk/ui/EmptyRow';

describe('save bar', () => {
  it("the page's own buttons come before 저장, and the save's message follows the bar", () => {
    const html = renderToStaticMarkup(
      <SaveBar onSave={() => {}} disabled={false} status={{ ok: true, text: '바뀐 내용이 없습니다.' }}>
        <button type="button">일정 추가</button>
      </SaveBar>,
    );
    expect(html).toBe(
      '<div class="admin-bar"><button type="button">일정 추가</button><button type="button" class="btn btn-primary">저장</button></div>' +
        '<p class="form-message is-success" role="status">바뀐 내용이 없습니다.</p>',
    );
  });

  it('while saving 저장 waits; a refused save is read out at once', () => {
    const html = renderToStaticMarkup(<SaveBar onSave={() => {}} disabled status={{ ok: false, text: '1번째 일정의 시작일을 YYYY-MM-DD로 입력해 주세요.' }} />);
    expect(html).toContain('<button type="button" class="btn btn-primary" disabled="">저장</button>');
    expect(html).toContain('role="alert">1번째 일정의 시작일을 YYYY-MM-DD로 입력해 주세요.</p>');
  });
});

describe('scroll table', () => {
  const rows = <tr><td>김상담</td></tr>;
  it('with a label the frame is a named region the keyboard reaches', () => {
    const html = renderToStaticMarkup(
      <ScrollTable label="계정 목록" className="admin-table" caption={<caption className="sr-only">계정</caption>} head={<th scope="col">이름</th>}>
        {rows}
      </ScrollTable>,
    );
    expect(html).toBe(
      '<div class="table-scroll" tabindex="0" role="region" aria-label="계정 목록"><table class="admin-table"><caption class="sr-only">계정</caption>' +
        '<thead><tr><th scope="col">이름</th></tr></thead><tbody><tr><td>김상담</td></tr></tbody></table></div>',
    );
  });

  it('without a label it is only the frame', () => {
    const html = renderToStaticMarkup(<ScrollTable className="board-table" head={<th scope="col">이름</th>}>{rows}</ScrollTable>);
    expect(html.startsWith('<div class="table-scroll"><table class="board-table"><thead>')).toBe(true);
  });

  it('a styled frame keeps table-scroll, and a totals row goes in the foot after the rows', () => {
    const html = renderToStaticMarkup(
      <ScrollTable className="board-table" frameClassName="daily-scroll" head={<th scope="col">채널</th>} foot={<tr><th scope="row">합계</th></tr>}>
        {rows}
      </ScrollTable>,
    );
    expect(html.startsWith('<div class="table-scroll daily-scroll"><table class="board-table">')).toBe(true);
    expect(html.endsWith('<tbody><tr><td>김상담</td></tr></tbody><tfoot><tr><th scope="row">합계</th></tr></tfoot></table></div>')).toBe(true);
  });
});

describe('empty row', () => {
  it('one cell across every column says there is nothing to list, styled as its table is', () => {
    expect(renderToStaticMarkup(<EmptyRow cols={9}>아직 올린 명단이 없습니다.</EmptyRow>)).toBe('<tr><td colSpan="9" class="board-empty">아직 올린 명단이 없습니다.</td></tr>');
    expect(renderToStaticMarkup(<EmptyRow cols={5} className="admin-empty">예약한 세대가 없습니다.</EmptyRow>)).toBe('<tr><td colSpan="5" class="admin-empty">예약한 세대가 없습니다.</td></tr>');
  });
});

describe('editor rows', () => {
  it('column headers read as their labels, in order', () => {
    expect(renderToStaticMarkup(<tr><ColumnHeads labels={['단지명', '주택형', '삭제']} /></tr>)).toBe('<tr><th scope="col">단지명</th><th scope="col">주택형</th><th scope="col">삭제</th></tr>');
  });

  it("a row's 삭제 says which row it takes out", () => {
    expect(renderToStaticMarkup(<RemoveRowCell name="해온 레이크시티 1차 84A" onRemove={() => {}} />)).toBe(
      '<td><button type="button" class="btn btn-danger" aria-label="해온 레이크시티 1차 84A 삭제">삭제</button></td>',
    );
  });
});
