/**
 * The eligibility figures became tiers (우선공급·일반공급 percentages, the 추첨공급 asset limit) over
 * the notice's income table (3인 이하 … 8인 at 100 %, an amount per person over 8, its year). A
 * supply stored before held one percentage with its amounts from 1인 to 8인 and one asset limit:
 * its percentage becomes the 일반공급 tier (the highest income the old answer let in), its asset
 * limit the 추첨공급 one, and the 100 % table is read back from its amounts (3인 … 8인 divided by
 * the percentage; 8인 minus 7인 is the amount per person over 8, as the notices' table has it; the
 * year is the one before the notice's, its 전년도). The desk then adds the 우선공급 tier from the
 * notice. Safe to run again: only old fields are read, and a table already there is kept.
 */
import type { Db } from 'mongodb';

interface OldSupply {
  key: string;
  units: number;
  incomePercent?: number;
  incomeLimits?: number[];
  dualIncomePercent?: number;
  dualIncomeLimits?: number[];
  assetLimit?: number;
  [more: string]: unknown;
}
interface FiguresDoc {
  _id: string;
  noticeDate: string;
  supplies: OldSupply[];
  income?: unknown;
}

const OLD = ['incomePercent', 'incomeLimits', 'dualIncomePercent', 'dualIncomeLimits', 'assetLimit'] as const;

function tableFrom(supplies: OldSupply[], noticeDate: string) {
  const s = supplies.find((x) => x.incomePercent && x.incomeLimits?.length === 8);
  if (!s) return undefined;
  const amounts = s.incomeLimits!.slice(2).map((won) => Math.round((won * 100) / s.incomePercent!));
  return { year: Number(noticeDate.slice(0, 4)) - 1, amounts, perPersonOver8: amounts[5]! - amounts[4]! };
}

export async function run(db: Db): Promise<{ converted: number }> {
  const figures = db.collection<FiguresDoc>('eligibility_figures');
  let converted = 0;
  for (const doc of await figures.find({}).toArray()) {
    if (!doc.supplies.some((s) => OLD.some((f) => f in s))) continue;
    const supplies = doc.supplies.map((s) => {
      const next: OldSupply = { ...s };
      for (const f of OLD) delete next[f];
      if (s.incomePercent) next.general = { percent: s.incomePercent, ...(s.dualIncomePercent ? { dualPercent: s.dualIncomePercent } : {}) };
      if (s.assetLimit !== undefined) next.lotteryAssetLimit = s.assetLimit;
      return next;
    });
    const income = doc.income ?? tableFrom(doc.supplies, doc.noticeDate);
    await figures.updateOne({ _id: doc._id }, { $set: { supplies, ...(income ? { income } : {}) } });
    converted++;
  }
  return { converted };
}
