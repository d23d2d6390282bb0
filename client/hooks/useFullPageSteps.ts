import { useEffect } from 'react';
import { FULL_PAGE_QUERY, startFullPageSteps } from '../full-page-steps';

export { FULL_PAGE_QUERY, STEP_LOCK_MS, STEP_POSITIONS } from '../full-page-steps';

/** The home page's full-page stepping as a hook (client/full-page-steps.ts), removed on unmount. */
export function useFullPageSteps(query = FULL_PAGE_QUERY) {
  useEffect(() => startFullPageSteps(query), [query]);
}
