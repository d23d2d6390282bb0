/**
 * Reads the winners' list as 한국부동산원 hands it over (CSV with the columns 이름, 연락처, 주택형,
 * 동, 호, 구분; UTF-8 with or without BOM). Good rows are stored (a row already there is updated,
 * never duplicated); every bad row is reported with its line number, the header being line 1.
 * A 당첨 row names its unit; a 예비 row usually does not (reserves get one at their own 동호 추첨,
 * later, on the desk), so its 동 and 호 may both be empty.
 */
import { parse } from 'csv-parse/sync';
import { normalisePhone } from '../core/phone';
import { WINNER_MESSAGES, type WinnerRank, type WinnerUploadResult } from '../../shared/winners';
import { HttpError } from '../http/errors';
import { Winner } from './model';
import { unitPartsRefusal } from '../../shared/unit-parts';

const COLUMNS = ['이름', '연락처', '주택형', '동', '호', '구분'] as const;
const RANKS: Record<string, WinnerRank> = { 당첨: 'winner', 당첨자: 'winner', 예비: 'reserve', 예비입주자: 'reserve' };
const MAX_ROWS = 5000;

export interface WinnerRow {
  line: number;
  name: string;
  phone: string;
  unitType: string;
  /** Absent for a reserve listed without a unit. */
  dong?: string;
  ho?: string;
  rank: WinnerRank;
}

/** Parses and checks every row; nothing is stored here. */
export function parseWinnerCsv(csv: string): { rows: WinnerRow[]; rejected: WinnerUploadResult['rejected'] } {
  const text = csv.replace(/^\uFEFF/, '');
  if (!text.trim()) throw new HttpError(400, WINNER_MESSAGES.emptyCsv);
  let records: string[][];
  try {
    records = parse(text, { relax_column_count: true, skip_empty_lines: false, trim: true, bom: true });
  } catch {
    throw new HttpError(400, '명단 파일을 읽을 수 없습니다. CSV(쉼표로 구분) 형식인지 확인해 주세요.');
  }
  const header = (records[0] ?? []).map((h) => h.replace(/\s/g, ''));
  const index = COLUMNS.map((c) => header.indexOf(c));
  if (index.some((i) => i < 0)) throw new HttpError(400, WINNER_MESSAGES.header);
  if (records.length - 1 > MAX_ROWS) throw new HttpError(400, WINNER_MESSAGES.tooLarge);

  const rows: WinnerRow[] = [];
  const rejected: WinnerUploadResult['rejected'] = [];
  const seen = new Set<string>();
  records.slice(1).forEach((record, i) => {
    const line = i + 2;
    if (record.every((cell) => !cell)) return;
    const [name, rawPhone, unitType, dong, ho, rawRank] = index.map((c) => (record[c] ?? '').trim());
    const reason = (() => {
      if (!name) return '이름이 비어 있습니다.';
      if (name.length > 50) return '이름이 너무 깁니다(50자 이내).';
      if (!normalisePhone(rawPhone!)) return `연락처(${rawPhone || '빈칸'})가 올바른 휴대폰 번호가 아닙니다.`;
      if (!unitType) return '주택형이 비어 있습니다.';
      if (!RANKS[rawRank!]) return `구분은 당첨 또는 예비여야 합니다(${rawRank || '빈칸'}).`;
      if (RANKS[rawRank!] === 'winner' && (!dong || !ho)) return '동·호가 비어 있습니다.';
      if (!dong !== !ho) return '동과 호를 함께 적거나, 예비는 둘 다 비워 주세요.';
      if (dong && ho) return unitPartsRefusal(dong, ho);
      return null;
    })();
    if (reason) return rejected.push({ line, reason });
    const phone = normalisePhone(rawPhone!)!;
    const rank = RANKS[rawRank!]!;
    // A reserve without a unit is one row per phone (the same person twice in one list is a slip).
    const key = dong ? `${phone}|${dong}|${ho}` : `${phone}|reserve`;
    if (seen.has(key)) return rejected.push({ line, reason: dong ? '같은 연락처·동·호가 위에 이미 있습니다.' : '같은 연락처의 예비 행(동·호 없음)이 위에 이미 있습니다.' });
    seen.add(key);
    const unit = dong ? { dong: dong.slice(0, 20), ho: ho!.slice(0, 20) } : {};
    rows.push({ line, name: name!, phone, unitType: unitType!.slice(0, 30), ...unit, rank });
  });
  return { rows, rejected };
}

/**
 * Stores the list: new rows are added, changed rows updated, identical rows left alone. Reserves
 * keep the order they have in the list (per 주택형), after any reserves already stored.
 */
export async function importWinners(csv: string, now: Date, retentionDays: number): Promise<WinnerUploadResult> {
  const { rows, rejected } = parseWinnerCsv(csv);
  let added = 0;
  let updated = 0;
  const expiresAt = new Date(now.getTime() + retentionDays * 86_400_000);
  const nextOrder = new Map<string, number>();
  for (const row of rows) {
    // A reserve listed without a unit is the same row after the desk gave it one (assignUnit).
    const existing = await Winner.findOne(
      row.dong ? { phone: row.phone, dong: row.dong, ho: row.ho } : { phone: row.phone, rank: 'reserve', unitType: row.unitType },
    ).lean();
    if (existing) {
      const same = existing.name === row.name && existing.unitType === row.unitType && existing.rank === row.rank;
      if (!same) {
        await Winner.updateOne({ _id: existing._id }, { $set: { name: row.name, unitType: row.unitType, rank: row.rank, updatedAt: now, expiresAt } });
        updated++;
      }
      continue;
    }
    let reserveOrder: number | undefined;
    if (row.rank === 'reserve') {
      if (!nextOrder.has(row.unitType)) {
        const last = await Winner.findOne({ rank: 'reserve', unitType: row.unitType }).sort({ reserveOrder: -1 }).lean();
        nextOrder.set(row.unitType, (last?.reserveOrder ?? 0) + 1);
      }
      reserveOrder = nextOrder.get(row.unitType)!;
      nextOrder.set(row.unitType, reserveOrder + 1);
    }
    try {
      await Winner.create({ ...row, reserveOrder, ineligible: false, createdAt: now, updatedAt: now, expiresAt });
      added++;
    } catch (err) {
      if ((err as { code?: number }).code !== 11000) throw err;
      // One row without a unit per phone (phone, 동, 호 is the key): the same person as a reserve of another 주택형.
      if (!row.dong && !(await Winner.exists({ phone: row.phone, rank: 'reserve', unitType: row.unitType }))) {
        rejected.push({ line: row.line, reason: '이 연락처는 다른 주택형의 예비 명단(동·호 없음)에 이미 있습니다.' });
      } // else the same row uploaded at the same moment
    }
  }
  return { added, updated, rejected };
}
