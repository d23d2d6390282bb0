import { WINNER_MESSAGES } from '../../shared/winners';
import { Link } from '../nav';
import { SubPage } from '../components/SubPage';
import { LEAD_MESSAGES } from '../../shared/leads';
import { VISIT_MESSAGES } from '../../shared/visits';
import { usePageData } from '../page-data';
import type { VisitFailure } from '../../shared/page-data';
import type { PageProps } from './types';

const FIELD_MESSAGES: Record<string, string> = { ...LEAD_MESSAGES.fields, ...VISIT_MESSAGES.fields };

function visitFailure(reason: VisitFailure, at?: string): string {
  if (reason === 'duplicate') return at ? VISIT_MESSAGES.duplicate(at) : VISIT_MESSAGES.duplicateSameDay;
  if (reason === 'invalid') return LEAD_MESSAGES.invalid;
  if (reason === 'limited') return LEAD_MESSAGES.rateLimited;
  if (reason === 'not-listed') return WINNER_MESSAGES.notListed;
  return VISIT_MESSAGES[reason];
}

/** Where a form posted without JavaScript lands: the outcome, and a way back. */
export function LeadResult({ match }: PageProps) {
  const data = usePageData('lead-result', match.canonicalPath) ?? { status: 'invalid', fields: [], back: '/' };
  return (
    <SubPage match={match}>
      <div className="lead-result-page" role={data.status === 'ok' || data.status === 'received' || data.status === 'booked' ? 'status' : 'alert'}>
        {data.status === 'ok' && (
          <p className="form-message is-success">
            ✓ {LEAD_MESSAGES.success}
            {data.landline && <span className="form-notice">{LEAD_MESSAGES.landline}</span>}
          </p>
        )}
        {data.status === 'received' && <p className="form-message is-success">✓ {VISIT_MESSAGES.received}</p>}
        {data.status === 'booked' && <p className="form-message is-success">✓ {VISIT_MESSAGES.alreadyBooked}</p>}
        {data.status === 'limited' && <p className="form-message is-failure">✗ {LEAD_MESSAGES.rateLimited}</p>}
        {data.status === 'visit' && <p className="form-message is-failure">✗ {visitFailure(data.reason ?? 'invalid', data.at)}</p>}
        {(data.status === 'invalid' || (data.status === 'visit' && data.fields.length > 0)) && (
          <>
            {data.status === 'invalid' && <p className="form-message is-failure">✗ {LEAD_MESSAGES.invalid}</p>}
            <ul className="notes">
              {data.fields.map((f) => (
                <li key={f}>{FIELD_MESSAGES[f]}</li>
              ))}
            </ul>
          </>
        )}
        <div className="center-actions">
          <Link to={data.back} className="btn btn-primary">
            {data.status === 'ok' || data.status === 'received' || data.status === 'booked' ? '이전 페이지로 돌아가기' : '다시 입력하기'}
          </Link>
        </div>
      </div>
    </SubPage>
  );
}
