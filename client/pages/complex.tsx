import { Img } from '../components/Img';
import { Notes, SubPage } from '../components/SubPage';
import { useSite } from '../site-context';
import type { PageProps } from './types';

const LAYOUT_NOTES = [
  '단지배치도는 소비자의 이해를 돕기 위한 이미지로 실제와 차이가 있을 수 있습니다.',
  '단지 내 조경, 식재 및 시설물의 위치와 형태는 실제 시공 시 변경될 수 있습니다.',
  '주출입구 및 부출입구 주변의 환기구, 그릴 등 돌출물로 인해 냄새, 소음, 분진이 발생할 수 있으니 분양 카탈로그를 반드시 확인하시기 바랍니다.',
  '어린이놀이터, 주민운동시설, 휴게시설 및 수경시설의 위치와 규모는 변경될 수 있습니다.',
  '단지 외부 건물, 녹지, 도로 등은 현재 상태와 계획을 표현한 것이며, CG 및 모형은 소비자의 이해를 돕기 위한 것으로 이에 대해 이의를 제기할 수 없습니다.',
  '인접 부지의 개발에 따라 일조, 조망 등 주거 환경이 달라질 수 있습니다.',
  '계약 전 반드시 현장을 방문하시어 주변 환경을 확인하시기 바랍니다.',
];

export function ComplexIntro({ match }: PageProps) {
  const site = useSite();
  return (
    <SubPage match={match}>
      <Img name="complex-layout" alt={`${site.projectName} 단지배치도: 101동부터 112동까지 12개동과 조경, 커뮤니티 시설`} priority />
      <Notes items={LAYOUT_NOTES} />
    </SubPage>
  );
}

export function ComplexDetail({ match }: PageProps) {
  return (
    <SubPage match={match}>
      <Img name="lake-layout" alt="호수를 향한 동·호수 배치도와 타입별 위치" priority />
      <Notes
        items={[
          '본 배치도는 소비자의 이해를 돕기 위한 이미지로 실제와 차이가 있을 수 있습니다.',
          '동·호수 배치와 타입별 위치는 실제 시공 시 인허가 변경 등에 따라 달라질 수 있습니다.',
        ]}
      />
    </SubPage>
  );
}

const FACILITIES = [
  { name: '피트니스센터', text: '최신 운동기구를 갖춘 입주민 전용 피트니스' },
  { name: '실내 골프연습장', text: '날씨와 상관없이 즐기는 스크린 골프와 타석' },
  { name: '작은도서관·독서실', text: '조용히 책과 공부에 집중할 수 있는 공간' },
  { name: '라운지 카페', text: '이웃과 여유를 나누는 커뮤니티 카페' },
  { name: '키즈룸', text: '아이들이 안전하게 뛰노는 실내 놀이공간' },
  { name: '게스트하우스', text: '가족과 손님을 위한 단지 내 숙박 공간' },
];

export function ComplexCommunity({ match }: PageProps) {
  return (
    <SubPage match={match}>
      <Img name="community" alt="피트니스, 골프연습장, 작은도서관, 카페, 키즈룸 등 커뮤니티 시설 이미지" priority />
      <ul className="feature-grid feature-grid-compact">
        {FACILITIES.map((f) => (
          <li key={f.name} className="feature-box">
            <h3>{f.name}</h3>
            <p>{f.text}</p>
          </li>
        ))}
      </ul>
      <Notes items={['커뮤니티 시설의 구성과 운영 방식은 입주 후 입주자대표회의 결정에 따라 달라질 수 있습니다.']} />
    </SubPage>
  );
}
