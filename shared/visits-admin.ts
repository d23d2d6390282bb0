/** The administrator's day view of visits (GET /api/admin/visits and /admin/visits). */
import type { ReservationStatus } from './visits';
import type { SlotKind } from './winners';

export interface AdminReservation {
  code: string;
  name: string;
  phone: string;
  party: number;
  status: ReservationStatus;
  /** 'web', or a staff booking: 'phone' / 'walk-in'. */
  channel: 'web' | 'phone' | 'walk-in';
  /** The account of a staff booking. */
  bookedBy?: string;
  /** The reservation's lead (the lead page links back here). */
  leadId?: string;
  /** Booked with a verified phone (휴대폰 인증). */
  phoneVerified?: boolean;
  /** Another counselor's customer (a counselor's view): phone masked, no lead link, only the day's marks. */
  othersCustomer?: true;
  /** A contract's booking: its unit, '101동 1203호'. */
  unit?: string;
  /** The week's slots this booking may move to (its own kind, 동 and line: server/visits/slot-fit.ts). */
  moveTo?: string[];
}

export interface AdminSlot {
  id: string;
  start: string;
  end: string;
  capacity: number;
  booked: number;
  closed: boolean;
  kind: SlotKind;
  /** The 동 or the elevator line the slot is for. */
  dong?: string;
  line?: string;
  reservations: AdminReservation[];
}

/** GET /api/admin/visits/week?from=: seven days of slots with their bookings counted. */
export interface WeekDay {
  date: string;
  slots: { id: string; start: string; end: string; capacity: number; booked: number; closed: boolean; kind?: SlotKind; dong?: string; line?: string }[];
}

