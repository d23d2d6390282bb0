import { usePageData } from '../../page-data';
import type { AdminSlide, AdminSlidesData } from '../../../shared/content';
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
  subtitle: string;
  mediaId: string;
  mobileMediaId: string;
  link: string;
  startsAt: string;
  endsAt: string;
  order: string;
  enabled: boolean;
}
const EMPTY: Draft = { title: '', subtitle: '', mediaId: '', mobileMediaId: '', link: '', startsAt: '', endsAt: '', order: '0', enabled: true };
const draftOf = (s: AdminSlide): Draft => ({
  id: s.id,
  title: s.title,
  subtitle: s.subtitle ?? '',
  mediaId: s.mediaId,
  mobileMediaId: s.mobileMediaId ?? '',
  link: s.link ?? '',
  startsAt: toKstInput(s.startsAt),
  endsAt: toKstInput(s.endsAt),
  order: String(s.order),
  enabled: s.enabled,
});

/**
 * 메인 비주얼 관리: the home page's slides (first one = the page's main image), each with an optional
 * phone crop and schedule. With none showing, the site's own artwork stands.
 */
export function AdminSlides(props: PageProps) {
  const data = usePageData('admin-slides', props.match.canonicalPath);
  return <AdminGate {...props} data={data}>{() => <Desk data={data!} />}</AdminGate>;
}

function Desk({ data }: { data: AdminSlidesData }) {
  const { csrf, items, draft, setDraft, set, status, save, remove } = useScheduledDesk<AdminSlide, Draft>({
    endpoint: '/api/admin/content/slides',
    initial: data.items,
    empty: EMPTY,
    object: '슬라이드를',
    body: (draft) => ({
      title: draft.title,
      subtitle: draft.subtitle || null,
      mediaId: draft.mediaId,
      mobileMediaId: draft.mobileMediaId || null,
      link: draft.link || null,
      startsAt: fromKstInput(draft.startsAt) || null,
      endsAt: fromKstInput(draft.endsAt) || null,
      order: Number(draft.order) || 0,
      enabled: draft.enabled,
    }),
  });
  const library = useLibraryImages();

  const current = items.find((s) => s.id === draft.id);
  return (
    <div className="content-desk">
      <p>메인 페이지 첫 화면의 슬라이드입니다. 순서가 가장 작은 슬라이드가 먼저 보이며, 게시 중인 슬라이드가 없으면 기본 이미지가 보입니다. 시각은 한국 시간입니다.</p>
      <DeskList<AdminSlide>
        label="슬라이드 목록"
        rows={items}
        rowKey={(s) => s.id}
        empty="등록된 슬라이드가 없습니다. 기본 이미지가 보입니다."
        columns={scheduledColumns(
          [
            { header: '게시 기간', card: 'line', label: '게시 기간', cell: (s) => (s.startsAt || s.endsAt ? `${kstLabel(s.startsAt)} ~ ${kstLabel(s.endsAt)}` : '상시') },
            { header: '휴대폰 이미지', card: 'line', label: '휴대폰 이미지', cell: (s) => (s.mobileMediaId ? '별도 이미지' : 'PC 이미지 사용') },
          ],
          (s) => setDraft(draftOf(s)),
          remove,
        )}
      />

      <div className="content-edit">
        <CatalogueForm titleId="slide-form-title" heading={draft.id ? '슬라이드 수정' : '새 슬라이드'} editing={!!draft.id} addLabel="슬라이드 등록" csrf={csrf} status={status} onSubmit={save} onNew={() => setDraft(EMPTY)}>
          <Field id="slide-title" label="헤드라인">
            <input id="slide-title" value={draft.title} maxLength={80} required onChange={(e) => set('title', e.target.value)} />
          </Field>
          <Field id="slide-subtitle" label="보조 문구">
            <input id="slide-subtitle" value={draft.subtitle} maxLength={120} onChange={(e) => set('subtitle', e.target.value)} />
          </Field>
          <ImagePicker id="slide-media" label="PC 이미지 (미디어 라이브러리)" value={draft.mediaId} onChange={(v) => set('mediaId', v)} current={current?.mediaId === draft.mediaId ? current?.image : undefined} />
          <ImagePicker id="slide-mobile" label="휴대폰 이미지 (선택)" value={draft.mobileMediaId} onChange={(v) => set('mobileMediaId', v)} optional current={current?.mobileMediaId === draft.mobileMediaId ? current?.mobile : undefined} />
          <Field id="slide-link" label="링크 (사이트 경로 또는 https 주소)">
            <input id="slide-link" value={draft.link} placeholder="/SalesInfo/schedule" onChange={(e) => set('link', e.target.value)} />
          </Field>
          <div className="content-row">
            <Field id="slide-start" label="게시 시작 (비우면 바로)">
              <input id="slide-start" type="datetime-local" value={draft.startsAt} onChange={(e) => set('startsAt', e.target.value)} />
            </Field>
            <Field id="slide-end" label="게시 종료 (비우면 계속)">
              <input id="slide-end" type="datetime-local" value={draft.endsAt} onChange={(e) => set('endsAt', e.target.value)} />
            </Field>
          </div>
          <OrderField id="slide-order" value={draft.order} onChange={(v) => set('order', v)} />
          <OnOffField checked={draft.enabled} onChange={(v) => set('enabled', v)}>
            사용
          </OnOffField>
        </CatalogueForm>
        <CataloguePreview>
          {(kind) => (
            <div className="preview-slide">
              <PreviewImage images={library} id={kind === 'phone' ? draft.mobileMediaId || draft.mediaId : draft.mediaId} fallback={kind === 'phone' ? (current?.mobile ?? current?.image) : current?.image} />
              <div className="preview-caption">
                <strong>{draft.title || '헤드라인'}</strong>
                {draft.subtitle && <span>{draft.subtitle}</span>}
              </div>
            </div>
          )}
        </CataloguePreview>
      </div>
    </div>
  );
}
