/**
 * The 시행사's contract ledger as CSV (동, 호, 계약자, 연락처, 계약일, 분양가, 가상계좌; text already
 * decoded from UTF-8 or EUC-KR). 동/호 is the key: a re-import updates the unit's contract, never
 * adds a second; more rows of one 동/호 are more holders (공동명의), in the file's order. Every row
 * left out is named with its line (the header is line 1) and a Korean reason; nothing of a unit
 * with a bad row is half-written (its other rows are stored as the unit's holders). A new price for
 * a contract already paid into is refused with its rows (the desk's 분양가 변경 allots the payments).
 */
import { parse } from 'csv-parse/sync';
import { CONTRACT_IMPORT_COLUMNS, CONTRACT_MESSAGES, type ContractImportResult } from '../../shared/contract-ledger';
import type { Pricing } from '../../shared/site.config';
import { isDay, kstDay } from '../core/time';
import { LIFE_MESSAGES } from '../../shared/contract-life';
import { normalisePhone } from '../core/phone';
import { HttpError } from '../http/errors';
import { Unit } from '../units/model';
import { liveContractOf } from './live';
import { writeContract } from './write';
import { unitPartsRefusal } from '../../shared/unit-parts';
import { groupDigits } from '../../shared/korean-format';

const MAX_ROWS = 5000;

interface Row {
  line: number;
  dong: string;
  ho: string;
  name: string;
  phone: string;
  contractDate?: string;
  price?: number;
  account?: string;
}

/** '101', '101동' and ' 101 ' are the same 동 (and 호 likewise). */
const unitPart = (v: string, suffix: '동' | '호') => v.trim().replace(suffix === '동' ? /\s*동$/ : /\s*호$/, '').trim();

/** '2027-01-05', '2027.1.5', '2027/01/05' → '2027-01-05'; null when it is not a day. */
function day(raw: string): string | null {
  const m = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})\.?$/.exec(raw.trim());
  if (!m) return null;
  const d = `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
  return isDay(d) ? d : null;
}

/** '538,670,000', '538670000원' → 538670000; null when it is not a whole number of won. */
function won(raw: string): number | null {
  const v = raw.replace(/[,\s원₩]/g, '');
  if (!/^\d{1,13}$/.test(v)) return null;
  const n = Number(v);
  return n > 0 ? n : null;
}

function parseRows(csv: string): { rows: Row[]; rejected: ContractImportResult['rejected'] } {
  const text = csv.replace(/^\uFEFF/, '');
  if (!text.trim()) throw new HttpError(400, CONTRACT_MESSAGES.emptyCsv);
  let records: string[][];
  try {
    records = parse(text, { relax_column_count: true, skip_empty_lines: false, trim: true, bom: true });
  } catch {
    throw new HttpError(400, CONTRACT_MESSAGES.unreadable);
  }
  const header = (records[0] ?? []).map((h) => h.replace(/[\s\uFEFF]/g, ''));
  const index = CONTRACT_IMPORT_COLUMNS.map((c) => header.indexOf(c));
  if (index.some((i) => i < 0)) throw new HttpError(400, CONTRACT_MESSAGES.header);
  if (records.length - 1 > MAX_ROWS) throw new HttpError(400, CONTRACT_MESSAGES.tooLarge);

  const rows: Row[] = [];
  const rejected: ContractImportResult['rejected'] = [];
  records.slice(1).forEach((record, i) => {
    const line = i + 2;
    if (record.every((cell) => !cell)) return;
    const [rawDong, rawHo, name, rawPhone, rawDate, rawPrice, rawAccount] = index.map((c) => (record[c] ?? '').trim());
    const dong = unitPart(rawDong!, '동');
    const ho = unitPart(rawHo!, '호');
    const phone = normalisePhone(rawPhone!);
    const reason = (() => {
      if (!dong || !ho) return '동·호가 비어 있습니다.';
      if (dong.length > 20 || ho.length > 20) return '동·호는 20자 이내로 적어 주세요.';
      const joined = unitPartsRefusal(dong, ho);
      if (joined) return joined;
      if (!name) return '계약자 이름이 비어 있습니다.';
      if (name.length > 50) return '계약자 이름이 너무 깁니다(50자 이내).';
      if (!phone) return `연락처(${rawPhone || '빈칸'})가 올바른 전화번호가 아닙니다.`;
      if (rawDate && !day(rawDate)) return `계약일(${rawDate})을 2027-01-05 형식의 날짜로 적어 주세요.`;
      if (rawPrice && won(rawPrice) === null) return `분양가(${rawPrice})를 원 단위 숫자로 적어 주세요.`;
      if (rawAccount && !/^[\d\s-]{6,40}$/.test(rawAccount)) return `가상계좌(${rawAccount})는 숫자와 하이픈(-)으로 적어 주세요.`;
      return null;
    })();
    if (reason) return void rejected.push({ line, reason });
    rows.push({
      line,
      dong,
      ho,
      name: name!,
      phone: phone!,
      ...(rawDate ? { contractDate: day(rawDate)! } : {}),
      ...(rawPrice ? { price: won(rawPrice)! } : {}),
      ...(rawAccount ? { account: rawAccount.replace(/\s+/g, '') } : {}),
    });
  });
  return { rows, rejected };
}

interface UnitGroup {
  dong: string;
  ho: string;
  rows: Row[];
  contractDate?: string;
  price?: number;
  account?: string;
}

/** Rows of one 동/호 become one contract; a later row that contradicts the first is left out. */
function groupRows(rows: Row[], rejected: ContractImportResult['rejected']): UnitGroup[] {
  const groups = new Map<string, UnitGroup>();
  for (const row of rows) {
    const key = `${row.dong}-${row.ho}`;
    const g = groups.get(key) ?? { dong: row.dong, ho: row.ho, rows: [] };
    groups.set(key, g);
    const reason = (() => {
      if (g.rows.some((r) => r.phone === row.phone)) return `같은 동·호(${row.dong}동 ${row.ho}호)에 같은 연락처의 계약자가 위에 이미 있습니다.`;
      if (row.price !== undefined && g.price !== undefined && row.price !== g.price) return `같은 동·호의 위 줄과 분양가가 다릅니다(${groupDigits(g.price)}원).`;
      if (row.contractDate && g.contractDate && row.contractDate !== g.contractDate) return `같은 동·호의 위 줄과 계약일이 다릅니다(${g.contractDate}).`;
      if (row.account && g.account && row.account !== g.account) return '같은 동·호의 위 줄과 가상계좌가 다릅니다.';
      return null;
    })();
    if (reason) {
      rejected.push({ line: row.line, reason });
      continue;
    }
    g.rows.push(row);
    g.price ??= row.price;
    g.contractDate ??= row.contractDate;
    g.account ??= row.account;
  }
  return [...groups.values()].filter((g) => g.rows.length > 0);
}

/** A 계약일 the sale can have: not before the 입주자모집공고일 (when the desk entered it), not after today. */
function dayRefusal(day: string | undefined, today: string, noticeDay: string | null | undefined): string | null {
  if (!day) return null;
  if (noticeDay && day < noticeDay) return LIFE_MESSAGES.contractDateBeforeNotice(noticeDay);
  return day > today ? LIFE_MESSAGES.contractDateFuture : null;
}

export async function importContracts(csv: string, ctx: { pricing: Pricing; by: string; now: Date; noticeDay?: string | null }): Promise<ContractImportResult> {
  const parsed = parseRows(csv);
  const today = kstDay(ctx.now);
  const rejected = parsed.rejected;
  const rows = parsed.rows.filter((r) => {
    const reason = dayRefusal(r.contractDate, today, ctx.noticeDay);
    if (reason) rejected.push({ line: r.line, reason });
    return !reason;
  });
  const groups = groupRows(rows, rejected);
  // The unit board, when it is loaded, is the list of 동/호 there are: a 동/호 not on it is a typing slip.
  const boardLoaded = (await Unit.estimatedDocumentCount()) > 0;
  const units = boardLoaded ? await Unit.find({ $or: groups.map((g) => ({ dong: g.dong, ho: g.ho })) }, { dong: 1, ho: 1, unitType: 1 }).lean() : [];
  const typeOf = new Map(units.map((u) => [`${u.dong}-${u.ho}`, u.unitType]));
  const existingPrice = new Map<string, number>();
  let added = 0;
  let updated = 0;
  for (const g of groups) {
    const key = `${g.dong}-${g.ho}`;
    const reject = (reason: string) => g.rows.forEach((r) => rejected.push({ line: r.line, reason }));
    if (boardLoaded && !typeOf.has(key)) {
      reject(`세대 목록에 없는 동·호입니다(${g.dong}동 ${g.ho}호).`);
      continue;
    }
    let price = g.price;
    if (price === undefined) {
      if (!existingPrice.has(key)) {
        const c = await liveContractOf<{ price: number }>(key, { price: 1 });
        if (c) existingPrice.set(key, c.price);
      }
      price = existingPrice.get(key);
      if (price === undefined) {
        reject(`분양가가 비어 있습니다(${g.dong}동 ${g.ho}호의 어느 줄에도 없습니다).`);
        continue;
      }
    }
    const { outcome, reason } = await writeContract(
      { dong: g.dong, ho: g.ho, holders: g.rows.map((r) => ({ name: r.name, phone: r.phone })), contractDate: g.contractDate ?? null, price, account: g.account ?? null, unitType: typeOf.get(key) ?? null },
      { ...ctx, what: '계약 원장 가져오기' },
    );
    if (outcome === 'refused') reject(reason!);
    else if (outcome === 'added') added++;
    else if (outcome === 'updated') updated++;
  }
  rejected.sort((a, b) => a.line - b.line);
  return { added, updated, rejected };
}
