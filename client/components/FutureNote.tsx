import { futureClaims, type FutureClaimId } from '../../shared/site.config';

/**
 * The note beside a claim the text calls 예정: where the plan stands and who says so
 * (shared/site.config.ts `futureClaims`). Plain server-rendered text.
 */
export function FutureNote({ id }: { id: FutureClaimId }) {
  const c = futureClaims[id];
  return (
    <small className="future-note" data-claim-note={id}>
      ※ {c.subject}: {c.status} (출처: {c.source})
    </small>
  );
}
