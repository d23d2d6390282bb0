import { SubPage } from '../components/SubPage';
import { STOP_MESSAGES } from '../../shared/schedule-stop';
import { telHref } from '../../shared/site.config';
import { usePageData } from '../page-data';
import { useSite } from '../site-context';
import type { PageProps } from './types';

/** The link at the end of every reminder text: one button, an ordinary form post (works without JavaScript). */
export function ScheduleStop({ match }: PageProps) {
  const site = useSite();
  const data = usePageData('schedule-stop', match.canonicalPath);
  const token = match.params.token ?? '';
  const state = data?.state ?? 'ready';
  return (
    <SubPage match={match}>
      <div className="optout-page">
        {state === 'done' && (
          <p className="form-message is-success" role="status">
            ✓ {STOP_MESSAGES.done}
          </p>
        )}
        {state === 'invalid' && (
          <p className="form-message is-failure" role="alert">
            {STOP_MESSAGES.invalid}
          </p>
        )}
        {state === 'ready' && (
          <>
            <p>{STOP_MESSAGES.intro}</p>
            <form method="post" action={`/r/${encodeURIComponent(token)}`}>
              <button type="submit" className="btn btn-primary">
                {STOP_MESSAGES.button}
              </button>
            </form>
          </>
        )}
        <p className="optout-alt">
          전화 문의: <a href={telHref(site.consultationPhone)}>{site.consultationPhone}</a>
        </p>
      </div>
    </SubPage>
  );
}
