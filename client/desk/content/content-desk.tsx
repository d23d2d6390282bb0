/** Pieces the popup and slide desk pages share: KST times, the library image picker, the state label, the list's columns. */
import { SCHEDULE_STATE_LABELS, type ScheduleState } from '../../../shared/content';
import type { DeskColumn } from '../ui/DeskList';
import { LibrarySearchBar, useLibrarySearch, useSeenFiles } from '../ui/LibraryPicker';

const KST_MS = 9 * 3_600_000;

/** ISO time → the value of a datetime-local field, in Korea time whatever the desk's zone. */
export const toKstInput = (iso?: string) => (iso ? new Date(Date.parse(iso) + KST_MS).toISOString().slice(0, 16) : '');
/** A datetime-local value read as Korea time → ISO 8601 with its offset ('' stays empty). */
export const fromKstInput = (v: string) => (v ? `${v}:00+09:00` : '');
/** '2026-12-01T09:00:00Z' → '12월 1일 18:00' (KST). */
export const kstLabel = (iso?: string) => {
  if (!iso) return '—';
  const d = new Date(Date.parse(iso) + KST_MS);
  return `${d.getUTCFullYear()}. ${d.getUTCMonth() + 1}. ${d.getUTCDate()}. ${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
};

export function StateBadge({ state }: { state: ScheduleState }) {
  return <span className={`content-state is-${state}`}>{SCHEDULE_STATE_LABELS[state]}</span>;
}

interface Scheduled {
  title: string;
  state: ScheduleState;
  order: number;
}

/** A popup's or a slide's list columns: title and state first, the page's own columns, then 순서 and 수정/삭제. */
export function scheduledColumns<T extends Scheduled>(own: DeskColumn<T>[], edit: (row: T) => void, remove: (row: T) => void): DeskColumn<T>[] {
  return [
    { header: '제목', card: 'name', cell: (r) => r.title },
    { header: '상태', card: 'status', cell: (r) => <StateBadge state={r.state} /> },
    ...own,
    { header: '순서', card: 'line', label: '순서', className: 'num', cell: (r) => r.order },
    {
      header: '관리',
      card: 'line',
      cell: (r) => (
        <div className="row-actions">
          <button type="button" className="btn btn-outline" onClick={() => edit(r)} aria-label={`${r.title} 수정`}>
            수정
          </button>
          <button type="button" className="btn btn-danger" onClick={() => remove(r)} aria-label={`${r.title} 삭제`}>
            삭제
          </button>
        </div>
      ),
    },
  ];
}

export interface LibraryImage {
  id: string;
  alt: string;
  /** A small WebP of it (the library's list), for the previews. */
  thumb?: string;
  width?: number;
  height?: number;
}

/** The library images the pickers on this page have shown so far, for the previews. */
export function useLibraryImages(): LibraryImage[] {
  const seen = useSeenFiles();
  return [...seen.values()].filter((m) => m.kind === 'image' && m.alt).map(({ id, alt, thumb, width, height }) => ({ id, alt: alt!, thumb, width, height }));
}

/**
 * An image from the library: a search and a pager above a list to pick from (LibraryPicker), or
 * its id typed in while the library cannot be read. `current` names the chosen image when it is
 * not on the page shown (a saved popup's image, found on another page).
 */
export function ImagePicker({ id, label, value, onChange, optional, current }: { id: string; label: string; value: string; onChange: (v: string) => void; optional?: boolean; current?: { alt: string } }) {
  const lib = useLibrarySearch('image');
  const seen = useSeenFiles();
  const shown = lib.items ?? [];
  const chosenElsewhere = value && !shown.some((m) => m.id === value);
  return (
    <div className="field image-picker">
      <LibrarySearchBar id={`${id}-find`} lib={lib} hint="최근 이미지가 목록에 있습니다. 대체 텍스트로 찾거나 다음 쪽에서 골라 주세요." />
      <label htmlFor={id}>{label}</label>
      {lib.failed && !lib.items ? (
        <input id={id} value={value} onChange={(e) => onChange(e.target.value.trim())} placeholder="미디어 라이브러리의 이미지 ID" />
      ) : (
        <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{optional ? '없음' : '이미지를 선택해 주세요'}</option>
          {chosenElsewhere && <option value={value}>{current?.alt ?? seen.get(value)?.alt ?? '선택한 이미지'} (선택됨)</option>}
          {shown.map((m) => (
            <option key={m.id} value={m.id}>
              {m.alt}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}

/** The picked image for a preview: the library's thumbnail, or the full image a saved item carries. */
export function PreviewImage({ images, id, fallback }: { images: LibraryImage[]; id: string; fallback?: { src: string; alt: string; width: number; height: number } }) {
  const picked = images.find((m) => m.id === id);
  if (picked?.thumb) return <img src={picked.thumb} alt={picked.alt} width={picked.width} height={picked.height} />;
  if (fallback) return <img src={fallback.src} alt={fallback.alt} width={fallback.width} height={fallback.height} />;
  return id ? <div className="preview-image">이미지</div> : null;
}
