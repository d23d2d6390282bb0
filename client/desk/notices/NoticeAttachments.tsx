import { useEffect, useState } from 'react';
import { api } from '../../api';

interface LibraryFile {
  id: string;
  kind: 'image' | 'pdf';
  title?: string;
  alt?: string;
  url: string;
}

/**
 * A notice's attachments: PDFs (and images) from the media library, listed with their titles
 * (GET /api/admin/media). Chosen files keep their order; the visitor page lists them as links.
 */
export function AttachmentPicker({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const [files, setFiles] = useState<LibraryFile[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    api<LibraryFile[] | { items: LibraryFile[] }>('/api/admin/media?per=200')
      .then((r) => setFiles(Array.isArray(r) ? r : r.items))
      .catch((err: Error) => setError(err.message));
  }, []);
  const name = (f: LibraryFile) => f.title ?? f.alt ?? f.id;
  const known = new Set(files?.map((f) => f.id));
  return (
    <fieldset className="notice-files">
      <legend>첨부 파일 (자료실)</legend>
      {error && <p className="admin-muted">자료실을 불러오지 못했습니다: {error}</p>}
      {!files && !error && <p className="admin-muted">자료실을 불러오는 중입니다…</p>}
      {files && files.length === 0 && <p className="admin-muted">자료실에 파일이 없습니다. 자료실에 PDF를 먼저 올려 주세요.</p>}
      {value.filter((id) => files && !known.has(id)).map((id) => (
        <label key={id}>
          <input type="checkbox" checked onChange={() => onChange(value.filter((v) => v !== id))} /> 자료실에서 찾을 수 없는 파일 ({id})
        </label>
      ))}
      {files?.map((f) => (
        <label key={f.id}>
          <input
            type="checkbox"
            checked={value.includes(f.id)}
            onChange={(e) => onChange(e.target.checked ? [...value, f.id] : value.filter((v) => v !== f.id))}
          />{' '}
          {f.kind === 'pdf' ? 'PDF' : '이미지'} · {name(f)}
        </label>
      ))}
    </fieldset>
  );
}
