import type { PageMatch } from '../../shared/routes';

export interface PageProps {
  match: PageMatch;
}
