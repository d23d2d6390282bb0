import { Link } from 'react-router-dom';
import { LeadForm } from '../../components/LeadForm';
import { Img } from '../../components/Img';
import { PopupTrigger } from '../../components/PopupTrigger';
import { Tabs } from '../../components/Tabs';
import { LazyFrame } from '../../components/LazyFrame';
import { useSite } from '../../site-context';
import { LOCATION_POINTS } from '../location';
import { BENEFITS, HOME_UNIT_TABS, PREMIUM_CARDS, SLIDES } from './content';

export function Home() {
  const site = useSite();
  return (
    <div className="home">
      <h1 className="sr-only">{site.projectName} 공식 홈페이지</h1>

      <section className="home-hero" aria-labelledby="hero-title">
        <Img name="hero" alt="" priority className="home-hero-bg" />
        <div className="home-hero-text">
          <p className="eyebrow">{site.projectNameEn}</p>
          <h2 id="hero-title">
            호수를 품은 1,455세대,
            <br />
            {site.projectName}
          </h2>
          <p className="home-hero-sub">{site.location} · 지하 4층~지상 35층 12개동</p>
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

      <section className="home-section home-location" aria-labelledby="home-location-title">
        <div className="home-section-inner">
          <p className="eyebrow">LOCATION</p>
          <h2 id="home-location-title">생활의 모든 것이 가까운 입지</h2>
          <div className="home-split">
            <Img name="location-map" alt="입지 환경 지도" />
            <ul className="home-points">
              {LOCATION_POINTS.map((p) => (
                <li key={p.no}>
                  <span className="feature-no">{p.no}</span>
                  <strong>{p.head}</strong>
                  <span>{p.text}</span>
                </li>
              ))}
            </ul>
          </div>
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

      <section className="home-section home-overview" aria-labelledby="home-overview-title">
        <div className="home-section-inner">
          <p className="eyebrow">BUSINESS OVERVIEW</p>
          <h2 id="home-overview-title">사업개요</h2>
          <div className="home-split">
            <Img name="business-overview" alt={`${site.projectName} 단지 조감도`} />
            <dl className="overview-list">
              <div><dt>대지위치</dt><dd>{site.location}</dd></div>
              <div><dt>건축규모</dt><dd>지하 4층~지상 35층, 12개동 및 부대시설</dd></div>
              <div><dt>세대수</dt><dd>총 1,455세대</dd></div>
              <div><dt>주택형</dt><dd>70 / 80 / 84 / 107 / 114㎡</dd></div>
            </dl>
          </div>
        </div>
      </section>

      <section className="home-section home-plan" aria-labelledby="home-plan-title">
        <div className="home-section-inner home-split">
          <div>
            <p className="eyebrow">SPECIAL PLAN</p>
            <h2 id="home-plan-title">공간의 가치를 높인 특화 설계</h2>
            <p>4Bay 판상형 위주의 설계와 남향 중심 배치, 넉넉한 수납공간으로 매일의 생활을 더 여유롭게 만듭니다.</p>
            <Link to="/ComplexGuide/intro" className="btn btn-outline">단지안내 보기</Link>
          </div>
          <Img name="special-plan" alt="4Bay 판상형 특화 설계 이미지" />
        </div>
      </section>

      <section className="home-section home-premium" aria-labelledby="home-premium-title">
        <div className="home-section-inner">
          <p className="eyebrow">PREMIUM</p>
          <h2 id="home-premium-title">{site.projectName}만의 프리미엄</h2>
          <ul className="premium-cards">
            {PREMIUM_CARDS.map((c) => (
              <li key={c.title} className="premium-card">
                <span className="premium-icon" aria-hidden="true">{c.icon}</span>
                <p className="eyebrow">{c.title}</p>
                <h3>{c.text1}</h3>
                <p>{c.text2}</p>
                <Link to={c.link}>{c.linkText}</Link>
              </li>
            ))}
          </ul>
          <ul className="premium-slides" aria-label="프리미엄 갤러리">
            {SLIDES.map((s) => (
              <li key={s.image}>
                <Img name={s.image} alt="" />
                <strong>{s.title}</strong>
                <span>{s.description}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="home-section home-units" aria-labelledby="home-units-title">
        <div className="home-section-inner">
          <p className="eyebrow">UNIT PLAN</p>
          <h2 id="home-units-title">타입 안내</h2>
          <Tabs label="타입 선택" tabs={HOME_UNIT_TABS.map((t) => ({ id: t.id, label: t.id }))}>
            {(id) => {
              const tab = HOME_UNIT_TABS.find((t) => t.id === id)!;
              return <Img key={id} name={tab.image} alt={`${id} 타입 평면도`} />;
            }}
          </Tabs>
          <div className="center-actions">
            <Link to="/FloorPlan/84A" className="btn btn-outline">세대안내 자세히 보기</Link>
          </div>
          <div className="home-vr">
            <h3>E-모델하우스</h3>
            <LazyFrame src={site.vrUrl} title="E-모델하우스 VR (84A)" width={1200} height={700} allow="fullscreen" />
          </div>
        </div>
      </section>

      <section className="home-section home-visit" aria-labelledby="home-visit-title">
        <div className="home-section-inner home-split">
          <div>
            <p className="eyebrow">VISIT RESERVATION</p>
            <h2 id="home-visit-title">견본주택 방문예약</h2>
            <p>
              방문예약을 남겨 주시면 전문 상담사가 연락드리고, 견본주택 위치를 문자로 보내 드립니다. 잔여 세대 및 분양
              일정도 가장 먼저 안내해 드립니다.
            </p>
            <Img name="model-house" alt="견본주택 외관 이미지" />
          </div>
          <LeadForm type="visit" withMessage submitLabel="방문예약 등록" />
        </div>
      </section>
    </div>
  );
}
