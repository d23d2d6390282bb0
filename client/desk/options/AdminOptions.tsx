import { useState, type FormEvent } from 'react';
import { api, ApiError } from '../../api';
import { usePageData } from '../../page-data';
import { formatDateTime } from '../../../shared/press';
import type { AdminOption, AdminOptionsData } from '../../../shared/options';
import type { PageProps } from '../../pages/types';
import { AdminGate } from '../shell/AdminGate';
import { DeskList } from '../ui/DeskList';
import { CatalogueForm, Field, OnOffField, OrderField } from '../ui/CatalogueEditor';
import { useCsrfToken } from '../shell/useAdminSession';
import type { SaveStatus } from '../ui/FormStatus';
import { OptionPlanRows, planDraft, planRows, type PlanDraftRow } from './OptionPlanRows';
import '../content/content-desk.css';

interface Draft {
  /** Set when an option is being changed (its id never changes). */
  editing?: string;
  unitType: string;
  category: string;
  label: string;
  price: string;
  /** The 부가가치세 within the price, as the notice prints it (blank: price ÷ 11). */
  vat: string;
  plan: PlanDraftRow[];
  note: string;
  noticeDate: string;
  order: string;
  active: boolean;
}

const empty = (unitType: string, noticeDate = ''): Draft => ({ unitType, category: '', label: '', price: '', vat: '', plan: [], note: '', noticeDate, order: '0', active: true });
const draftOf = (o: AdminOption): Draft => ({
  editing: o.id,
  unitType: o.unitType,
  category: o.category,
  label: o.label,
  // With separators, as the amount is typed and printed in the 모집공고 (save strips them).
  price: o.price.toLocaleString('ko-KR'),
  vat: o.vat === undefined ? '' : o.vat.toLocaleString('ko-KR'),
  plan: planDraft(o.plan),
  note: o.note ?? '',
  noticeDate: o.noticeDate ?? '',
  order: String(o.order),
  active: o.active,
});

/**
 * 유상옵션 관리: the per-type option catalogue the cash plan (/SalesInfo/cost) prices with and contract
 * holders choose from. Each option is priced on its own (never a package) with the 모집공고 date it
 * comes from; an option is taken off sale, never deleted, so its id stays with the contracts that chose it.
 */
export function AdminOptions(props: PageProps) {
  const data = usePageData('admin-options', props.match.canonicalPath);
  return <AdminGate {...props} data={data}>{() => <Desk data={data!} />}</AdminGate>;
}

function Desk({ data }: { data: AdminOptionsData }) {
  const csrf = useCsrfToken();
  const [items, setItems] = useState(data.items);
  const [draft, setDraft] = useState<Draft>(empty(data.types[0] ?? ''));
  const [status, setStatus] = useState<SaveStatus>(null);
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setDraft((d) => ({ ...d, [k]: v }));
  // Another option opened (or a new one begun): the last save's message belongs to the form as it was.
  const open = (d: Draft) => {
    setDraft(d);
    setStatus(null);
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setStatus(null);
    const json = {
      unitType: draft.unitType,
      category: draft.category,
      label: draft.label,
      price: Number(draft.price.replace(/[,\s원]/g, '')),
      ...(draft.vat.trim() ? { vat: Number(draft.vat.replace(/[,\s원]/g, '')) } : {}),
      plan: planRows(draft.plan),
      note: draft.note,
      noticeDate: draft.noticeDate,
      order: Number(draft.order) || 0,
      active: draft.active,
    };
    try {
      if (draft.editing) await api(`/api/admin/options/${encodeURIComponent(draft.editing)}`, { method: 'PATCH', csrf, json });
      else await api('/api/admin/options', { method: 'POST', csrf, json });
      setStatus({ ok: true, text: draft.editing ? '옵션을 수정했습니다.' : '옵션을 등록했습니다.' });
      setItems((await api<{ items: AdminOption[] }>('/api/admin/options')).items);
      setDraft(empty(draft.unitType, draft.noticeDate));
    } catch (err) {
      setStatus({ ok: false, text: (err as ApiError).message });
    }
  };

  return (
    <div className="content-desk">
      <p>타입별 유상옵션의 품목과 금액(부가세 포함)을 입주자모집공고 그대로 입력합니다. 품목마다 따로 판매하며 묶음 가격은 두지 않습니다. 판매를 멈출 옵션은 삭제하지 않고 「판매 중」을 해제합니다.</p>
      <DeskList<AdminOption>
        label="유상옵션 목록"
        rows={items}
        rowKey={(o) => o.id}
        empty="등록된 유상옵션이 없습니다. 자금 계획 계산 페이지에는 분양가만 보입니다."
        columns={[
          { header: '타입', card: 'name', cell: (o) => o.unitType },
          { header: '품목', card: 'line', label: '품목', cell: (o) => `${o.category} · ${o.label}` },
          { header: '금액', card: 'inline', className: 'num', cell: (o) => `${o.price.toLocaleString('ko-KR')}원` },
          { header: '모집공고일', card: 'inline', className: 'nowrap', cell: (o) => o.noticeDate ?? '-' },
          { header: '상태', card: 'status', className: 'nowrap', cell: (o) => (o.active ? '판매 중' : '판매 중지') },
          { header: '수정', card: 'off', label: '수정', cell: (o) => `${formatDateTime(o.updatedAt)}${o.updatedBy ? ` · ${o.updatedBy}` : ''}` },
          {
            header: '편집',
            card: 'inline',
            cell: (o) => (
              <button type="button" className="admin-btn admin-btn-small" onClick={() => open(draftOf(o))} aria-label={`${o.unitType} ${o.label} 편집`}>
                편집
              </button>
            ),
          },
        ]}
      />
      <CatalogueForm
        titleId="option-form-title"
        heading={draft.editing ? `옵션 수정 (${draft.editing})` : '새 옵션'}
        editing={!!draft.editing}
        addLabel="옵션 등록"
        csrf={csrf}
        status={status}
        onSubmit={save}
        onNew={() => open(empty(draft.unitType, draft.noticeDate))}
      >
        {!draft.editing && <p className="admin-muted">옵션 ID는 등록할 때 타입과 함께 자동으로 정해지며 바뀌지 않습니다.</p>}
        <div className="content-row">
          <Field id="option-type" label="타입">
            <select id="option-type" value={draft.unitType} onChange={(e) => set('unitType', e.target.value)}>
              {data.types.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </Field>
          <Field id="option-category" label="분류">
            <input id="option-category" value={draft.category} required maxLength={40} placeholder="발코니 확장" onChange={(e) => set('category', e.target.value)} />
          </Field>
        </div>
        <Field id="option-label" label="품목 이름">
          <input id="option-label" value={draft.label} required maxLength={80} placeholder="시스템 에어컨 (거실+침실3)" onChange={(e) => set('label', e.target.value)} />
        </Field>
        <div className="content-row">
          <Field id="option-price" label="금액 (원, 부가세 포함)">
            <input id="option-price" inputMode="numeric" value={draft.price} required onChange={(e) => set('price', e.target.value)} />
          </Field>
          <Field id="option-vat" label="그중 부가가치세 (원, 비우면 금액의 1/11)">
            <input id="option-vat" inputMode="numeric" value={draft.vat} onChange={(e) => set('vat', e.target.value)} />
          </Field>
          <Field id="option-notice" label="모집공고일">
            <input id="option-notice" type="date" value={draft.noticeDate} required onChange={(e) => set('noticeDate', e.target.value)} />
          </Field>
        </div>
        <OptionPlanRows rows={draft.plan} onChange={(rows) => set('plan', rows)} />
        <Field id="option-note" label="안내 문구 (선택)">
          <input id="option-note" value={draft.note} maxLength={200} onChange={(e) => set('note', e.target.value)} />
        </Field>
        <OrderField id="option-order" value={draft.order} onChange={(v) => set('order', v)} />
        <OnOffField checked={draft.active} onChange={(v) => set('active', v)}>
          판매 중
        </OnOffField>
      </CatalogueForm>
    </div>
  );
}
