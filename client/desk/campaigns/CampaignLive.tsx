import { useEffect, useState } from 'react';
import type { CampaignsLive } from '../../../shared/campaigns';
import { api } from '../../api';
import { count } from '../ui/format';

/** How often the "today" figures are asked again while the page is on screen. */
export const LIVE_POLL_MS = 30_000;

/**
 * The "today" view: visitors of the last 5 minutes and today's leads by channel. Asked again every
 * 30 seconds while the page is visible, and at once when it comes back into view; a hidden tab asks
 * nothing (a desk left open all day costs the database nothing).
 */
function useLive(initial: CampaignsLive): CampaignsLive {
  const [live, setLive] = useState(initial);
  useEffect(() => setLive(initial), [initial]);
  useEffect(() => {
    let gone = false;
    const refresh = () => {
      if (document.visibilityState !== 'visible') return;
      api<CampaignsLive>('/api/admin/campaigns/live')
        .then((l) => !gone && setLive(l))
        .catch(() => {});
    };
    const timer = setInterval(refresh, LIVE_POLL_MS);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      gone = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, []);
  return live;
}

export function Live({ initial }: { initial: CampaignsLive }) {
  const live = useLive(initial);
  const leads = live.leadsToday.reduce((n, l) => n + l.leads, 0);
  return (
    <section className="kpis campaign-kpis" aria-label="오늘">
      <div className="kpi kpi-today">
        <p className="kpi-label">지금 방문자</p>
        <p className="kpi-value" data-testid="visitors-now">
          {count(live.visitorsNow)}
          <span>명</span>
        </p>
        <p className="kpi-sub">최근 5분 · 30초마다 갱신됩니다</p>
      </div>
      <div className="kpi kpi-today">
        <p className="kpi-label">오늘 관심고객</p>
        <p className="kpi-value">
          {count(leads)}
          <span>명</span>
        </p>
        <p className="kpi-sub">{live.leadsToday.length ? live.leadsToday.map((l) => `${l.channel} ${l.leads}`).join(' · ') : '아직 없습니다'}</p>
      </div>
    </section>
  );
}
