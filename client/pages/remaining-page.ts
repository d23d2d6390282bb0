// The page module: the page's stylesheets with its island (whose own code carries none, decision 0027).
import './remaining.css';
import '../components/UnitGrid.css';

export { RemainingUnits } from './remaining';
