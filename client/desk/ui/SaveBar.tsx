import { useState, type ReactNode } from 'react';
import type { ApiError } from '../../api';
import { FormStatus, type SaveStatus } from './FormStatus';

/**
 * A desk editor's save: busy while the request runs, then what the server said (the page's own words
 * when it worked, the server's Korean message when it did not). `run` takes the work and returns the
 * success text, so a page writes only its request and its words (`setStatus` for what it says itself,
 * such as a load that failed).
 */
export function useSaveStatus() {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<SaveStatus>(null);
  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    setStatus(null);
    try {
      setStatus({ ok: true, text: await work() });
    } catch (err) {
      setStatus({ ok: false, text: (err as ApiError).message });
    } finally {
      setBusy(false);
    }
  };
  return { busy, status, setStatus, run };
}

/** The bar under an editor that saves the whole of it at once: the page's own buttons, 저장, then how the save went. */
export function SaveBar({ onSave, disabled, status, children }: { onSave: () => void; disabled: boolean; status: SaveStatus; children?: ReactNode }) {
  return (
    <>
      <div className="admin-bar">
        {children}
        <button type="button" className="btn btn-primary" onClick={onSave} disabled={disabled}>
          저장
        </button>
      </div>
      <FormStatus status={status} />
    </>
  );
}
