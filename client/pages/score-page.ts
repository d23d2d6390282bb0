// The page module: the page's stylesheet with its island (whose own code carries none, decision 0027).
import './score.css';

export { SalesScore } from './score';
