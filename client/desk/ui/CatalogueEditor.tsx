import type { FormEvent, ReactNode } from 'react';
import { FormStatus, type SaveStatus } from './FormStatus';

/**
 * The catalogue desks' editor (popups, slides, paid options): one card that adds an item or changes
 * the one picked from the list above it, its fields given by the page, then 새로 쓰기 / save and how
 * the save went. Written once so each catalogue page holds only its own fields and words.
 */
export function CatalogueForm(p: {
  /** The form's heading id ('popup-form-title'). */
  titleId: string;
  heading: string;
  /** An item from the list is being changed (새로 쓰기 shows; the button says 수정 저장). */
  editing: boolean;
  /** The button's words for a new item ('팝업 등록'). */
  addLabel: string;
  csrf: string;
  status: SaveStatus;
  onSubmit: (e: FormEvent) => void;
  onNew: () => void;
  children: ReactNode;
}) {
  return (
    <form className="admin-card content-form" onSubmit={p.onSubmit} aria-labelledby={p.titleId}>
      <h2 id={p.titleId} className="admin-card-title">
        {p.heading}
      </h2>
      {p.children}
      <div className="admin-bar">
        {p.editing && (
          <button type="button" className="btn btn-outline" onClick={p.onNew}>
            새로 쓰기
          </button>
        )}
        <button type="submit" className="btn btn-primary" disabled={!p.csrf}>
          {p.editing ? '수정 저장' : p.addLabel}
        </button>
      </div>
      <FormStatus status={p.status} />
    </form>
  );
}

/** A labelled field of a catalogue form: the label names the control the page puts inside by its id. */
export function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/** 순서: smaller shows first (0 to 999). */
export function OrderField({ id, value, onChange }: { id: string; value: string; onChange: (v: string) => void }) {
  return (
    <Field id={id} label="순서">
      <input id={id} type="number" min={0} max={999} value={value} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}

/** The on/off box under a catalogue form (사용, 판매 중), with the page's words after it. */
export function OnOffField({ checked, onChange, children }: { checked: boolean; onChange: (v: boolean) => void; children: ReactNode }) {
  return (
    <label className="content-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} /> {children}
    </label>
  );
}

/** The draft as a visitor would see it, on a phone (390 px) and a PC (1280 px). */
export function CataloguePreview({ children }: { children: (kind: 'phone' | 'desktop') => ReactNode }) {
  return (
    <section className="content-preview" aria-label="미리보기">
      <h2 className="admin-card-title">미리보기</h2>
      {(['phone', 'desktop'] as const).map((kind) => (
        <figure key={kind} className={`preview-frame is-${kind}`}>
          <div className="preview-screen">{children(kind)}</div>
          <figcaption>{kind === 'phone' ? '휴대폰 390px' : 'PC 1280px'}</figcaption>
        </figure>
      ))}
    </section>
  );
}
