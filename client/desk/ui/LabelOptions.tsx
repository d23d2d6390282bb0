/**
 * The <option>s of a desk select over a fixed list and its Korean labels (lead types, statuses), with
 * 전체 first when the select filters: written once so a filter holds only its own field.
 */
export function LabelOptions<K extends string>({ keys, labels, all }: { keys: readonly K[]; labels: Record<K, string>; all?: boolean }) {
  return (
    <>
      {all && <option value="">전체</option>}
      {keys.map((k) => (
        <option key={k} value={k}>
          {labels[k]}
        </option>
      ))}
    </>
  );
}
