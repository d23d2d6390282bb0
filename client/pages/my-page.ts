// The page module: the page's stylesheet with its island (whose own code carries none, decision 0027).
import './my.css';
import { island } from '../islands/Island';
import { MyPage } from './my/MyPage';

/** The whole page content is one island: it reads /api/my with the buyer's session. */
export const MyPageIsland = island('page-my', MyPage);
