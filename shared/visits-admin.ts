/** The administrator's day view of visits (GET /api/admin/visits and /admin/visits). */
import type { ReservationStatus } from './visits';
import type { SlotKind } from './winners';

export interface AdminReservation {
  code: string;
  name: string;
  phone: string;
  party: number;
  status: ReservationStatus;
}

export interface AdminSlot {
  id: string;
  start: string;
  end: string;
  capacity: number;
  booked: number;
  closed: boolean;
  kind: SlotKind;
  reservations: AdminReservation[];
}
