import { Img } from '../components/Img';
import { VideoPlayer } from '../components/VideoPlayer';
import { SubPage } from '../components/SubPage';
import { withParticle } from '../../shared/korean';
import { useSite } from '../site-context';
import type { PageProps } from './types';

const VALUES = [
  { title: '자연', en: 'NATURE', text: '호수와 숲을 단지 안으로 들여, 매일의 산책이 휴식이 되는 집을 짓습니다.' },
  { title: '품격', en: 'DIGNITY', text: '외관 디자인부터 마감재 하나까지, 오래 보아도 질리지 않는 가치를 담습니다.' },
  { title: '혁신', en: 'INNOVATION', text: '스마트홈과 친환경 설계로 앞선 주거 기술을 생활 속에 구현합니다.' },
];

export function BrandIntro({ match }: PageProps) {
  const site = useSite();
  return (
    <SubPage match={match}>
      <div className="brand-intro">
        <Img name="brand-intro" alt={`${site.brandName} 브랜드 이미지`} priority />
        <div className="brand-textbox">
          <p className="eyebrow">{site.brandNameEn}</p>
          <p className="brand-lead">
            머무는 순간마다 품격이 흐르는 곳,
            <br />
            {withParticle(site.brandName, '이/가')} 새로운 주거의 기준을 제시합니다.
          </p>
          <p>
            {withParticle(site.brandName, '은/는')} {withParticle(site.contractor, '이/가')} 오랜 시간 쌓아 온 시공 노하우와 고객의 목소리를 담아 완성한 프리미엄
            주거 브랜드입니다. 자연을 닮은 조경, 빛과 바람을 고려한 설계, 생활을 편리하게 만드는 커뮤니티로 가족 모두가
            오래 머물고 싶은 집을 만들어 갑니다.
          </p>
        </div>
      </div>
      <ul className="value-cards">
        {VALUES.map((v) => (
          <li key={v.en} className="value-card">
            <p className="eyebrow">{v.en}</p>
            <h3>{v.title}</h3>
            <p>{v.text}</p>
          </li>
        ))}
      </ul>
      <Img name="brand-story" alt="자연, 품격, 혁신을 표현한 브랜드 가치 이미지" />
    </SubPage>
  );
}

export function BrandVideo({ match }: PageProps) {
  const site = useSite();
  return (
    <SubPage match={match}>
      <p className="lead-text">{site.projectName}의 모습과 그 안의 일상을 영상으로 먼저 만나 보세요.</p>
      <VideoPlayer className="brand-video" src={site.videos.brand} title={`${site.projectName} 홍보영상`} width={1300} height={500} poster="brand-intro" />
    </SubPage>
  );
}
