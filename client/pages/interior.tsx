import { Img } from '../components/Img';
import { ComingSoon, MODEL_HOME_NOTE, Notes, SubPage } from '../components/SubPage';
import type { ImageName } from '../images';
import type { PageProps } from './types';

export function InteriorUnit({ match }: PageProps) {
  const unit = match.route.unit!;
  return (
    <SubPage match={match}>
      <Img name={`interior-${unit.toLowerCase()}` as ImageName} alt={`${match.route.title} 견본주택 거실 및 주방`} priority />
      <Notes items={[MODEL_HOME_NOTE]} />
    </SubPage>
  );
}

export function InteriorComingSoon({ match }: PageProps) {
  return (
    <SubPage match={match}>
      <ComingSoon />
      <Notes items={[MODEL_HOME_NOTE]} />
    </SubPage>
  );
}
