import { Img } from '../components/Img';
import { Notes, SubPage } from '../components/SubPage';
import { useSite } from '../site-context';
import type { PageProps } from './types';
import { LOCATION_POINTS } from './location-points';
import { FutureNote } from '../components/FutureNote';


export function LocationIntro({ match }: PageProps) {
  const site = useSite();
  return (
    <SubPage match={match}>
      <Img name="location-map" alt={`${site.projectName} 입지 환경 지도: 교통, 교육, 자연, 생활, 개발, 의료`} priority />
      <ul className="feature-grid">
        {LOCATION_POINTS.map((p) => (
          <li key={p.no} className="feature-box">
            <p className="feature-no">{p.no}</p>
            <p className="feature-title">{p.title}</p>
            <h3>{p.head}</h3>
            <p>
              {p.text}
              {p.claim && <FutureNote id={p.claim} />}
            </p>
          </li>
        ))}
      </ul>
      <Notes items={['단지 주변 개발계획은 관계기관의 사정에 따라 변경, 연기 또는 취소될 수 있습니다.']} />
    </SubPage>
  );
}

export function LocationPremium({ match }: PageProps) {
  const site = useSite();
  return (
    <SubPage match={match}>
      <div className="premium-intro">
        <p className="eyebrow">LAKE VIEW PREMIUM</p>
        <p className="premium-headline">
          호수 위로 펼쳐지는 일상,
          <br />
          {site.projectName}의 프리미엄
        </p>
        <p>
          사계절 풍경이 달라지는 호수 조망, 생활 인프라와 교육 환경, 그리고 {site.brandName}만의 특화 설계까지. 살수록
          가치가 커지는 단지의 모든 프리미엄을 한곳에 담았습니다.
        </p>
      </div>
      <Img name="premium-hero" alt="호수 조망 프리미엄 이미지" priority />
    </SubPage>
  );
}
