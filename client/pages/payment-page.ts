// The page module: the page's stylesheet with its island (whose own code carries none, decision 0027).
import './payment.css';
import { island } from '../islands/Island';
import { SalesPayment } from './payment';

/** The whole page content is one island: its form reads the page's server data (decision 0027). */
export const SalesPaymentIsland = island('page-payment', SalesPayment);
