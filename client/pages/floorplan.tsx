import { formatArea, unitBySlug } from '../../shared/site.config';
import { MODEL_HOME_NOTE, Notes, SubPage } from '../components/SubPage';
import { island } from '../islands/Island';
import { ZoomImage } from '../components/ZoomImage';
import { UnitViewer } from '../components/UnitViewer';
import { VrTabs, VideoTabs } from './floorplan-tabs';
import type { ImageName } from '../images';
import { useSite } from '../site-context';
import type { PageProps } from './types';
import './floorplan.css';

const ZoomIsland = island('zoom-image', ZoomImage);
const UnitViewerIsland = island('unit-viewer', UnitViewer);
const VrTabsIsland = island('vr-tabs', VrTabs);
const VideoTabsIsland = island('video-tabs', VideoTabs);

export function FloorPlanUnit({ match }: PageProps) {
  const site = useSite();
  const unit = unitBySlug(site.units, match.route.unit!)!;
  return (
    <SubPage match={match}>
      <dl className="unit-facts">
        <div><dt>전용면적</dt><dd>{formatArea(unit.exclusiveArea)}</dd></div>
        <div><dt>공급면적</dt><dd>{formatArea(unit.supplyArea)}</dd></div>
        <div><dt>구성</dt><dd>방 {unit.rooms} · 욕실 {unit.baths}</dd></div>
      </dl>
      <ZoomIsland name={unit.plan as ImageName} alt={`${unit.label} 타입 세대 평면도`} priority />
      <Notes items={[MODEL_HOME_NOTE]} />
      <UnitViewerIsland />
    </SubPage>
  );
}

export function FloorPlanEmodel({ match }: PageProps) {
  return (
    <SubPage match={match}>
      <VrTabsIsland />
      <Notes items={[MODEL_HOME_NOTE]} />
    </SubPage>
  );
}

export function FloorPlanVideos({ match }: PageProps) {
  return (
    <SubPage match={match}>
      <VideoTabsIsland />
    </SubPage>
  );
}
