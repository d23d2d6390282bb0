/**
 * The eligibility answer's shapes: this 분양's figures as the desk enters them from its 모집공고
 * (the 모집공고일 itself is the schedule's, joined in when read), each supply's verdict, and the
 * pages' server data. The rules that read them are in eligibility.ts.
 */
import type { DepositRegion, SizeBand, SupplyKey } from './eligibility-rules';
import type { IncomeTable, PartKey, SupplyTiers } from './eligibility-income';
import type { AnswerField } from './eligibility-answers';

/** One supply as the notice lists it: its units and, for 신혼부부·생애최초·신생아, its tiers. */
export interface SupplyFigures extends SupplyTiers {
  key: SupplyKey;
  units: number;
  /**
   * The notice's supply table by 주택형 ({ '84A': 56, '99A': 0 }); a type not in it has none.
   * Without it, `units` stands for every type and the answer says the type was not checked.
   */
  unitsByType?: Record<string, number>;
}

/** Where a buyer may live: 해당지역 or 기타지역, and which 예치금 region that is. */
export interface ResidenceArea {
  id: string;
  label: string;
  zone: 'local' | 'other';
  depositRegion: DepositRegion;
  /** 해당지역: the notice's 거주기간 (months of continuous residence to the 모집공고일), which the site does not ask. */
  minResidenceMonths?: number;
}

export interface RegionRules {
  /** 투기과열지구·조정대상지역 여부. */
  regulated: boolean;
  /** 1순위 청약통장 가입 기간 (개월). */
  firstRankMonths: number;
  /** 1순위는 세대주만. */
  householderOnly: boolean;
  /** 재당첨 제한 적용 (이 단지 당첨 시 제한, 그리고 제한 기간 중인 사람은 신청 불가). */
  rewinRestriction: boolean;
}

/** This 분양's figures, as the desk entered them from the 모집공고 of `noticeDate`. */
export interface EligibilityFigures {
  noticeDate: string;
  supplies: SupplyFigures[];
  areas: ResidenceArea[];
  /** 예치금 (만원) by region and size, 별표 2 unless the notice says otherwise. */
  deposits: Record<DepositRegion, Record<SizeBand, number>>;
  region: RegionRules;
  /** The notice's 도시근로자 가구원수별 월평균소득 table (100 %), which the tiers' percentages apply to. */
  income?: IncomeTable;
  updatedAt?: string;
}

export interface SupplyResult {
  key: SupplyKey;
  label: string;
  units: number;
  /** The buyer's 주택형's units in this supply, when the desk entered the table by type. */
  typeUnits?: number;
  /** 'none': no units in this notice (이번 공급 없음), or none in the buyer's 주택형. */
  status: 'eligible' | 'ineligible' | 'none';
  eligible: boolean;
  /** The part the buyer may enter (신혼부부·생애최초·신생아; 규제지역 1주택 세대의 추첨제), and why. */
  part?: { key: PartKey; label: string; why: string };
  reasons: string[];
  /** What else the answer relies on (a 특례 used, a condition to keep). */
  notes: string[];
  /** What the verdict relies on that the site does not check (said beside it). */
  unchecked: string[];
  /** The articles the verdict applies. */
  sources: string[];
}

/** The page's server data: the figures (or not yet), and what a form post without JavaScript asked. */
export interface EligibilityPageData {
  configured: boolean;
  figures?: EligibilityFigures;
  /** The answers as posted, to show the form filled in again (never stored). */
  posted?: Partial<Record<AnswerField, string>>;
  result?: SupplyResult[];
  error?: { field: AnswerField; message: string };
}

/** The desk page: the figures in force (null: none yet) and who saved them. */
export interface AdminEligibilityData {
  email: string | null;
  role?: import('../permissions').Role | null;
  figures: EligibilityFigures | null;
  /** The revision a save applies to (0: none saved yet). */
  rev: number;
  updatedBy: string | null;
}
