import { LeadForm } from '../../components/LeadForm';
import { VisitBooking } from '../../components/VisitForm';

/** The home page's visit booking (an island): open slots when there are some, else the visit-request form. */
export function HomeVisit() {
  return <VisitBooking id="visit-home" fallback={<LeadForm type="visit-request" withMessage submitLabel="방문예약 등록" />} />;
}
