/**
 * Repeat registrations: leads whose normalised phones are equal belong to one person. They are
 * flagged (never rejected) through `phoneKey`, the digits of the normalised phone, stored on write.
 */
import { normalisePhone, phoneKey } from '../core/phone';
import { Lead } from './model';

/**
 * The key of a search query typed as a phone in any format, or null when it is not a phone. Only a
 * query of phone characters is one: the parser finds a number inside any text, so a name with
 * digits in it (홍길동7026267584) would otherwise be searched as 070-2626-7584 and not found.
 */
const PHONE_QUERY = /^[\d\s\-+().]+$/;
export function phoneKeyOfQuery(q: string): string | null {
  if (!PHONE_QUERY.test(q.trim())) return null;
  const n = normalisePhone(q);
  return n ? phoneKey(n) : null;
}

/** Every lead id per phone key, oldest first. */
export async function leadsByPerson(keys: string[]): Promise<Map<string, string[]>> {
  const unique = [...new Set(keys.filter(Boolean))];
  const out = new Map<string, string[]>();
  if (unique.length === 0) return out;
  const rows = await Lead.find({ phoneKey: { $in: unique }, spam: { $ne: true } }, { phoneKey: 1, createdAt: 1 })
    .sort({ createdAt: 1, _id: 1 })
    .lean<{ _id: unknown; phoneKey: string }[]>();
  for (const r of rows) {
    const list = out.get(r.phoneKey) ?? [];
    list.push(String(r._id));
    out.set(r.phoneKey, list);
  }
  return out;
}
