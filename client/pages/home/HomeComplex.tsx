import { Link } from '../../nav';
import { AccordionHeading, AccordionPanel, useAccordion } from '../../components/Accordion';
import { Img } from '../../components/Img';
import { COMPLEX_ITEMS } from './content';

type ComplexItem = (typeof COMPLEX_ITEMS)[number]['id'];

/** The complex guide (an island): an accordion on narrow screens, one item open at a time. */
export function HomeComplex() {
  const complex = useAccordion<ComplexItem>('layout');
  return (
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
  );
}
