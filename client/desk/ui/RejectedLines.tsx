/** The lines an upload left out (winners' list, unit list), each with its Korean reason; the header is line 1. */
export function RejectedLines({ rows }: { rows: { line: number; reason: string }[] }) {
  return (
    <ul>
      {rows.map((r) => (
        <li key={r.line}>
          {r.line}번째 줄: {r.reason}
        </li>
      ))}
    </ul>
  );
}
