import type { ReactNode } from 'react';
import { AccordionHeading, AccordionPanel, useAccordion } from '../../components/Accordion';
import { Img } from '../../components/Img';
import { PremiumSlider } from '../../components/PremiumSlider';
import { useSite } from '../../site-context';
import { unitTypeSummary } from '../../../shared/site.config';
import { LOCATION_POINTS } from '../location-points';
import { FutureNote } from '../../components/FutureNote';
import { SLIDES } from './content';
import { PremiumCards } from './PremiumCards';

type GroupItem = 'overview' | 'location' | 'premium';

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
 * The business overview, location and premium sections (an island): plain sections on wide
 * screens, one accordion on narrow screens; the premium slider and cards are inside.
 */
export function HomeGroup() {
  const site = useSite();
  const group = useAccordion<GroupItem>('overview');
  return (
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
                <span>
                  {p.text}
                  {p.claim && <FutureNote id={p.claim} />}
                </span>
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
  );
}
