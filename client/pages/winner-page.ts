// The page module: the page's stylesheet with its island (whose own code carries none, decision 0027).
import './winner.css';
import { island } from '../islands/Island';
import { WinnerPage } from './winner';

/** The whole page content is one island: its form reads the page's server data (decision 0027). */
export const WinnerPageIsland = island('page-winner', WinnerPage);
