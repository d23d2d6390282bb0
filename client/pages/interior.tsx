import { ComingSoon, MODEL_HOME_NOTE, Notes, SubPage } from '../components/SubPage';
import { island } from '../islands/Island';
import { ZoomImage } from '../components/ZoomImage';
import { unitByInteriorSlug } from '../../shared/site.config';
import type { ImageName } from '../images';
import { useSite } from '../site-context';
import type { PageProps } from './types';

const ZoomIsland = island('zoom-image', ZoomImage);

export function InteriorUnit({ match }: PageProps) {
  const site = useSite();
  const unit = unitByInteriorSlug(site.units, match.route.unit!)!;
  return (
    <SubPage match={match}>
      <ZoomIsland name={unit.interior as ImageName} alt={`${unit.label} 타입 견본주택 거실 및 주방`} priority />
      <Notes items={[MODEL_HOME_NOTE]} />
    </SubPage>
  );
}

/** No image yet, so no note about one. */
export function InteriorComingSoon({ match }: PageProps) {
  return (
    <SubPage match={match}>
      <ComingSoon />
    </SubPage>
  );
}
