/** Finding a unit type by its page's slug, and its areas and type list as sales material prints them. */
import type { UnitType } from './site-config-types';

/** The unit type whose floor-plan page has this URL slug (/FloorPlan/59A → 84A). */
export function unitBySlug(units: UnitType[], slug: string): UnitType | undefined {
  return units.find((u) => u.slug === slug);
}

/** The unit type shown on an /Interior/… page. */
export function unitByInteriorSlug(units: UnitType[], slug: string): UnitType | undefined {
  return units.find((u) => u.interiorSlug === slug);
}

/** '84.97㎡' — areas as printed on Korean sales material. */
export function formatArea(area: number): string {
  return `${area.toFixed(2)}㎡`;
}

/** Distinct whole-number 전용면적 groups, e.g. '84㎡ / 99㎡'. */
export function exclusiveAreaGroups(units: UnitType[]): string {
  return [...new Set(units.map((u) => Math.floor(u.exclusiveArea)))].map((a) => `${a}㎡`).join(' / ');
}

/** The overview's type list (business page and home overview say the same). */
export function unitTypeSummary(units: UnitType[]): string {
  return `${exclusiveAreaGroups(units)} (전용면적 기준) · ${units.map((u) => u.label).join(', ')} ${units.length}개 타입`;
}
