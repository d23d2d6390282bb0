import { useEffect, useState } from 'react';
import { api } from '../../api';

interface LibraryImage {
  id: string;
  kind: 'image' | 'pdf';
  alt?: string;
  thumb?: string;
}

/**
 * The article's pictures from the media library: the cover (list thumbnail, og:image) and a
 * button that puts an image line (`[[image:id]]`) into the body. Only images with alt text are
 * offered; new ones are uploaded on the media library page.
 */
export function PressImageFields({ bodyId, coverId }: { bodyId: string; coverId?: string }) {
  const [images, setImages] = useState<LibraryImage[] | null>(null);
  const [pick, setPick] = useState('');
  useEffect(() => {
    api<{ items: LibraryImage[] }>('/api/admin/media?kind=image&per=200')
      .then((r) => setImages(r.items.filter((m) => m.kind === 'image' && m.alt)))
      .catch(() => setImages([]));
  }, []);

  const insert = () => {
    const body = document.getElementById(bodyId) as HTMLTextAreaElement | null;
    if (!body || !pick) return;
    const at = body.selectionStart ?? body.value.length;
    const line = `\n[[image:${pick}]]\n`;
    body.value = body.value.slice(0, at) + line + body.value.slice(at);
    body.focus();
  };

  const options = (images ?? []).map((m) => (
    <option key={m.id} value={m.id}>
      {m.alt}
    </option>
  ));
  return (
    <>
      <div className="field">
        <label htmlFor={`${bodyId}-cover`}>대표 이미지</label>
        <select id={`${bodyId}-cover`} name="coverId" defaultValue={coverId ?? ''} disabled={!images}>
          <option value="">없음</option>
          {options}
        </select>
        <small>
          목록의 썸네일과 공유 미리보기(og:image)에 쓰입니다. 이미지는 <a href="/admin/content/media">미디어 라이브러리</a>에서 대체 텍스트와 함께 올려 주세요.
        </small>
      </div>
      <div className="field">
        <label htmlFor={`${bodyId}-inline`}>본문 이미지</label>
        <div className="admin-actions">
          <select id={`${bodyId}-inline`} value={pick} onChange={(e) => setPick(e.target.value)} disabled={!images}>
            <option value="">이미지 선택</option>
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
