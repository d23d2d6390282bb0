import { Link } from '../../nav';
import { Img } from '../../components/Img';
import { PopupTrigger } from '../../components/PopupTrigger';
import { island } from '../../islands/Island';
import { HomeGroup } from './HomeGroup';
import { HomeComplex } from './HomeComplex';
import { UnitPlan } from './UnitPlan';
import { HomeVisit } from './HomeVisit';
import { useSite } from '../../site-context';
import { BENEFITS } from './content';
import { MainVisual } from './MainVisual';
import { usePageData } from '../../page-data';
import './home.css';

/**
 * Without scripts the accordions, the unit-view switch and the card toggles cannot work: every
 * panel is shown as a plain section and the slides scroll sideways. (noscript.css hides .js-only.)
 */
const NOSCRIPT_CSS = [
  '.home .acc-toggle,.home .premium-toggle .acc-icon,.home-units .wide-only{display:none!important}',
  '.home .acc-title,.home-units .narrow-only{display:inline!important}',
  '.home .acc-panel,.home .premium-card-body,.home-units .acc-heading{display:block!important}',
  '.home .slider-viewport{overflow-x:auto!important;scroll-snap-type:x mandatory}',
  '.home .slider-slide{scroll-snap-align:start}',
].join('');

const GroupIsland = island('home-group', HomeGroup);
const ComplexIsland = island('home-complex', HomeComplex);
const UnitPlanIsland = island('unit-plan', UnitPlan);
const VisitIsland = island('home-visit', HomeVisit);

/**
 * The home page: eight screen-high sections on wide screens, stepped through by wheel and keys
 * (useFullPageSteps), then the footer; on narrow screens the business overview, location and
 * premium sections form one accordion, and the complex guide and unit plan are accordions too.
 */
export function Home() {
  const site = useSite();
  // The desk's slides when there are some (server/content/pages.ts); else the site's own artwork.
  const slides = usePageData('home', '/')?.slides ?? [];
  const visual = slides.length > 0;

  return (
    <div className="home" data-full-page-steps="">
      <noscript>
        <style>{NOSCRIPT_CSS}</style>
      </noscript>
      <h1 className="sr-only">{site.projectName} 공식 홈페이지</h1>

      <section className={`home-hero${visual ? ' has-visual' : ''}`} aria-labelledby="hero-title">
        {visual ? <MainVisual slides={slides} /> : <Img name="hero" alt="" priority className="home-hero-bg" />}
        <div className="home-hero-text">
          <p className={visual ? 'sr-only' : 'eyebrow'}>{site.projectNameEn}</p>
          <h2 id="hero-title" className={visual ? 'sr-only' : undefined}>
            호수를 품은 1,455세대,
            <br />
            {site.projectName}
          </h2>
          {!visual && <p className="home-hero-sub">{site.location} · 지하 4층~지상 35층 12개동</p>}
          <ul className="benefits" aria-label="특별 분양 혜택">
            {BENEFITS.map((b) => (
              <li key={b.title}>
                <strong>{b.title}</strong>
                <span>{b.text}</span>
              </li>
            ))}
          </ul>
          <PopupTrigger className="btn btn-gold btn-lg">관심고객 등록하기</PopupTrigger>
        </div>
      </section>

      <section className="home-section home-brand" aria-labelledby="home-brand-title">
        <div className="home-section-inner home-split">
          <Img name="brand-intro" alt={`${site.brandName} 브랜드 이미지`} />
          <div>
            <p className="eyebrow">{site.brandNameEn}</p>
            <h2 id="home-brand-title">새로운 주거의 기준, {site.brandName}</h2>
            <p>자연과 품격, 혁신을 담아 가족 모두가 오래 머물고 싶은 집을 짓습니다.</p>
            <Link to="/Brand/intro" className="btn btn-outline">
              브랜드 소개 보기
            </Link>
          </div>
        </div>
      </section>

      <GroupIsland />

      <ComplexIsland />

      <UnitPlanIsland />

      <section className="home-section home-visit" aria-labelledby="home-visit-title">
        <div className="home-section-inner home-split">
          <div>
            <p className="eyebrow">VISIT RESERVATION</p>
            <h2 id="home-visit-title">견본주택 방문예약</h2>
            <p>
              방문을 예약하시면 전문 상담사가 연락드리고 견본주택 위치를 문자로 보내 드립니다. 잔여 세대와 분양 일정도 가장
              먼저 알려 드립니다.
            </p>
            <Img name="model-house" alt="견본주택 외관 이미지" />
          </div>
          <VisitIsland />
        </div>
      </section>
    </div>
  );
}
