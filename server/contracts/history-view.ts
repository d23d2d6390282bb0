/**
 * A contract's history as a desk role reads it. The words (`what`) never carry money; amounts are
 * structured fields, turned into sentences here only for roles that see money. A counselor reads
 * only the fields in COUNSELOR_HISTORY_FIELDS, and entries stored before the words were kept apart
 * from the money (deposits wrote '입금 26,933,000원 …') are read by a counselor without their figures.
 */
import { CONTRACT_FIELD_LABELS, COUNSELOR_HISTORY_FIELDS, type ContractHistoryEntry } from '../../shared/contract-ledger';
import { groupDigits } from '../../shared/korean-format';

export interface StoredChange {
  at: Date;
  by: string;
  what: string;
  moneyApart?: boolean | null;
  changes?: { field?: string | null; label?: string | null; from?: unknown; to?: unknown }[] | null;
}

export interface HistoryReader {
  money: boolean;
  /** A desk account's or a source's name by its stored id. */
  nameOf: (by: string) => string;
  /** An instalment's label by its key (old deposit entries named only the key). */
  labelOf: (key: string) => string | undefined;
  /** An option's name by its id (the option rows keep ids). */
  optionOf?: (id: string) => string | undefined;
}

const won = (n: unknown) => (typeof n === 'number' ? `${groupDigits(n)}원` : '없음');
const text = (v: unknown) => (v === null || v === undefined || v === '' ? '없음' : Array.isArray(v) ? v.join(', ') || '없음' : String(v));
/** Any figure in won within words: '26,933,000원', '5000만원', '3억 원'. */
const FIGURE = /\d[\d,.]*\s*(?:억\s*)?(?:만\s*)?원/g;

type Change = NonNullable<StoredChange['changes']>[number];

function sentence(x: Change, r: HistoryReader): string {
  const field = x.field ?? '';
  const oldKey = /^instalment:(.+)$/.exec(field)?.[1];
  const label = x.label ?? (oldKey ? r.labelOf(oldKey) ?? '회차' : '');
  switch (oldKey ? 'instalment.paid' : field) {
    case 'price':
      return x.from == null ? `분양가 ${won(x.to)}` : `분양가 ${won(x.from)}에서 ${won(x.to)}으로 변경`;
    case 'instalment.amount':
      return `${label} 납부예정액 ${won(x.to)}으로 변경${typeof x.from === 'number' ? ` (변경 전 ${won(x.from)})` : ''}`;
    case 'instalment.paid':
      return typeof x.from === 'number' ? `${label} 납부액 ${won(x.from)}에서 ${won(x.to)}으로 재배분` : `${label}에 ${won(x.to)} 납부 처리`;
    case 'deposit':
      return `입금액 ${won(x.to)}`;
    case 'surplus':
      return `초과 납부(과오납) ${won(x.to)}`;
    case 'counselorId':
      return `담당 상담사: ${x.from ? r.nameOf(String(x.from)) : '없음'} → ${x.to ? r.nameOf(String(x.to)) : '없음'}`;
    case 'options.confirmed':
    case 'options.requested': {
      const names = (v: unknown) => text(Array.isArray(v) ? v.map((id) => r.optionOf?.(String(id)) ?? String(id)) : v);
      return `${CONTRACT_FIELD_LABELS[field]}: ${x.from == null ? '' : `${names(x.from)} → `}${names(x.to)}`;
    }
    case 'penalty':
      return x.from == null ? `위약금 ${won(x.to)}` : `위약금 ${won(x.from)}에서 ${won(x.to)}으로 변경`;
    case 'refund':
      return `환불 ${won(x.to)}${x.label ? ` (${x.label})` : ''}`;
    case 'lateWaived':
      return `${label} 연체료 ${won(x.to)} 면제`;
    case 'loanDraw':
      return `${label} 대출 실행 ${won(x.to)}`;
    case 'moveInException':
      return x.to ? `정산 전 입주증·열쇠 예외 허용 (사유: ${text(x.to)})` : '정산 전 입주증·열쇠 예외 철회';
    case 'matchedBy':
      return `입금을 계약에 직접 연결: ${r.nameOf(String(x.to))}`;
    default:
      return `${CONTRACT_FIELD_LABELS[field] ?? field}: ${text(x.from)} → ${text(x.to)}`;
  }
}

export function historyEntry(h: StoredChange, r: HistoryReader): ContractHistoryEntry {
  const changes = (h.changes ?? []).filter((x) => r.money || COUNSELOR_HISTORY_FIELDS.has(x.field ?? ''));
  const what = r.money ? h.what : h.by === 'deposit' && !h.moneyApart ? '입금' : h.what.replace(FIGURE, '(금액)');
  return { at: h.at.toISOString(), by: r.nameOf(h.by), what, lines: changes.map((x) => sentence(x, r)) };
}
