import { useState } from 'react';
import { Link } from '../../nav';
import { AccordionHeading, AccordionPanel, useAccordion } from '../../components/Accordion';
import { ZoomImage } from '../../components/ZoomImage';
import { formatArea } from '../../../shared/site.config';
import type { ImageName } from '../../images';
import { LazyFrame } from '../../components/LazyFrame';
import { Tabs } from '../../components/Tabs';
import { useSite } from '../../site-context';
import { HOME_UNIT_TABS } from './content';

type View = 'types' | 'vr';
const VIEWS: { id: View; label: string }[] = [
  { id: 'types', label: '타입안내' },
  { id: 'vr', label: 'E-모델하우스' },
];
const TYPE_TABS = HOME_UNIT_TABS.map((t) => ({ id: t, label: t }));
const panelId = (v: View) => `home-units-${v}`;

/** The built-in VR page (this origin) opens on the tab's type; an operator's own tour is framed as configured. */
function vrUrlFor(vrUrl: string, type: string): string {
  return vrUrl.startsWith('/') && !vrUrl.startsWith('//') ? `${vrUrl}${vrUrl.includes('?') ? '&' : '?'}type=${encodeURIComponent(type)}` : vrUrl;
}

/**
 * Unit-plan section. Wide screens: two toggle buttons switch between the type guide and the VR
 * e-model house, and the section heading follows. Narrow screens: the two are an accordion.
 */
export function UnitPlan() {
  const site = useSite();
  const [view, setView] = useState<View>('types');
  const accordion = useAccordion<View>('types');
  const title = VIEWS.find((v) => v.id === view)!.label;

  const choose = (v: View) => {
    setView(v);
    accordion.setOpen(v);
  };
  const toggle = (v: View) => {
    if (accordion.open !== v) setView(v);
    accordion.toggle(v);
  };

  return (
    <section className="home-section home-units home-alt" aria-labelledby="home-units-title">
      <div className="home-section-inner">
        <p className="eyebrow">UNIT PLAN</p>
        <h2 id="home-units-title">
          <span className="wide-only">{title}</span>
          <span className="narrow-only">세대안내</span>
        </h2>
        <div className="unit-switch js-only" role="group" aria-label="세대안내 보기">
          {VIEWS.map((v) => (
            <button key={v.id} type="button" aria-pressed={view === v.id} aria-controls={panelId(v.id)} onClick={() => choose(v.id)}>
              {v.label}
            </button>
          ))}
        </div>

        <div className="unit-views">
          <AccordionHeading as="h3" panelId={panelId('types')} expanded={accordion.open === 'types'} onToggle={() => toggle('types')} label="타입안내" />
          <AccordionPanel id={panelId('types')} expanded={accordion.open === 'types'} className={view === 'types' ? 'is-current' : ''}>
            <Tabs label="타입 선택" tabs={TYPE_TABS}>
              {(id) => {
                const unit = site.units.find((u) => u.label === id)!;
                return (
                  <>
                    <ZoomImage key={id} name={unit.plan as ImageName} alt={`${id} 타입 평면도`} className="unit-plan-image" />
                    <p className="unit-plan-caption">
                      {id} 타입 · 전용 {formatArea(unit.exclusiveArea)} · 공급 {formatArea(unit.supplyArea)}
                    </p>
                  </>
                );
              }}
            </Tabs>
            <div className="center-actions">
              <Link to="/FloorPlan/84A" className="btn btn-outline">
                세대안내 자세히 보기
              </Link>
            </div>
          </AccordionPanel>

          <AccordionHeading as="h3" panelId={panelId('vr')} expanded={accordion.open === 'vr'} onToggle={() => toggle('vr')} label="E-모델하우스" />
          <AccordionPanel id={panelId('vr')} expanded={accordion.open === 'vr'} className={view === 'vr' ? 'is-current' : ''}>
            <Tabs label="VR 타입 선택" tabs={TYPE_TABS} initial="84A">
              {(id) => (
                <>
                  <p className="vr-hint">화면을 클릭하시면 VR로 세대 내부를 360° 둘러보실 수 있습니다.</p>
                  {/* A fresh frame per tab keeps its title honest; the built-in page opens on that type. */}
                  <LazyFrame key={id} src={vrUrlFor(site.vrUrl, id)} title={`E-모델하우스 VR (${id})`} width={1200} height={700} allow="fullscreen; xr-spatial-tracking; gyroscope; accelerometer" className="home-vr-frame" />
                </>
              )}
            </Tabs>
          </AccordionPanel>
        </div>
      </div>
    </section>
  );
}
