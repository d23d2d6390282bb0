import { island } from '../islands/Island';
import { FamilySites } from './FamilySites';
import { Link } from '../nav';
import { headerMenu, menuHref, MY_PAGE_LINK, toolLinks, visibleLinks, VISIT_BOOKING_LINK } from '../../shared/menu';
import { telHref } from '../../shared/site.config';
import { useMenuFlags, useSite } from '../site-context';
import { PopupTrigger } from './PopupTrigger';
import { FutureNote } from './FutureNote';
import { disclosureRows } from '../../shared/disclosures';

const FamilySitesIsland = island('family-sites', FamilySites);
const isTool = (to: string) => toolLinks.some((t) => t.to === to);

export function Footer() {
  const site = useSite();
  const flags = useMenuFlags();
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <div className="footer-top">
          <img src="/images/logo-white.svg" alt={site.projectName} width={220} height={48} className="footer-logo" />
          <div className="footer-actions">
            <PopupTrigger className="btn btn-gold">관심고객 등록</PopupTrigger>
            <Link to={menuHref(VISIT_BOOKING_LINK.to, site.defaultSite)} className="btn btn-outline-light">
              {VISIT_BOOKING_LINK.label}
            </Link>
            <Link to={MY_PAGE_LINK.to} className="btn btn-outline-light">
              {MY_PAGE_LINK.label}
            </Link>
            <FamilySitesIsland />
          </div>
        </div>

        <nav className="footer-sitemap" aria-label="사이트맵">
          {headerMenu.map((group) => (
            <div key={group.label}>
              <p className="footer-sitemap-title">{group.label}</p>
              <ul>
                {visibleLinks(group.items, flags)
                  // Once per column (the header's 99 links share a page); the tools have their own column below.
                  .filter((item, i, all) => all.findIndex((x) => x.to === item.to) === i && !isTool(item.to))
                  .map((item) => (
                    <li key={item.label}>
                      <Link to={menuHref(item.to, site.defaultSite)}>{item.label}</Link>
                    </li>
                  ))}
              </ul>
            </div>
          ))}
          <div>
            <p className="footer-sitemap-title">청약 도구</p>
            <ul>
              {toolLinks.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        </nav>

        <div className="footer-info">
          <p className="footer-project">{site.projectName}</p>
          {/* The presale advertisement's disclosures (shared/disclosures.ts), plain text on every page. */}
          <dl className="footer-disclosure" aria-label="사업 정보">
            {disclosureRows(site).map(([label, text, claim]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>
                  {text}
                  {claim && <FutureNote id={claim} />}
                </dd>
              </div>
            ))}
          </dl>
          <p>
            <span>
              분양문의 <a href={telHref(site.consultationPhone)}>{site.consultationPhone}</a>
            </span>
          </p>
          <ul className="footer-disclaimer">
            <li>본 홈페이지의 이미지는 소비자의 이해를 돕기 위한 것으로 실제와 다를 수 있습니다.</li>
            <li>단지 주변 개발계획은 인허가 과정 및 정부 정책에 따라 변경, 연기 또는 취소될 수 있습니다.</li>
          </ul>
          <p className="footer-links">
            <Link to="/privacy">
              <strong>개인정보처리방침</strong>
            </Link>
          </p>
          <p className="copyright">© 2025 {site.projectNameEn}. All rights reserved.</p>
        </div>
      </div>
    </footer>
  );
}
