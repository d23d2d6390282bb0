import { SubPage } from '../components/SubPage';
import { usePageData } from '../page-data';
import type { PageProps } from './types';
import { island } from '../islands/Island';
import { RemainingLive } from './remaining-live';

const RemainingLiveIsland = island('remaining-live', RemainingLive);

/**
 * 잔여세대 현황: counts per 주택형 and a grid per 동 with the units one may still pick, complete
 * from the server (readable without JavaScript). The page is HTML; what moves (counts, waiting
 * room, grid) is one island that ships no script until it is touched, the units change, or the
 * buyer is already in line (remaining-watch.ts, decision 0027).
 */
export function RemainingUnits({ match }: PageProps) {
  const initial = usePageData('sales-remaining', match.canonicalPath);
  if (!initial?.visible) {
    return (
      <SubPage match={match}>
        <p className="remaining-notice">잔여세대 현황은 분양사무소에서 공개한 뒤 이곳에서 안내해 드립니다.</p>
      </SubPage>
    );
  }
  return (
    <SubPage match={match}>
      <RemainingLiveIsland units={initial.units} opensAt={initial.opensAt} />
    </SubPage>
  );
}
