import { SubPage } from '../components/SubPage';
import { OPTOUT_MESSAGES } from '../../shared/consent';
import { telHref } from '../../shared/site.config';

import { usePageData } from '../page-data';
import { useSite } from '../site-context';
import type { PageProps } from './types';

/**
 * The link at the end of every advertising text: the number it concerns (masked), one button, an
 * ordinary form post (works without JavaScript), and the free 080 number as the other way. Once
 * opted out, the page says so, with the date, instead of offering the button again.
 */
export function Optout({ match }: PageProps) {
  const site = useSite();
  const data = usePageData('optout', match.canonicalPath);
  const token = match.params.token ?? '';
  const state = data?.state ?? 'ready';
  return (
    <SubPage match={match}>
      <div className="optout-page">
        {data?.phone && (
          <dl className="optout-facts">
            <dt>{OPTOUT_MESSAGES.number}</dt>
            <dd className="optout-phone">{data.phone}</dd>
          </dl>
        )}
        {state === 'done' && (
          <p className="form-message is-success" role="status">
            ✓ {OPTOUT_MESSAGES.done}
            {data?.withdrawnOn && <span className="form-notice">{`${OPTOUT_MESSAGES.withdrawnOn}: ${data.withdrawnOn}`}</span>}
          </p>
        )}
        {state === 'already' && (
          <p className="form-message is-success" role="status">
            ✓ {OPTOUT_MESSAGES.already}
            {data?.withdrawnOn && <span className="form-notice">{`${OPTOUT_MESSAGES.withdrawnOn}: ${data.withdrawnOn}`}</span>}
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
