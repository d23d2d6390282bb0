/** The sale page's figures as it prints them: won with their digits grouped, counts, rates. */
import { groupDigits } from '../../../shared/korean-format';

export const won = (n: number) => `${groupDigits(n)}원`;
export const count = (n: number) => groupDigits(n);
export const pct = (r: number) => `${(r * 100).toFixed(1)}%`;
/** A change with its sign: '+3', '-1,000원'. */
export const change = (n: number, f: (n: number) => string) => `${n > 0 ? '+' : ''}${f(n)}`;
