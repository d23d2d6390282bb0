import { useEffect, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, useLocation } from '../nav';
import { headerMenu, menuHref, MY_PAGE_LINK, VISIT_BOOKING_LINK } from '../../shared/menu';
import { telHref } from '../../shared/site.config';
import { useSite } from '../site-context';
import { useScrolledPast } from '../hooks/useScrollY';
import { PopupTrigger } from './PopupTrigger';
import { MobileMenu } from './MobileMenu';
import { MenuList } from './MenuList';

export function Header() {
  const site = useSite();
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(0);
  const [openGroup, setOpenGroup] = useState<number | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    setOpenGroup(null);
    setMenuOpen(false);
  }, [pathname]);

  // Escape closes the dropdown; from inside it, focus returns to the group link (not lost to <body>).
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'Escape') return;
    const target = e.target as HTMLElement;
    if (target.closest('.gnb-dropdown')) target.closest('.gnb-item')?.querySelector<HTMLElement>('.gnb-link')?.focus();
    setOpenGroup(null);
  };
  // Tabbing out of the menu closes the last dropdown.
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpenGroup(null);
  };

  return (
    <header className={`site-header${scrolled ? ' is-scrolled' : ''}`} onMouseLeave={() => setOpenGroup(null)}>
      {/* Spec 2.4: a banner with an animated graphic on top; its height is reserved (no layout shift). */}
      <div className="header-banner" aria-hidden="true">
        <span className="header-banner-text">
          {site.projectNameEn} · 호수를 품은 1,455세대
        </span>
      </div>
      <div className="header-inner">
        <Link to="/" className="header-logo" aria-label={`${site.projectName} 홈`}>
          <img src="/images/logo.svg" alt="" width={220} height={48} />
        </Link>
        {/* 계약자 전용: beside the logo on a phone, at the banner's right end on wider screens (Header.css). */}
        <Link to={MY_PAGE_LINK.to} className="header-my" aria-current={pathname === MY_PAGE_LINK.to ? 'page' : undefined}>
          {MY_PAGE_LINK.label}
        </Link>
        <Link to="/Promotion/Customer" className="header-reserve">
          관심고객 등록
        </Link>
        <Link to={menuHref(VISIT_BOOKING_LINK.to, site.defaultSite)} className="header-visit">
          {VISIT_BOOKING_LINK.label}
        </Link>
        <nav className="gnb" aria-label="주 메뉴" onKeyDown={onKeyDown} onBlur={onBlur}>
          <ul className="gnb-list">
            {headerMenu.map((group, i) => {
              const id = `gnb-dropdown-${i}`;
              const open = openGroup === i;
              return (
                <li
                  key={group.label}
                  className={`gnb-item${open ? ' is-open' : ''}`}
                  onMouseEnter={() => setOpenGroup(i)}
                  onFocus={() => setOpenGroup(i)}
                >
                  <Link to={menuHref(group.items[0]!.to, site.defaultSite)} className="gnb-link" aria-controls={id} aria-expanded={open}>
                    {group.label}
                  </Link>
                  <MenuList id={id} className="gnb-dropdown" items={group.items} hidden={!open} />
                </li>
              );
            })}
          </ul>
        </nav>
        <PopupTrigger className="header-phone" aria-label={`${site.consultationPhone} 관심고객 등록`}>
          <PhoneIcon />
          <span>{site.consultationPhone}</span>
        </PopupTrigger>
        <a className="header-tel" href={telHref(site.consultationPhone)} aria-label={`상담전화 ${site.consultationPhone} 걸기`}>
          <PhoneIcon />
        </a>
        <button
          type="button"
          className={`hamburger js-only${menuOpen ? ' is-open' : ''}`}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? '메뉴 닫기' : '메뉴 열기'}
          onClick={() => setMenuOpen((v) => !v)}
        >
          <span />
          <span />
          <span />
        </button>
      </div>
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </header>
  );
}

export function PhoneIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
      />
    </svg>
  );
}
