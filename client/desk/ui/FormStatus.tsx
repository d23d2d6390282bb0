/** How the last save went, under a desk form: read out politely when it worked, at once when it did not. */
export type SaveStatus = { ok: boolean; text: string } | null;

export function FormStatus({ status }: { status: SaveStatus }) {
  if (!status) return null;
  return (
    <p className={`form-message ${status.ok ? 'is-success' : 'is-failure'}`} role={status.ok ? 'status' : 'alert'}>
      {status.text}
    </p>
  );
}
