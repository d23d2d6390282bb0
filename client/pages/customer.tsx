import { Img } from '../components/Img';
import { island } from '../islands/Island';
import { CustomerForm } from './customer-form';
import { SubPage } from '../components/SubPage';
import { telHref } from '../../shared/site.config';
import { useSite } from '../site-context';
import { usePageData } from '../page-data';
import type { PageProps } from './types';

/** Visit reservation (/:site/customer) and interest registration (/Promotion/Customer). */
const CustomerFormIsland = island('customer-form', CustomerForm);

export function CustomerPage({ match }: PageProps) {
  const site = useSite();
  // One action, one name: this page is headed by what its menu entry and title call it.
  const isVisit = match.route.page === 'site-customer';
  // With open slots the page shows the booking form (its date buttons and times in the HTML), live on
  // the first touch; a booking sent while the signal is gone is kept by the page's service worker
  // (kept-bookings.ts). Without slots it shows the registration form, live on the first touch as
  // on /Promotion/Customer (kept on the device if the signal drops then: kept-leads.ts).
  const slots = usePageData('site-customer', match.canonicalPath);
  const booking = isVisit && (slots?.days?.length ?? 0) > 0;
  return (
    <SubPage match={match}>
      <div className="customer-layout" {...(booking ? { 'data-kept-bookings': '' } : {})}>
        <div className="customer-info">
          <p className="eyebrow">{site.projectNameEn}</p>
          <h3 className="customer-heading">
            {site.projectName} {isVisit ? '견본주택 방문예약' : '관심고객 등록'}
          </h3>
          <Img name="customer" alt="분양 상담 안내 이미지" priority />
          <p>
            궁금하신 점을 남겨 주시면 전문 상담사가 빠르게 답변드립니다. 관심고객으로 등록하시면 분양 일정과 견본주택
            오픈 소식을 가장 먼저 받아 보실 수 있습니다.
          </p>
          <p className="customer-phone">
            <a href={telHref(site.consultationPhone)}>{site.consultationPhone}</a>
            <span>{site.consultationHours}</span>
          </p>
        </div>
        <CustomerFormIsland visit={isVisit} path={match.canonicalPath} {...(match.params.site ? { site: match.params.site } : {})} />
      </div>
    </SubPage>
  );
}
