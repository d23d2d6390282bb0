import { useCallback, useEffect, useRef, useState } from 'react';
import { RemainingLine } from '../components/RemainingLine';
import { openingLabel, UNITS_POLL_MS, type PublicUnit, type PublicUnits } from '../../shared/units';
import { groupDigits } from '../../shared/korean-format';


/**
 * What moves on 잔여세대 현황: the counts, the waiting room and the grid. The server renders it
 * whole (readable without JavaScript, the join form's fields uncontrolled); the browser makes it
 * live on the first touch, when the units change (remaining-watch.ts) or at once for a buyer
 * already in line. Then it follows the units by polling.
 */
export function RemainingLive({ units: first, opensAt: firstOpensAt }: { units: PublicUnit[]; opensAt: string | null }) {
  const [units, setUnits] = useState(first);
  const [opensAt, setOpensAt] = useState(firstOpensAt);
  const [enhanced, setEnhanced] = useState(false);
  const etag = useRef('');
  useEffect(() => setEnhanced(true), []);

  const refresh = useCallback(async () => {
    const res = await fetch('/api/units', { headers: etag.current ? { 'If-None-Match': etag.current } : {}, cache: 'no-store' });
    if (res.status === 304 || !res.ok) return;
    etag.current = res.headers.get('ETag') ?? '';
    const body = (await res.json()) as PublicUnits;
    setUnits(body.units);
    setOpensAt(body.opensAt);
  }, []);

  useEffect(() => {
    void refresh().catch(() => {});
    const timer = setInterval(() => void refresh().catch(() => {}), UNITS_POLL_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  const types = [...new Set(units.map((u) => u.unitType))].sort();
  const available = units.filter((u) => u.state === 'available').length;
  return (
    <div className="remaining-page">
      {/* Shown until the boot script runs (data-js, remaining-watch.ts): the join form needs it. */}
      <p className="remaining-notice remaining-nojs">대기열 참여와 세대 선택은 자바스크립트가 켜진 브라우저에서 하실 수 있습니다. 아래 현황은 그대로 보실 수 있습니다.</p>
      <p className="remaining-lead">
        {opensAt ? (
          <>
            선착순 동·호 지정 분양은 <strong>{openingLabel(opensAt)}</strong>에 {enhanced && Date.parse(opensAt) <= Date.now() ? '시작되었습니다' : '시작합니다'}.{' '}
          </>
        ) : null}
        현재 선택 가능한 세대는 <strong>{groupDigits(available)}세대</strong>입니다. 이 화면은 몇 초마다 자동으로 새로 고쳐집니다.
      </p>
      <table className="remaining-counts">
        <caption>주택형별 잔여세대</caption>
        <thead>
          <tr>
            <th scope="col">주택형</th>
            <th scope="col">선택 가능</th>
            <th scope="col">전체</th>
          </tr>
        </thead>
        <tbody>
          {types.map((t) => (
            <tr key={t}>
              <th scope="row">{t}</th>
              <td>{units.filter((u) => u.unitType === t && u.state === 'available').length}세대</td>
              <td>{units.filter((u) => u.unitType === t).length}세대</td>
            </tr>
          ))}
        </tbody>
      </table>
      <RemainingLine units={units} refresh={refresh} />
    </div>
  );
}
