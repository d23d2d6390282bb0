import { telHref } from '../../shared/site.config';
import { useSite } from '../site-context';
import { PopupTrigger } from './PopupTrigger';
import { PhoneIcon } from './Header';

/** Narrow screens only (hidden above 900 px by CSS): interest registration and a call button. */
export function FloatingBar() {
  const site = useSite();
  return (
    <div className="floating-bar" role="region" aria-label="빠른 상담">
      <PopupTrigger className="floating-btn floating-reserve">관심고객 등록</PopupTrigger>
      <a className="floating-btn floating-call" href={telHref(site.consultationPhone)}>
        <PhoneIcon />
        <span className="floating-label">전화상담</span>
      </a>
    </div>
  );
}
