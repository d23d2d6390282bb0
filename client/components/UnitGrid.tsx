import type { ReactNode } from 'react';
import type { PublicUnit, UnitPlace } from '../../shared/units';
// Its stylesheet comes with the page that shows it (remaining-page.ts, AdminUnits): an island's code carries none (decision 0027).

export type GridUnit = UnitPlace;

/** 동 in number order (101, 102, …, 1001). */
const numeric = (a: string, b: string) => a.localeCompare(b, 'ko', { numeric: true });

/**
 * One grid per 동: floors from the top down, lines across. A wide 동 scrolls inside its own region
 * (focusable and labelled, so a keyboard reaches it), never the page.
 */
export function UnitGrid<T extends GridUnit>({ units, cell, label }: { units: T[]; cell: (u: T) => ReactNode; label?: (dong: string) => string }) {
  const dongs = [...new Set(units.map((u) => u.dong))].sort(numeric);
  return (
    <div className="unit-grids">
      {dongs.map((dong) => {
        const mine = units.filter((u) => u.dong === dong);
        const lines = [...new Set(mine.map((u) => u.line ?? ''))].sort(numeric);
        const floors = [...new Set(mine.map((u) => u.floor))].sort((a, b) => (b ?? -999) - (a ?? -999));
        const title = `${dong}동`;
        return (
          <section key={dong} className="unit-grid-dong" aria-labelledby={`dong-${dong}`}>
            <h3 id={`dong-${dong}`}>{title}</h3>
            <div className="unit-grid-scroll" role="region" aria-label={label ? label(dong) : `${title} 세대 배치`} tabIndex={0}>
              <table className="unit-grid">
                <caption className="sr-only">{title}: 층별(행), 라인별(열) 세대</caption>
                <thead>
                  <tr>
                    <th scope="col">층</th>
                    {lines.map((l) => (
                      <th key={l} scope="col">
                        {l ? `${l}라인` : '-'}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {floors.map((f) => (
                    <tr key={String(f)}>
                      <th scope="row">{f === null ? '-' : `${f}층`}</th>
                      {lines.map((l) => {
                        const u = mine.find((x) => x.floor === f && (x.line ?? '') === l);
                        return <td key={l}>{u ? cell(u) : null}</td>;
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        );
      })}
    </div>
  );
}

function Legend() {
  return (
    <p className="remaining-legend">
      <span className="unit-cell unit-state-available">선택 가능</span> <span className="unit-cell unit-state-taken">마감</span>
    </p>
  );
}

/** The public grid: available units marked in words; with `pick`, each one is a button. */
export function PublicGrid({ units, pick, busy }: { units: PublicUnit[]; pick?: (u: PublicUnit) => void; busy?: boolean }) {
  return (
    <>
      <Legend />
      <UnitGrid
        units={units}
        cell={(u) => {
          const label = `${u.dong}동 ${u.ho}호 ${u.unitType} ${u.state === 'available' ? '선택 가능' : '마감'}`;
          const body = (
            <>
              {u.ho}
              <small>{u.state === 'available' ? '선택 가능' : '마감'}</small>
            </>
          );
          return pick && u.state === 'available' ? (
            <button type="button" className="unit-cell unit-state-available" aria-label={`${label}: 선택하기`} disabled={busy} onClick={() => pick(u)}>
              {body}
            </button>
          ) : (
            <span className={`unit-cell unit-state-${u.state}`} title={label}>
              {body}
            </span>
          );
        }}
      />
    </>
  );
}

