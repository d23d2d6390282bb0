import { usePageData } from '../../page-data';
import { POPUP_WHERE_LABELS, type AdminPopup, type AdminPopupsData, type PopupWhere } from '../../../shared/content';
import type { PageProps } from '../types';
import { AdminGate } from './AdminGate';
import { useScheduledDesk } from './useScheduledDesk';
import { fromKstInput, ImagePicker, kstLabel, PreviewImage, scheduledColumns, toKstInput, useLibraryImages } from './content-desk';
import { DeskList } from './DeskList';
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
        <form className="admin-card content-form" onSubmit={save} aria-labelledby="popup-form-title">
          <h2 id="popup-form-title" className="admin-card-title">
            {draft.id ? '팝업 수정' : '새 팝업'}
          </h2>
          <div className="field">
            <label htmlFor="popup-title">제목</label>
            <input id="popup-title" value={draft.title} maxLength={80} required onChange={(e) => set('title', e.target.value)} />
          </div>
          <ImagePicker id="popup-media" label="이미지 (미디어 라이브러리)" value={draft.mediaId} onChange={(v) => set('mediaId', v)} optional current={image} />
          <div className="field">
            <label htmlFor="popup-text">문구 (이미지가 없으면 필수)</label>
            <textarea id="popup-text" rows={3} maxLength={500} value={draft.text} onChange={(e) => set('text', e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="popup-link">링크 (사이트 경로 또는 https 주소)</label>
            <input id="popup-link" value={draft.link} placeholder="/haeon-lakecity/customer" onChange={(e) => set('link', e.target.value)} />
          </div>
          <div className="content-row">
            <div className="field">
              <label htmlFor="popup-start">게시 시작 (한국 시간)</label>
              <input id="popup-start" type="datetime-local" required value={draft.startsAt} onChange={(e) => set('startsAt', e.target.value)} />
            </div>
            <div className="field">
              <label htmlFor="popup-end">게시 종료 (한국 시간)</label>
              <input id="popup-end" type="datetime-local" required value={draft.endsAt} onChange={(e) => set('endsAt', e.target.value)} />
            </div>
          </div>
          <div className="content-row">
            <div className="field">
              <label htmlFor="popup-where">노출 위치</label>
              <select id="popup-where" value={draft.where} onChange={(e) => set('where', e.target.value as PopupWhere)}>
                <option value="home">{POPUP_WHERE_LABELS.home}</option>
                <option value="all">{POPUP_WHERE_LABELS.all}</option>
              </select>
            </div>
            <div className="field">
              <label htmlFor="popup-order">순서</label>
              <input id="popup-order" type="number" min={0} max={999} value={draft.order} onChange={(e) => set('order', e.target.value)} />
            </div>
          </div>
          <label className="content-check">
            <input type="checkbox" checked={draft.enabled} onChange={(e) => set('enabled', e.target.checked)} /> 사용 (끄면 기간 중에도 보이지 않습니다)
          </label>
          <div className="admin-bar">
            {draft.id && (
              <button type="button" className="btn btn-outline" onClick={() => setDraft(EMPTY)}>
                새로 쓰기
              </button>
            )}
            <button type="submit" className="btn btn-primary" disabled={!csrf}>
              {draft.id ? '수정 저장' : '팝업 등록'}
            </button>
          </div>
          {status && (
            <p className={`form-message ${status.ok ? 'is-success' : 'is-failure'}`} role={status.ok ? 'status' : 'alert'}>
              {status.text}
            </p>
          )}
        </form>
        <section className="content-preview" aria-label="미리보기">
          <h2 className="admin-card-title">미리보기</h2>
          {(['phone', 'desktop'] as const).map((kind) => (
            <figure key={kind} className={`preview-frame is-${kind}`}>
              <div className="preview-screen">
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
              </div>
              <figcaption>{kind === 'phone' ? '휴대폰 390px' : 'PC 1280px'}</figcaption>
            </figure>
          ))}
        </section>
      </div>
    </div>
  );
}
