/**
 * The last cell of an editor's row: 삭제, named after the row it takes out (the schedule, score
 * cut-offs and eligibility areas editors), so a screen reader says which row goes.
 */
export function RemoveRowCell({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <td>
      <button type="button" className="btn btn-danger" onClick={onRemove} aria-label={`${name} 삭제`}>
        삭제
      </button>
    </td>
  );
}
