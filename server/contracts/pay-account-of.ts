/**
 * The account a holder pays into, as /my shows it: the bank, the number and the 예금주. A contract
 * stores the number as the desk imported it (digits and hyphens); a bank or 예금주 written into it
 * ('신한은행 562-100-145501 (예금주: 해온자산신탁)') is kept, otherwise the site's 가상계좌 bank and
 * holder (site config `pricing.payee`) are named, so the holder never sees a bare number.
 */
import type { Pricing } from '../../shared/site.config';

export interface PayAccount {
  bank: string;
  number: string;
  holder: string;
  /** What the account is for ('세대별 가상계좌', '유상옵션 계좌 (시공사)'), where the site names it. */
  purpose?: string;
}

const NUMBER = /\d[\d-]{5,}\d/;
const HOLDER = /예금주\s*[:：]?\s*([^)\]]+)/;
const BANK = /([가-힣A-Za-z]+(?:은행|뱅크|금고|농협|수협|신협|우체국))/;

export function payAccountOf(account: string | null | undefined, payee: Pricing['payee']): PayAccount | null {
  const text = account?.trim();
  const number = text ? NUMBER.exec(text)?.[0] : undefined;
  if (!text || !number) return null;
  return {
    bank: BANK.exec(text)?.[1] ?? payee.bank,
    number,
    holder: HOLDER.exec(text)?.[1]?.trim() ?? payee.holder,
  };
}
