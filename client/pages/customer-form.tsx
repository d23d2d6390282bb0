import { LeadForm } from '../components/LeadForm';
import { VisitBooking } from '../components/VisitForm';
import { usePageData } from '../page-data';


/**
 * The customer page's form (an island): visit booking on /:site/customer when the operator has
 * opened slots (server data, else fetched), else the registration form.
 */
export function CustomerForm({ visit, site, path }: { visit: boolean; site?: string; path: string }) {
  const slots = usePageData('site-customer', path);
  // Reached from the cash plan's 「이 조건으로 상담 예약」: the type only, never the money.
  const message = slots?.type ? `${slots.type} 타입 상담을 희망합니다.` : undefined;
  // The message is optional (the consent notice says so): no required mark.
  const form = <LeadForm type={visit ? 'visit-request' : 'interest'} site={site} withMessage message={message} />;
  return visit ? <VisitBooking id="visit-customer" site={site} initialDays={slots?.days} fallback={form} message={message} /> : form;
}
