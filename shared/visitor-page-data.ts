/** What the server loads for a visitor's dynamic page (press, bookings, results, the opt-out, 잔여세대). */
import type { LeadField } from './leads';
import type { Role } from './permissions';
import type { PressArticle, PressPage } from './press';
import type { ReservationView, SlotDay } from './visits';
import type { MyFirstScreen } from './my-page';

/** Data the server loads for dynamic pages and hands to the React tree (see server/loaders.ts). */

export interface PressListData {
  page: PressPage;
  /** The signed-in desk account's email, and its role: staff tools show only to roles with `press`. */
  admin: string | null;
  role: Role | null;
  loginFailed: boolean;
}

export interface PressDetailData {
  article: PressArticle;
  /** Someone who may edit press is signed in: the page's edit controls hydrate without waiting for a touch. */
  admin?: boolean;
}

export interface LeadResultData {
  /**
   * 'visit': a booking without JavaScript that did not go through (see `reason`); 'received': one taken in,
   * confirmed later by text; 'booked': one already booked (its link went by text).
   */
  status: 'ok' | 'invalid' | 'limited' | 'visit' | 'received' | 'booked';
  fields: (LeadField | 'slotId' | 'party')[];
  back: string;
  reason?: VisitFailure;
  /** The time of the visitor's existing reservation ('duplicate'). */
  at?: string;
  /** Registered with a landline: no text will come. */
  landline?: boolean;
}

export type VisitFailure = 'full' | 'closed' | 'past' | 'busy' | 'duplicate' | 'invalid' | 'limited' | 'not-listed';

/** The visit booking page: the open slots (empty: the plain visit request form). */

export interface VisitSlotsData {
  days: SlotDay[];
  /** A type named by the address (?type=84A, the cash plan's link): the inquiry is filled in with it. */
  type?: string;
}

/**
 * /my: whether the request carries a buyer's sign-in cookie. Without one the sign-in form is ready
 * in the HTML and the page asks nothing of /api/my. With a live session the HTML holds the first
 * screen (`first`: the contracts and the first one's 납부); with a cookie whose session could not be
 * read, the page loads the contracts itself (a session that has ended answers 401 there, and the form shows).
 */
export interface MyPageData {
  signedIn: boolean;
  first?: MyFirstScreen;
}

/** /winner: the open 서류접수 and 계약 slots. */
export interface WinnerPageData {
  documents: SlotDay[];
  contract: SlotDay[];
  /** What to bring to each (the site config's `winnerDocuments`). */
  bring: { documents: string[]; contract: string[] };
}

export interface RemainingPageData {
  /** The desk has made the page visible (before that it says the list is not out yet). */
  visible: boolean;
  opensAt: string | null;
  units: import('./units').PublicUnit[];
}

export interface ReservationPageData {
  reservation: ReservationView | null;
  /** Just booked (to a landline: no texts), cancelled or moved, or why a cancel or move failed. */
  notice?: 'booked' | 'bookedNoText' | 'cancelled' | 'past' | 'already' | 'moved' | 'move-failed';
  /** Open slots the visitor may move the booking to. */
  slots?: SlotDay[];
}

/** The opt-out page: ready to confirm, just done, done before, or an unknown link. */
export interface OptoutData {
  state: 'ready' | 'done' | 'already' | 'invalid';
  token: string;
  /** The number, masked ('010-****-5678'): never the whole number in the page. */
  phone?: string;
  /** Korea-time day of the opt-out ('2026년 11월 23일'), once opted out. */
  withdrawnOn?: string;
}
