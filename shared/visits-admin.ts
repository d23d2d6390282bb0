/** The administrator's day view of visits (GET /api/admin/visits and /admin/visits). */
import type { ReservationStatus } from './visits';

export interface AdminReservation {
  code: string;
  name: string;
  phone: string;
  party: number;
  status: ReservationStatus;
  /** Booked with a verified phone (휴대폰 인증). */
  phoneVerified?: boolean;
}

export interface AdminSlot {
  id: string;
  start: string;
  end: string;
  capacity: number;
  booked: number;
  closed: boolean;
  reservations: AdminReservation[];
}
