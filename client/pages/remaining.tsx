import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { SubPage } from '../components/SubPage';
import { PublicGrid } from '../components/UnitGrid';
import { usePageData } from '../page-data';
import { openingLabel, UNITS_POLL_MS, type PublicUnit, type PublicUnits } from '../../shared/units';
import type { PageProps } from './types';
import { island } from '../islands/Island';

// The waiting room (forms, verification, the pick) loads after the page is interactive: the
// counts and the grid come with the page and read without it.
const Line = lazy(() => import('../components/RemainingLine').then((m) => ({ default: m.RemainingLine })));

/**
 * 잔여세대 현황: counts per 주택형 and a grid per 동 with the units one may still pick, complete
 * from the server (readable without JavaScript) and kept current by polling. With JavaScript the
 * buyer joins the line, sees their place and wait, and once admitted picks a unit within 30 s.
 */
export function RemainingUnits({ match }: PageProps) {
  const initial = usePageData('sales-remaining', match.canonicalPath);
  const [units, setUnits] = useState<PublicUnit[]>(initial?.units ?? []);
  const [opensAt, setOpensAt] = useState(initial?.opensAt ?? null);
  const [enhanced, setEnhanced] = useState(false);
  const etag = useRef('');
  useEffect(() => setEnhanced(true), []);
  // Reached by in-app navigation (no server data): the server renders the current units.
  useEffect(() => {
    if (!initial) window.location.reload();
  }, [initial]);

  const refresh = useCallback(async () => {
    const res = await fetch('/api/units', { headers: etag.current ? { 'If-None-Match': etag.current } : {}, cache: 'no-store' });
    if (res.status === 304 || !res.ok) return;
    etag.current = res.headers.get('ETag') ?? '';
    const body = (await res.json()) as PublicUnits;
    setUnits(body.units);
    setOpensAt(body.opensAt);
  }, []);

  useEffect(() => {
    if (!initial?.visible) return;
    const timer = setInterval(() => void refresh().catch(() => {}), UNITS_POLL_MS);
    return () => clearInterval(timer);
  }, [initial?.visible, refresh]);

  if (!initial) {
    return (
      <SubPage match={match}>
        <p role="status">잔여세대 현황을 불러오는 중입니다…</p>
      </SubPage>
    );
  }
  if (!initial.visible) {
    return (
      <SubPage match={match}>
        <p className="remaining-notice">잔여세대 현황은 분양사무소에서 공개한 뒤 이곳에서 안내해 드립니다.</p>
      </SubPage>
    );
  }
  const types = [...new Set(units.map((u) => u.unitType))].sort();
  const available = units.filter((u) => u.state === 'available').length;
  return (
    <SubPage match={match}>
      <div className="remaining-page">
        <p className="remaining-lead">
          {opensAt ? (
            <>
              선착순 동·호 지정 분양은 <strong>{openingLabel(opensAt)}</strong>에 {enhanced && Date.parse(opensAt) <= Date.now() ? '시작되었습니다' : '시작합니다'}.{' '}
            </>
          ) : null}
          현재 선택 가능한 세대는 <strong>{available.toLocaleString('ko-KR')}세대</strong>입니다. 이 화면은 몇 초마다 자동으로 새로 고쳐집니다.
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
        {enhanced ? (
          <Suspense fallback={<PublicGrid units={units} />}>
            <Line units={units} refresh={refresh} />
          </Suspense>
        ) : (
          <>
            <p className="remaining-notice">대기열 참여와 세대 선택은 자바스크립트가 켜진 브라우저에서 하실 수 있습니다. 아래 현황은 그대로 보실 수 있습니다.</p>
            <PublicGrid units={units} />
          </>
        )}
      </div>
    </SubPage>
  );
}


/** The whole page is one island: it polls the units and holds the waiting room (decision 0027). */
export const RemainingUnitsIsland = island('page-remaining', RemainingUnits);
