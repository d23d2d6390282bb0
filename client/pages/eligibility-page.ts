// The page module: the page's stylesheet with its page (the questionnaire's island carries none, decision 0027).
import './eligibility.css';

export { SalesEligibility } from './eligibility';
