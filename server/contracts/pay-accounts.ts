/**
 * The accounts money arrives in (issue 67): each unit's 세대별 가상계좌 (the contract's account, named
 * with the site's `payee`), and the site's other accounts (`pricing.accounts`: the 신탁사's main
 * account, the options account …), each with what it is for. /my names each payment's own account;
 * a deposit into an account that pays options pays the options only (those its labels name, when it
 * has them), and one into a sale account the sale's instalments only.
 */
import type { Pricing, ReceivingAccount } from '../../shared/site.config';
import { payAccountOf, type PayAccount } from './pay-account-of';

export type { ReceivingAccount };
const digits = (s: string) => s.replace(/\D/g, '');
const named = (label: string, a: ReceivingAccount) => (a.labels ?? []).some((l) => label.startsWith(l));

/** The site's account whose number is these digits, if it is one. */
export function receivingAccount(number: string | null | undefined, pricing: Pricing): ReceivingAccount | undefined {
  const d = number ? digits(number) : '';
  return d ? (pricing.accounts ?? []).find((a) => digits(a.number) === d) : undefined;
}

/** The account an instalment is paid into: an account naming it, else its kind's account without labels, else the unit's 가상계좌. */
export function accountForPayment(inst: { kind?: string | null; label: string }, contractAccount: string | null | undefined, pricing: Pricing): PayAccount | null {
  const kind = inst.kind === 'option' ? 'option' : 'sale';
  const mine = (pricing.accounts ?? []).filter((a) => a.pays === kind);
  const account = mine.find((a) => named(inst.label, a)) ?? (kind === 'option' ? mine.find((a) => !a.labels?.length) : undefined);
  if (account) return { bank: account.bank, number: account.number, holder: account.holder, purpose: account.purpose };
  const own = payAccountOf(contractAccount, pricing.payee);
  return own && { ...own, purpose: '세대별 가상계좌' };
}

/** What a deposit into an account may pay: the sale's instalments, or options (those the account's labels name). */
export interface DepositScope {
  /** The site account's id, or 'unit' for a contract's 가상계좌. */
  into: string;
  pays: 'sale' | 'option';
  labels?: string[];
  /** An options account without labels: the options another account names are not its. */
  except?: string[];
}

/** The scope of a deposit into `number` (a line's account, or its statement's); undefined when the account is none the site knows. */
export function depositScope(number: string | null | undefined, pricing: Pricing, isUnitAccount = false): DepositScope | undefined {
  const a = receivingAccount(number, pricing);
  if (a?.pays === 'option') {
    const others = (pricing.accounts ?? []).filter((o) => o.pays === 'option' && o.id !== a.id).flatMap((o) => o.labels ?? []);
    return { into: a.id, pays: a.pays, ...(a.labels?.length ? { labels: a.labels } : others.length ? { except: others } : {}) };
  }
  if (a) return { into: a.id, pays: a.pays };
  return isUnitAccount ? { into: 'unit', pays: 'sale' } : undefined;
}

/** Whether an instalment is one a deposit of this scope may pay (no scope: any). */
export function scopeTakes(scope: { pays?: string | null; labels?: string[] | null; except?: string[] | null } | null | undefined, inst: { kind?: string | null; label: string }): boolean {
  if (!scope?.pays) return true;
  if ((inst.kind === 'option' ? 'option' : 'sale') !== scope.pays) return false;
  if (scope.except?.some((l) => inst.label.startsWith(l))) return false;
  return !scope.labels?.length || scope.labels.some((l) => inst.label.startsWith(l));
}
