import { useState } from 'react';
import { LibrarySearchBar, useLibrarySearch, useSeenFiles } from '../../desk/ui/LibraryPicker';

/**
 * The article's pictures from the media library: the cover (list thumbnail, og:image) and a
 * button that puts an image line (`[[image:id]]`) into the body. Only images with alt text are
 * offered, searched and paged like every desk picker (admin/LibraryPicker); new ones are uploaded
 * on the media library page. Desk-only: the article page loads it when an edit begins.
 */
export function PressImageFields({ bodyId, coverId }: { bodyId: string; coverId?: string }) {
  const lib = useLibrarySearch('image');
  const seen = useSeenFiles();
  const [cover, setCover] = useState(coverId ?? '');
  const [pick, setPick] = useState('');
  const images = lib.items ?? [];

  const insert = () => {
    const body = document.getElementById(bodyId) as HTMLTextAreaElement | null;
    if (!body || !pick) return;
    const at = body.selectionStart ?? body.value.length;
    const line = `\n[[image:${pick}]]\n`;
    body.value = body.value.slice(0, at) + line + body.value.slice(at);
    body.focus();
  };

  const options = images.map((m) => (
    <option key={m.id} value={m.id}>
      {m.alt}
    </option>
  ));
  // A chosen image that is not on the page shown stays chosen, by its name.
  const elsewhere = (id: string) => id && !images.some((m) => m.id === id) && <option value={id}>{seen.get(id)?.alt ?? '선택한 이미지'} (선택됨)</option>;
  return (
    <>
      <LibrarySearchBar id={`${bodyId}-find`} lib={lib} hint="최근 이미지가 목록에 있습니다. 대체 텍스트로 찾거나 다음 쪽에서 골라 주세요." />
      <div className="field">
        <label htmlFor={`${bodyId}-cover`}>대표 이미지</label>
        <select id={`${bodyId}-cover`} name="coverId" value={cover} onChange={(e) => setCover(e.target.value)} disabled={!lib.items}>
          <option value="">없음</option>
          {elsewhere(cover)}
          {options}
        </select>
        <small>
          목록의 썸네일과 공유 미리보기(og:image)에 쓰입니다. 이미지는 <a href="/admin/content/media">미디어 라이브러리</a>에서 대체 텍스트와 함께 올려 주세요.
        </small>
      </div>
      <div className="field">
        <label htmlFor={`${bodyId}-inline`}>본문 이미지</label>
        <div className="admin-actions">
          <select id={`${bodyId}-inline`} value={pick} onChange={(e) => setPick(e.target.value)} disabled={!lib.items}>
            <option value="">이미지 선택</option>
            {elsewhere(pick)}
            {options}
          </select>
          <button type="button" className="btn btn-outline" onClick={insert} disabled={!pick}>
            본문에 넣기
          </button>
        </div>
      </div>
    </>
  );
}
