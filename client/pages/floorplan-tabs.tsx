import { LazyFrame } from '../components/LazyFrame';
import { Tabs } from '../components/Tabs';
import { VideoPlayer } from '../components/VideoPlayer';
import { useSite } from '../site-context';

/** VR entries offered on the E-model-house page; the tab list shows at most the first five. */
const VR_TABS = [{ id: 'emodel', label: 'E-모델하우스' }];

/** The E-model-house page's VR tabs (an island). */
export function VrTabs() {
  const site = useSite();
  return (
    <Tabs label="VR 모델하우스" tabs={VR_TABS.slice(0, 5)}>
      {() => (
        <div className="vr-box">
          <p className="vr-hint">화면을 클릭하시면 VR로 세대 내부를 360° 둘러보실 수 있습니다.</p>
          <LazyFrame src={site.vrUrl} title="E-모델하우스 VR" width={1200} height={700} allow="fullscreen; xr-spatial-tracking; gyroscope; accelerometer" />
        </div>
      )}
    </Tabs>
  );
}

/** The videos page's tabs, one player per configured video (an island). */
export function VideoTabs() {
  const site = useSite();
  const videos = [
    { id: '1', label: '입지안내 영상', src: site.videos.location },
    { id: '2', label: '59타입 영상', src: site.videos.type59 },
    { id: '3', label: '84타입 영상', src: site.videos.type84 },
  ];
  return (
    <Tabs label="영상 선택" tabs={videos} className="video-tabs">
      {(id) => {
        const v = videos.find((x) => x.id === id)!;
        return <VideoPlayer key={v.id} src={v.src} title={v.label} width={1300} height={731} poster={v.id === '1' ? 'location-map' : 'interior-84a'} />;
      }}
    </Tabs>
  );
}
