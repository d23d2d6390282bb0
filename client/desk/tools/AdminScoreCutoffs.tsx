import { useState } from 'react';
import { api } from '../../api';
import { usePageData } from '../../page-data';
import { formatDateTime } from '../../../shared/press';
import { CUTOFF_REFERENCE_NOTE, type AdminScoreCutoffsData, type ScoreCutoff } from '../../../shared/tools/score-cutoffs';
import type { PageProps } from '../../pages/types';
import { AdminGate } from '../shell/AdminGate';
import { useCsrfToken } from '../shell/useAdminSession';
import { SaveBar, useSaveStatus } from '../ui/SaveBar';
import { ColumnHeads, ScrollTable } from '../ui/ScrollTable';
import { RemoveRowCell } from '../ui/RemoveRowCell';

/** A row as typed: numbers stay text until saved, so a half-typed score is not lost. */
type Row = Record<keyof ScoreCutoff, string>;
const FIELDS: { key: keyof ScoreCutoff; label: string; placeholder?: string; numeric?: boolean }[] = [
  { key: 'complex', label: '단지명', placeholder: '해온 레이크시티 1차' },
  { key: 'unitType', label: '주택형', placeholder: '84A' },
  { key: 'minScore', label: '최저 가점', placeholder: '52', numeric: true },
  { key: 'avgScore', label: '평균 가점', placeholder: '(선택)', numeric: true },
  { key: 'maxScore', label: '최고 가점', placeholder: '(선택)', numeric: true },
  { key: 'announcedOn', label: '모집공고일', placeholder: '2025-10-02' },
  { key: 'source', label: '출처', placeholder: '청약홈 당첨가점 공개' },
];

const toRow = (c: ScoreCutoff): Row => ({
  complex: c.complex,
  unitType: c.unitType,
  minScore: String(c.minScore),
  avgScore: c.avgScore === undefined ? '' : String(c.avgScore),
  maxScore: c.maxScore === undefined ? '' : String(c.maxScore),
  announcedOn: c.announcedOn,
  source: c.source,
});
const num = (s: string) => (s.trim() === '' ? undefined : Number(s));
const fromRow = (r: Row) => ({ complex: r.complex, unitType: r.unitType, minScore: num(r.minScore), avgScore: num(r.avgScore), maxScore: num(r.maxScore), announcedOn: r.announcedOn, source: r.source });

/**
 * 당첨 가점 참고자료: past cut-offs by type (this or comparable complexes), each with its source and
 * 모집공고 date, shown on /SalesInfo/score as a plainly labelled reference. Beside the schedule desk
 * (same permission, same list-and-save form).
 */
export function AdminScoreCutoffs(props: PageProps) {
  const data = usePageData('admin-score-cutoffs', props.match.canonicalPath);
  return <AdminGate {...props} data={data}>{() => <Editor data={data!} />}</AdminGate>;
}

function Editor({ data }: { data: AdminScoreCutoffsData }) {
  const csrf = useCsrfToken();
  const [rows, setRows] = useState<Row[]>(data.items.map(toRow));
  const [rev, setRev] = useState(data.rev);
  const [updated, setUpdated] = useState({ at: data.updatedAt, by: data.updatedBy });
  const { busy, status, run } = useSaveStatus();
  const set = (i: number, key: keyof ScoreCutoff, value: string) => setRows((list) => list.map((r, j) => (j === i ? { ...r, [key]: value } : r)));
  const remove = (i: number) => setRows((list) => list.filter((_, j) => j !== i));
  const add = () => setRows((list) => [...list, { complex: '', unitType: '', minScore: '', avgScore: '', maxScore: '', announcedOn: '', source: '' }]);

  const save = () =>
    run(async () => {
      const res = await api<{ rev: number; updatedAt: string | null; updatedBy: string | null }>('/api/admin/score-cutoffs', { method: 'PUT', csrf, json: { items: rows.map(fromRow), rev } });
      setRev(res.rev);
      setUpdated({ at: res.updatedAt, by: res.updatedBy });
      return `저장되었습니다. 청약 가점 계산기에 ${rows.length}건이 참고자료로 표시됩니다.`;
    });

  return (
    <div className="admin-schedule">
      <p className="admin-card">
        {updated.at ? `마지막 수정 ${formatDateTime(updated.at)} · ${updated.by ?? ''}` : '아직 입력된 당첨 가점이 없습니다. 입력 전에는 계산기에 비교가 표시되지 않습니다.'}
      </p>
      <p>
        이 단지 또는 비교할 만한 단지의 주택형별 당첨 가점을 출처와 모집공고일과 함께 입력합니다. 방문자에게는 「{CUTOFF_REFERENCE_NOTE}」 문구와 함께 표시됩니다.
      </p>
      <ScrollTable
        className="board-table inbox-table"
        caption={<caption className="sr-only">지난 당첨 가점</caption>}
        head={<ColumnHeads labels={[...FIELDS.map((f) => f.label), '삭제']} />}
      >
        {rows.map((r, i) => (
          <tr key={i}>
            {FIELDS.map((f) => (
              <td key={f.key}>
                <input aria-label={`${i + 1}번째 줄 ${f.label}`} value={r[f.key]} placeholder={f.placeholder} inputMode={f.numeric ? 'decimal' : undefined} onChange={(e) => set(i, f.key, e.target.value)} />
              </td>
            ))}
            <RemoveRowCell name={`${r.complex || `${i + 1}번째 줄`} ${r.unitType}`} onRemove={() => remove(i)} />
          </tr>
        ))}
      </ScrollTable>
      <SaveBar onSave={() => void save()} disabled={busy || !csrf} status={status}>
        <button type="button" className="btn btn-outline" onClick={add}>
          줄 추가
        </button>
      </SaveBar>
    </div>
  );
}
