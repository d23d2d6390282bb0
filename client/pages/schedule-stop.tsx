import { SubPage } from '../components/SubPage';
import { REMINDER_MESSAGES, type ScheduleStopData } from '../../shared/schedule';
import { telHref } from '../../shared/site.config';
import { useInitialData } from '../page-data';
import { useSite } from '../site-context';
import type { PageProps } from './types';

/** The link at the end of every reminder text: one button, an ordinary form post (works without JavaScript). */
export function ScheduleStop({ match }: PageProps) {
  const site = useSite();
  const data = useInitialData<ScheduleStopData>(match.canonicalPath);
  const token = match.params.token ?? '';
  const state = data?.state ?? 'ready';
  return (
    <SubPage match={match}>
      <div className="optout-page">
        {state === 'done' && (
          <p className="form-message is-success" role="status">
            ✓ {REMINDER_MESSAGES.stopDone}
          </p>
        )}
        {state === 'invalid' && (
          <p className="form-message is-failure" role="alert">
            {REMINDER_MESSAGES.stopInvalid}
          </p>
        )}
        {state === 'ready' && (
          <>
            <p>{REMINDER_MESSAGES.stopIntro}</p>
            <form method="post" action={`/r/${encodeURIComponent(token)}`}>
              <button type="submit" className="btn btn-primary">
                {REMINDER_MESSAGES.stopButton}
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
