import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { VisitBooking } from '../../components/VisitForm';
import { LeadForm } from '../../components/LeadForm';
import { AccordionHeading, AccordionPanel, useAccordion } from '../../components/Accordion';
import { Img } from '../../components/Img';
import { PopupTrigger } from '../../components/PopupTrigger';
import { PremiumSlider } from '../../components/PremiumSlider';
import { useFullPageSteps } from '../../hooks/useFullPageSteps';
import { useSite } from '../../site-context';
import { unitTypeSummary } from '../../../shared/site.config';
import { LOCATION_POINTS } from '../location';
import { BENEFITS, COMPLEX_ITEMS, SLIDES } from './content';
import { PremiumCards } from './PremiumCards';
import { UnitPlan } from './UnitPlan';
import './home.css';

type GroupItem = 'overview' | 'location' | 'premium';
type ComplexItem = (typeof COMPLEX_ITEMS)[number]['id'];

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

interface GroupSectionProps {
  item: GroupItem;
  group: ReturnType<typeof useAccordion<GroupItem>>;
  className: string;
  eyebrow: string;
  /** Accordion button text (narrow screens). */
  label: string;
  /** Section title on wide screens; defaults to the label. */
  title?: ReactNode;
  children: ReactNode;
}

/** A section of the overview/location/premium group: a plain section when wide, an accordion item when narrow. */
function GroupSection({ item, group, className, eyebrow, label, title, children }: GroupSectionProps) {
  const expanded = group.open === item;
  return (
    <section className={`home-section ${className} acc-item`} aria-labelledby={`home-${item}-title`}>
      <div className="home-section-inner">
        <p className="eyebrow acc-eyebrow">{eyebrow}</p>
        <AccordionHeading
          id={`home-${item}-title`}
          panelId={`home-${item}-panel`}
          expanded={expanded}
          onToggle={() => group.toggle(item)}
          label={label}
        >
          {title}
        </AccordionHeading>
        <AccordionPanel id={`home-${item}-panel`} expanded={expanded}>
          {children}
        </AccordionPanel>
      </div>
    </section>
  );
}

/**
 * The home page: eight screen-high sections on wide screens, stepped through by wheel and keys
 * (useFullPageSteps), then the footer; on narrow screens the business overview, location and
 * premium sections form one accordion, and the complex guide and unit plan are accordions too.
 */
export function Home() {
  const site = useSite();
  useFullPageSteps();
  const group = useAccordion<GroupItem>('overview');
  const complex = useAccordion<ComplexItem>('layout');

  return (
    <div className="home">
      <noscript>
        <style>{NOSCRIPT_CSS}</style>
      </noscript>
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

      <div className="home-acc-group">
        <GroupSection item="overview" group={group} className="home-overview home-alt" eyebrow="BUSINESS OVERVIEW" label="사업개요">
          <div className="home-split">
            <Img name="business-overview" alt={`${site.projectName} 단지 조감도`} />
            <dl className="overview-list">
              <div><dt>대지위치</dt><dd>{site.location}</dd></div>
              <div><dt>건축규모</dt><dd>지하 4층~지상 35층, 12개동 및 부대시설</dd></div>
              <div><dt>세대수</dt><dd>총 1,455세대</dd></div>
              <div><dt>주택형</dt><dd>{unitTypeSummary(site.units)}</dd></div>
            </dl>
          </div>
        </GroupSection>

        <GroupSection item="location" group={group} className="home-location" eyebrow="LOCATION" label="입지환경" title="생활의 모든 것이 가까운 입지">
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
        </GroupSection>

        <GroupSection item="premium" group={group} className="home-premium home-alt" eyebrow="PREMIUM" label="프리미엄" title={<>{site.projectName}만의 프리미엄</>}>
          <p className="premium-lead">대단지 규모부터 교통, 자연, 설계까지 — 카드를 눌러 네 가지 프리미엄을 확인하세요.</p>
          <PremiumSlider slides={SLIDES} label="프리미엄 갤러리" className="premium-slider" />
          <PremiumCards />
        </GroupSection>
      </div>

      <section className="home-section home-complex" aria-labelledby="home-complex-title">
        <div className="home-section-inner">
          <p className="eyebrow">COMPLEX GUIDE</p>
          <h2 id="home-complex-title">단지안내</h2>
          <div className="complex-items">
            {COMPLEX_ITEMS.map((item) => {
              const panel = `home-complex-${item.id}`;
              const expanded = complex.open === item.id;
              return (
                <div key={item.id} className="complex-item">
                  <AccordionHeading as="h3" panelId={panel} expanded={expanded} onToggle={() => complex.toggle(item.id)} label={item.title} />
                  <AccordionPanel id={panel} expanded={expanded}>
                    <Img name={item.image} alt={item.alt} />
                    <p>{item.text}</p>
                    <Link to={item.link} className="text-link">
                      {item.linkText}
                    </Link>
                  </AccordionPanel>
                </div>
              );
            })}
          </div>
        </div>
      </section>

      <UnitPlan />

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
          <VisitBooking id="visit-home" fallback={<LeadForm type="visit-request" withMessage submitLabel="방문예약 등록" />} />
        </div>
      </section>
    </div>
  );
}
