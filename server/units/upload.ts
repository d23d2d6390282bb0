/**
 * Reads the unit list (CSV with the columns 동, 호, 주택형, optionally 층 and 라인; UTF-8 with or
 * without BOM). A unit is its 동·호: a row already stored is updated when its 주택형, 층 or 라인
 * changed and left alone otherwise, so uploading the same file again adds nothing. Every bad row
 * is reported with its line number, the header being line 1. Its state is never set by a file.
 */
import { parse } from 'csv-parse/sync';
import { Types } from 'mongoose';
import { UNIT_MESSAGES, type UnitState, type UnitUploadResult } from '../../shared/units';
import { HttpError } from '../http/errors';
import { Unit } from './model';
import { listingChanged } from './listing-changes';
import { unitPartsRefusal } from '../../shared/unit-parts';

const REQUIRED = ['동', '호', '주택형'] as const;
const OPTIONAL = ['층', '라인'] as const;
const MAX_ROWS = 5000;

export interface UnitRow {
  line: number;
  dong: string;
  ho: string;
  unitType: string;
  floor: number | null;
  line_: string | null;
}

/** '101', '101동' and ' 101 ' are the same 동 (the board adds 동 and 호 itself). */
const bare = (v: string, suffix: '동' | '호' | '층' | '라인') => v.trim().replace(new RegExp(`\\s*${suffix}$`), '').trim();

/** The floor a 호 implies (1203호 → 12층, 302 → 3층) when the file gives none. */
export const floorOfHo = (ho: string): number | null => (/^\d{3,4}$/.test(ho) ? Math.floor(Number(ho) / 100) : null);
/** The line a 호 implies (1203호 → 3호 라인, 1212 → 12). */
export const lineOfHo = (ho: string): string | null => (/^\d{3,4}$/.test(ho) ? String(Number(ho) % 100) : null);

export function parseUnitCsv(csv: string): { rows: UnitRow[]; rejected: UnitUploadResult['rejected'] } {
  const text = csv.replace(/^\uFEFF/, '');
  if (!text.trim()) throw new HttpError(400, UNIT_MESSAGES.emptyCsv);
  let records: string[][];
  try {
    records = parse(text, { relax_column_count: true, skip_empty_lines: false, trim: true, bom: true });
  } catch {
    throw new HttpError(400, UNIT_MESSAGES.unreadable);
  }
  const header = (records[0] ?? []).map((h) => h.replace(/\s/g, ''));
  const index = REQUIRED.map((c) => header.indexOf(c));
  if (index.some((i) => i < 0)) throw new HttpError(400, UNIT_MESSAGES.header);
  const [floorAt, lineAt] = OPTIONAL.map((c) => header.indexOf(c));
  if (records.length - 1 > MAX_ROWS) throw new HttpError(400, UNIT_MESSAGES.tooLarge);

  const rows: UnitRow[] = [];
  const rejected: UnitUploadResult['rejected'] = [];
  const seen = new Set<string>();
  records.slice(1).forEach((record, i) => {
    const line = i + 2;
    if (record.every((cell) => !cell)) return;
    const [dong, ho, unitType] = index.map((c, k) => bare(record[c] ?? '', k === 0 ? '동' : k === 1 ? '호' : '층')) as [string, string, string];
    const rawFloor = floorAt! >= 0 ? bare(record[floorAt!] ?? '', '층') : '';
    const rawLine = lineAt! >= 0 ? bare(record[lineAt!] ?? '', '라인') : '';
    const reason = (() => {
      if (!dong) return '동이 비어 있습니다.';
      if (!ho) return '호가 비어 있습니다.';
      if (!unitType) return '주택형이 비어 있습니다.';
      if (dong.length > 20) return '동은 20자 이내로 입력해 주세요.';
      if (ho.length > 20) return '호는 20자 이내로 입력해 주세요.';
      const joined = unitPartsRefusal(dong, ho);
      if (joined) return joined;
      if (unitType.length > 30) return '주택형은 30자 이내로 입력해 주세요.';
      if (rawFloor && !/^-?\d{1,3}$/.test(rawFloor)) return `층(${rawFloor})은 숫자로 입력해 주세요.`;
      if (rawLine.length > 10) return '라인은 10자 이내로 입력해 주세요.';
      return null;
    })();
    if (reason) return rejected.push({ line, reason });
    const key = `${dong}|${ho}`;
    if (seen.has(key)) return rejected.push({ line, reason: `${dong}동 ${ho}호가 위에 이미 있습니다.` });
    seen.add(key);
    rows.push({ line, dong, ho, unitType, floor: rawFloor ? Number(rawFloor) : floorOfHo(ho), line_: rawLine || lineOfHo(ho) });
  });
  return { rows, rejected };
}

type Facts = { unitType: string; floor: number | null; line: string | null };

/** What a row changes on a stored unit ('주택형 84A → 84B, 라인 1 → 3'), or '' when nothing. */
function changedFacts(before: { unitType: string; floor?: number | null; line?: string | null }, after: Facts): string {
  const shown = (v: unknown) => (v === null || v === undefined || v === '' ? '없음' : String(v));
  return (
    [
      ['주택형', before.unitType, after.unitType],
      ['층', before.floor ?? null, after.floor],
      ['라인', before.line ?? null, after.line],
    ] as const
  )
    .filter(([, a, b]) => a !== b)
    .map(([label, a, b]) => `${label} ${shown(a)} → ${shown(b)}`)
    .join(', ');
}

/**
 * The new facts and their history entry in one write, conditional on the state read (the entry's
 * from and to are that state, so the history still ends in the unit's state); a state changed
 * meanwhile is read again.
 */
async function recordFacts(id: Types.ObjectId, state: UnitState, facts: Facts, entry: { by: string; at: Date; reason: string }): Promise<void> {
  for (let attempt = 0, current = state; attempt < 5; attempt++) {
    const res = await Unit.updateOne({ _id: id, state: current }, { $set: { ...facts, updatedAt: entry.at }, $addToSet: { history: { id: new Types.ObjectId(), from: current, to: current, ...entry } } });
    if (res.matchedCount === 1) return;
    const now = await Unit.findById(id, { state: 1 }).lean();
    if (!now) return;
    current = now.state;
  }
  throw new Error('unit kept changing while its facts were updated');
}

/** Stores the list: new units are added (공급 전), changed ones updated, identical ones left alone. */
export async function importUnits(csv: string, now: Date, by: string): Promise<UnitUploadResult> {
  const { rows, rejected } = parseUnitCsv(csv);
  let added = 0;
  let updated = 0;
  const existing = new Map((await Unit.find({}, { dong: 1, ho: 1, unitType: 1, floor: 1, line: 1, state: 1 }).lean()).map((u) => [`${u.dong}|${u.ho}`, u]));
  for (const row of rows) {
    const facts = { unitType: row.unitType, floor: row.floor, line: row.line_ };
    const before = existing.get(`${row.dong}|${row.ho}`);
    if (before) {
      const what = changedFacts(before, facts);
      if (!what) continue;
      await recordFacts(before._id, before.state, facts, { by, at: now, reason: `세대 정보 변경(목록 업로드): ${what}` });
      updated++;
      continue;
    }
    try {
      await Unit.create({
        dong: row.dong,
        ho: row.ho,
        ...facts,
        state: 'unreleased',
        history: [{ from: null, to: 'unreleased', by, at: now, reason: '세대 목록 등록' }],
        createdAt: now,
        updatedAt: now,
      });
      added++;
    } catch (err) {
      // The same file uploaded twice at the same moment: the other upload added it.
      if ((err as { code?: number }).code !== 11000) throw err;
    }
  }
  if (added || updated) listingChanged();
  return { added, updated, rejected };
}
