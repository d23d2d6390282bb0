import { usePageData } from '../../page-data';
import { POPUP_WHERE_LABELS, type AdminPopup, type AdminPopupsData, type PopupWhere } from '../../../shared/content';
import type { PageProps } from '../../pages/types';
import { AdminGate } from '../shell/AdminGate';
import { useScheduledDesk } from './useScheduledDesk';
import { fromKstInput, ImagePicker, kstLabel, PreviewImage, scheduledColumns, toKstInput, useLibraryImages } from './content-desk';
import { DeskList } from '../ui/DeskList';
import { CatalogueForm, CataloguePreview, Field, OnOffField, OrderField } from '../ui/CatalogueEditor';
import './content-desk.css';

interface Draft {
  id?: string;
  title: string;
  text: string;
  mediaId: string;
  link: string;
  startsAt: string;
  endsAt: string;
  where: PopupWhere;
  order: string;
  enabled: boolean;
}
const EMPTY: Draft = { title: '', text: '', mediaId: '', link: '', startsAt: '', endsAt: '', where: 'home', order: '0', enabled: true };
const draftOf = (p: AdminPopup): Draft => ({
  id: p.id,
  title: p.title,
  text: p.text ?? '',
  mediaId: p.mediaId ?? '',
  link: p.link ?? '',
  startsAt: toKstInput(p.startsAt),
  endsAt: toKstInput(p.endsAt),
  where: p.where,
  order: String(p.order),
  enabled: p.enabled,
});

/** 팝업 관리: the list with each popup's state, and one form to add or change a popup, with its preview. */
export function AdminPopups(props: PageProps) {
  const data = usePageData('admin-popups', props.match.canonicalPath);
  return <AdminGate {...props} data={data}>{() => <Desk data={data!} />}</AdminGate>;
}

function Desk({ data }: { data: AdminPopupsData }) {
  const { csrf, items, draft, setDraft, set, status, save, remove } = useScheduledDesk<AdminPopup, Draft>({
    endpoint: '/api/admin/content/popups',
    initial: data.items,
    empty: EMPTY,
    object: '팝업을',
    body: (draft) => ({
      title: draft.title,
      text: draft.text || null,
      mediaId: draft.mediaId || null,
      link: draft.link || null,
      startsAt: fromKstInput(draft.startsAt),
      endsAt: fromKstInput(draft.endsAt),
      where: draft.where,
      order: Number(draft.order) || 0,
      enabled: draft.enabled,
    }),
  });
  const library = useLibraryImages();

  const image = items.find((p) => p.mediaId === draft.mediaId)?.image;
  return (
    <div className="content-desk">
      <p>방문자 페이지에 뜨는 팝업입니다. 한 번에 최대 3개까지, 순서가 작은 것부터 보입니다. 시각은 한국 시간입니다.</p>
      <DeskList<AdminPopup>
        label="팝업 목록"
        rows={items}
        rowKey={(p) => p.id}
        empty="등록된 팝업이 없습니다."
        columns={scheduledColumns(
          [
            { header: '게시 기간', card: 'line', label: '게시 기간', cell: (p) => `${kstLabel(p.startsAt)} ~ ${kstLabel(p.endsAt)}` },
            { header: '노출 위치', card: 'line', label: '노출 위치', cell: (p) => POPUP_WHERE_LABELS[p.where] },
          ],
          (p) => setDraft(draftOf(p)),
          remove,
        )}
      />

      <div className="content-edit">
        <CatalogueForm titleId="popup-form-title" heading={draft.id ? '팝업 수정' : '새 팝업'} editing={!!draft.id} addLabel="팝업 등록" csrf={csrf} status={status} onSubmit={save} onNew={() => setDraft(EMPTY)}>
          <Field id="popup-title" label="제목">
            <input id="popup-title" value={draft.title} maxLength={80} required onChange={(e) => set('title', e.target.value)} />
          </Field>
          <ImagePicker id="popup-media" label="이미지 (미디어 라이브러리)" value={draft.mediaId} onChange={(v) => set('mediaId', v)} optional current={image} />
          <Field id="popup-text" label="문구 (이미지가 없으면 필수)">
            <textarea id="popup-text" rows={3} maxLength={500} value={draft.text} onChange={(e) => set('text', e.target.value)} />
          </Field>
          <Field id="popup-link" label="링크 (사이트 경로 또는 https 주소)">
            <input id="popup-link" value={draft.link} placeholder="/haeon-lakecity/customer" onChange={(e) => set('link', e.target.value)} />
          </Field>
          <div className="content-row">
            <Field id="popup-start" label="게시 시작 (한국 시간)">
              <input id="popup-start" type="datetime-local" required value={draft.startsAt} onChange={(e) => set('startsAt', e.target.value)} />
            </Field>
            <Field id="popup-end" label="게시 종료 (한국 시간)">
              <input id="popup-end" type="datetime-local" required value={draft.endsAt} onChange={(e) => set('endsAt', e.target.value)} />
            </Field>
          </div>
          <div className="content-row">
            <Field id="popup-where" label="노출 위치">
              <select id="popup-where" value={draft.where} onChange={(e) => set('where', e.target.value as PopupWhere)}>
                <option value="home">{POPUP_WHERE_LABELS.home}</option>
                <option value="all">{POPUP_WHERE_LABELS.all}</option>
              </select>
            </Field>
            <OrderField id="popup-order" value={draft.order} onChange={(v) => set('order', v)} />
          </div>
          <OnOffField checked={draft.enabled} onChange={(v) => set('enabled', v)}>
            사용 (끄면 기간 중에도 보이지 않습니다)
          </OnOffField>
        </CatalogueForm>
        <CataloguePreview>
          {() => (
            <div className="preview-popup">
              <PreviewImage images={library} id={draft.mediaId} fallback={image} />
              <div className="preview-body">
                <strong>{draft.title || '팝업 제목'}</strong>
                {draft.text && <p>{draft.text}</p>}
                {draft.link && <span className="preview-more">자세히 보기</span>}
              </div>
              <div className="preview-actions">
                <span>오늘 하루 보지 않기</span>
                <span>닫기</span>
              </div>
            </div>
          )}
        </CataloguePreview>
      </div>
    </div>
  );
}
