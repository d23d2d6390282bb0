/**
 * A 협력업체's name as it is kept and compared: a name pasted from a message or a spreadsheet often
 * carries invisible characters (zero-width spaces and joiners, a byte-order mark, a word joiner),
 * full-width letters or spaces, or doubled spaces, and would otherwise be a second company that no
 * search finds ("한빛\u200b타일" is 한빛타일). NFKC folds full-width forms (Ａ → A, U+3000 → a space).
 */
const INVISIBLE = /[\u200B-\u200D\uFEFF\u2060]/g;

export function companyName(raw: string): string {
  return raw.normalize('NFKC').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
}

/**
 * The account's name when it is a company's name, else null: an account made without one was named by
 * its e-mail's local part, which no report or text should show as a 협력업체.
 */
export function accountCompanyName(account: { name?: string | null; email: string }): string | null {
  const name = companyName(account.name ?? '');
  const email = account.email.toLowerCase();
  if (!name || name.toLowerCase() === email || name.toLowerCase() === email.split('@')[0]) return null;
  return name;
}
