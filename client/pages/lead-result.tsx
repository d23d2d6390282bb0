import { Link } from 'react-router-dom';
import { SubPage } from '../components/SubPage';
import { LEAD_MESSAGES } from '../../shared/leads';
import { useInitialData } from '../page-data';
import type { LeadResultData } from '../../shared/page-data';
import type { PageProps } from './types';

/** Where a form posted without JavaScript lands: the outcome, and a way back. */
export function LeadResult({ match }: PageProps) {
  const data = useInitialData<LeadResultData>(match.canonicalPath) ?? { status: 'invalid', fields: [], back: '/' };
  return (
    <SubPage match={match}>
      <div className="lead-result-page" role={data.status === 'ok' ? 'status' : 'alert'}>
        {data.status === 'ok' && <p className="form-message is-success">✓ {LEAD_MESSAGES.success}</p>}
        {data.status === 'limited' && <p className="form-message is-failure">✗ {LEAD_MESSAGES.rateLimited}</p>}
        {data.status === 'invalid' && (
          <>
            <p className="form-message is-failure">✗ {LEAD_MESSAGES.invalid}</p>
            <ul className="notes">
              {data.fields.map((f) => (
                <li key={f}>{LEAD_MESSAGES.fields[f]}</li>
              ))}
            </ul>
          </>
        )}
        <div className="center-actions">
          <Link to={data.back} className="btn btn-primary">
            {data.status === 'ok' ? '이전 페이지로 돌아가기' : '다시 입력하기'}
          </Link>
        </div>
      </div>
    </SubPage>
  );
}
