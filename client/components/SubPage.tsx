import type { ReactNode } from 'react';
import { Link } from '../nav';
import { breadcrumbsFor, menuHref, PRIVATE_PAGES, sections, visibleLinks } from '../../shared/menu';
import type { PageMatch } from '../../shared/routes';
import { useMenuFlags, useSite } from '../site-context';

interface Props {
  match: PageMatch;
  /** Visible title above the content; defaults to the route's title. */
  title?: string;
  children: ReactNode;
}

/**
 * Shared frame of every sub-page: banner, screen-reader heading, breadcrumbs and sub-menu bar.
 * Private pages (a reservation, an opt-out link) skip the banner: their task comes first on a phone.
 */
export function SubPage({ match, title = match.route.title, children }: Props) {
  // Pages outside the menu (privacy policy, administrator) get the banner without a sub-menu.
  const site = useSite();
  const flags = useMenuFlags();
  const section = match.route.section ? sections[match.route.section] : undefined;
  const crumbs = breadcrumbsFor(match, title);
  return (
    <>
      <h1 className="sr-only">{title}</h1>
      {!PRIVATE_PAGES.has(match.route.page) && (
        <section className="banner" aria-label="페이지 배너">
          <BannerImage name={section?.banner ?? 'banner-promotion'} />
          <div className="banner-text">
            <p className="banner-title">{section?.group ?? title}</p>
            <p className="banner-tagline">{section?.tagline ?? 'THE HAEON LAKE CITY'}</p>
          </div>
        </section>
      )}
      <div className="submenu-bar">
        <div className="submenu-inner">
          <nav aria-label="현재 위치" className="breadcrumbs">
            <ol>
              {crumbs.map((c, i) => (
                <li key={c.path}>
                  {i === crumbs.length - 1 ? <span aria-current="page">{c.name}</span> : <Link to={c.path}>{c.name}</Link>}
                </li>
              ))}
            </ol>
          </nav>
          {/* On a phone it scrolls sideways, brought to the current item (islands/behaviours.ts). */}
          {section && (
            <nav aria-label={`${section.group} 하위 메뉴`} className="submenu">
              <ul>
                {visibleLinks(section.subMenu, flags).map((item) => {
                  const to = menuHref(item.to, match.params.site ?? site.defaultSite);
                  return (
                    <li key={item.to}>
                      <Link to={to} aria-current={to === match.canonicalPath ? 'page' : undefined}>
                        {item.label}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
          )}
        </div>
      </div>
      <div className="page-content">
        <h2 className="page-title">{title}</h2>
        {children}
      </div>
    </>
  );
}

/**
 * The banner's artwork as an image in the HTML (issue 40): the preload scanner finds it at once, at
 * high priority, where a CSS background waited for the styles. It stays an SVG: measured on the
 * mobile profile against AVIF/WebP rendered with sharp at the widths a phone fetches, the SVG is
 * 6–14× smaller on the wire (1.5–2.1 KB gzip against 12–22 KB AVIF) and reached LCP no later
 * (docs/performance.md, "Sub-page banners").
 */
function BannerImage({ name }: { name: string }) {
  return <img className="banner-img" src={`/images/${name}.svg`} width={1920} height={480} alt="" fetchPriority="high" />;
}

/** A list of fine-print notes under an image. */
export function Notes({ items }: { items: ReactNode[] }) {
  return (
    <ul className="notes">
      {items.map((n, i) => (
        <li key={i}>{n}</li>
      ))}
    </ul>
  );
}

export const MODEL_HOME_NOTE =
  '본 이미지는 견본주택에 설치된 전시품 및 유상옵션 품목이 포함된 것으로, 실제 적용 옵션과 범위, 위치는 다르며 실제 시공 시 달라질 수 있습니다.';

/** 'COMING SOON' placeholder with the loading animation. */
export function ComingSoon({ note }: { note?: string }) {
  return (
    <div className="coming-soon" role="status">
      <p className="coming-soon-title">COMING SOON</p>
      <div className="loader" aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
      <p className="coming-soon-text">더 정확한 정보로 곧 찾아뵙겠습니다.</p>
      {note && <p className="coming-soon-note">{note}</p>}
    </div>
  );
}
