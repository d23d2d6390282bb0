import { formatArea, unitBySlug } from '../../shared/site.config';
import { LazyFrame } from '../components/LazyFrame';
import { VideoPlayer } from '../components/VideoPlayer';
import { MODEL_HOME_NOTE, Notes, SubPage } from '../components/SubPage';
import { Tabs } from '../components/Tabs';
import { UnitViewer } from '../components/UnitViewer';
import { ZoomImage } from '../components/ZoomImage';
import type { ImageName } from '../images';
import { useSite } from '../site-context';
import type { PageProps } from './types';
import './floorplan.css';

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
      <ZoomImage name={unit.plan as ImageName} alt={`${unit.label} 타입 세대 평면도`} priority />
      <Notes items={[MODEL_HOME_NOTE]} />
      <UnitViewer />
    </SubPage>
  );
}

/** VR entries offered on the E-model-house page; the tab list shows at most the first five. */
const VR_TABS = [{ id: 'emodel', label: 'E-모델하우스' }];

export function FloorPlanEmodel({ match }: PageProps) {
  const site = useSite();
  return (
    <SubPage match={match}>
      <Tabs label="VR 모델하우스" tabs={VR_TABS.slice(0, 5)}>
        {() => (
          <div className="vr-box">
            <p className="vr-hint">화면을 클릭한 채 움직이시면 세대 내부를 360° VR로 둘러보실 수 있습니다.</p>
            <LazyFrame src={site.vrUrl} title="E-모델하우스 VR" width={1200} height={700} allow="fullscreen; xr-spatial-tracking; gyroscope; accelerometer" />
          </div>
        )}
      </Tabs>
      <Notes items={[MODEL_HOME_NOTE]} />
    </SubPage>
  );
}

export function FloorPlanVideos({ match }: PageProps) {
  const site = useSite();
  const videos = [
    { id: '1', label: '입지안내 영상', src: site.videos.location },
    { id: '2', label: '59타입 영상', src: site.videos.type59 },
    { id: '3', label: '84타입 영상', src: site.videos.type84 },
  ];
  return (
    <SubPage match={match}>
      <Tabs label="영상 선택" tabs={videos} className="video-tabs">
        {(id) => {
          const v = videos.find((x) => x.id === id)!;
          return (
            <VideoPlayer key={v.id} src={v.src} title={v.label} width={1300} height={731} poster={v.id === '1' ? 'location-map' : 'interior-84a'} />
          );
        }}
      </Tabs>
    </SubPage>
  );
}
