// The page module: the booking page as one island (its code, in reservation.tsx, is what hydrates; decision 0027).
import { island } from '../islands/Island';
import { ReservationPage } from './reservation';

/** The whole page content is one island: its form reads the page's server data (decision 0027). */
export const ReservationPageIsland = island('page-reservation', ReservationPage);
