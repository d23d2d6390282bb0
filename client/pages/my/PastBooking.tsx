/**
 * A booking whose day has passed, as /my shows it (issue 66): what happened (방문 완료 when the desk
 * marked the visit, 지난 예약 otherwise) and no 변경 or 취소, which could no longer be done.
 */
import { visitWhen } from '../../../shared/visits';

export const pastWords = (status: string) => (status === 'visited' ? '방문 완료' : '지난 예약');

export function PastBooking({ label, b }: { label: string; b: { code: string; date: string; start: string; status: string } }) {
  return (
    <div className="my-booked is-past">
      <p>
        {label}: {visitWhen(b.date, b.start)} (예약번호 {b.code}) · <strong>{pastWords(b.status)}</strong>
      </p>
    </div>
  );
}
