import { SLOT_KINDS, SLOT_KIND_LABELS } from '../../../shared/winners';
import { LabelOptions } from '../ui/LabelOptions';

/**
 * The 예약 종류 field of the visits desk (견본주택 방문, 서류접수, 계약 ...): the day's filter offers 전체
 * as well, the form that opens slots only the kinds. Written once so both read the same list.
 */
export function SlotKindField({ id, defaultValue, all, className = 'field' }: { id: string; defaultValue: string; all?: boolean; className?: string }) {
  return (
    <div className={className}>
      <label htmlFor={id}>예약 종류</label>
      <select id={id} name="kind" defaultValue={defaultValue}>
        <LabelOptions keys={SLOT_KINDS} labels={SLOT_KIND_LABELS} all={all} />
      </select>
    </div>
  );
}
