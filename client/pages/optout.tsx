import { SubPage } from '../components/SubPage';
import { OPTOUT_MESSAGES } from '../../shared/consent';
import { telHref } from '../../shared/site.config';
import type { OptoutData } from '../../shared/page-data';
import { useInitialData } from '../page-data';
import { useSite } from '../site-context';
import type { PageProps } from './types';

/**
 * The link at the end of every advertising text: one button, an ordinary form post (works without
 * JavaScript), and the free 080 number as the other way.
 */
export function Optout({ match }: PageProps) {
  const site = useSite();
  const data = useInitialData<OptoutData>(match.canonicalPath);
  const token = match.params.token ?? '';
  const state = data?.state ?? 'ready';
  return (
    <SubPage match={match}>
      <div className="optout-page">
        {state === 'done' && (
          <p className="form-message is-success" role="status">
            ✓ {OPTOUT_MESSAGES.done}
          </p>
        )}
        {state === 'invalid' && (
          <p className="form-message is-failure" role="alert">
            {OPTOUT_MESSAGES.invalid}
          </p>
        )}
        {state === 'ready' && (
          <>
            <p>{OPTOUT_MESSAGES.intro}</p>
            <form method="post" action={`/o/${encodeURIComponent(token)}`}>
              <button type="submit" className="btn btn-primary">
                {OPTOUT_MESSAGES.button}
              </button>
            </form>
          </>
        )}
        <p className="optout-alt">
          전화로도 무료로 수신거부하실 수 있습니다:{' '}
          <a href={telHref(site.optoutPhone)}>{`무료수신거부 ${site.optoutPhone}`}</a>
        </p>
      </div>
    </SubPage>
  );
}
