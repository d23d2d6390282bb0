import { formatArea, type UnitType } from '../../shared/site.config';

/** The 타입 choices of the price tools (분양가·납부 일정, 비용 계산기): each type with its 전용면적. */
export function UnitTypeOptions({ units }: { units: readonly Pick<UnitType, 'label' | 'exclusiveArea'>[] }) {
  return (
    <>
      {units.map((u) => (
        <option key={u.label} value={u.label}>
          {u.label} (전용 {formatArea(u.exclusiveArea)})
        </option>
      ))}
    </>
  );
}
