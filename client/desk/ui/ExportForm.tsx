import { useEffect, useRef, useState } from 'react';
import { EXPORT_REASON_REQUIRED } from '../../../shared/access-log';

/**
 * A CSV download that says why, behind one "CSV 내려받기" button so it does not stand before the
 * list on a phone. The form is an ordinary GET form, so the reason goes to the server with the
 * filter and is kept in the access record with the row count. Escape closes it again.
 */
export function ExportForm({ action, params, id, example = '예: 주간 방문 예약 확인' }: { action: string; params: Record<string, string | undefined>; id: string; example?: string }) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const reason = useRef<HTMLInputElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (open) reason.current?.focus();
    else if (opened.current) toggle.current?.focus();
    opened.current = open;
  }, [open]);
  return (
    <div className="export">
      <button ref={toggle} type="button" className="admin-btn" aria-expanded={open} aria-controls={`${id}-form`} onClick={() => setOpen((o) => !o)}>
        CSV 내려받기
      </button>
      <form
        id={`${id}-form`}
        className="export-form"
        method="get"
        action={action}
        hidden={!open}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false);
        }}
      >
        {Object.entries(params)
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <input key={k} type="hidden" name={k} value={v} />
          ))}
        <label htmlFor={id}>내려받는 사유</label>
        <input ref={reason} id={id} name="reason" required minLength={2} maxLength={200} placeholder={example} title={EXPORT_REASON_REQUIRED} />
        <button className="admin-btn admin-btn-primary" type="submit">
          내려받기
        </button>
      </form>
    </div>
  );
}
