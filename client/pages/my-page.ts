// The page module: the page's stylesheet with its island (whose own code carries none, decision 0027).
import './my.css';

export { MyPageIsland } from './my';
