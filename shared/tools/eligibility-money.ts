/** Money as 분양 sites write it, shared by the eligibility answer and its income tiers. */
import { groupDigits } from '../korean-format';

/** 5억 3,867만원, 300만원, 0원 (below 1만원 the won are kept: 1,234원; 753만 3,763원). */
export function formatManwon(won: number): string {
  if (won < 10_000) return `${groupDigits(won)}원`;
  const man = Math.floor(won / 10_000);
  const rest = won % 10_000;
  const eok = Math.floor(man / 10_000);
  const m = man % 10_000;
  const head = eok ? `${groupDigits(eok)}억${m ? ` ${groupDigits(m)}만` : ''}` : `${groupDigits(m)}만`;
  return rest ? `${head} ${groupDigits(rest)}원` : `${head}원`;
}
