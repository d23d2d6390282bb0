import { useEffect, useState } from 'react';
import { Link } from '../nav';
import { headerMenu, menuHref, VISIT_BOOKING_LINK } from '../../shared/menu';
import { useSite } from '../site-context';
import { PopupTrigger } from './PopupTrigger';
import { MenuList } from './MenuList';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Full-height slide menu for narrow screens: an accordion with one group open at a time. */
export function MobileMenu({ open, onClose }: Props) {
  const [openGroup, setOpenGroup] = useState<number | null>(null);
  const site = useSite();

  useEffect(() => {
    if (!open) return;
    const onKey = (e: globalThis.KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    document.documentElement.classList.add('menu-open');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.documentElement.classList.remove('menu-open');
    };
  }, [open, onClose]);

  return (
    // A labelled region (aria-label is not allowed on a plain div): the menu nav plus the booking link.
    <div id="mobile-menu" role="region" className={`mobile-menu${open ? ' is-open' : ''}`} data-open-class="inert" inert={!open} aria-label="전체 메뉴">
      <nav aria-label="모바일 메뉴">
        <ul className="mm-list">
          {headerMenu.map((group, i) => {
            const expanded = openGroup === i;
            const panelId = `mm-panel-${i}`;
            return (
              <li key={group.label} className="mm-group">
                <button
                  type="button"
                  className="mm-toggle"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpenGroup(expanded ? null : i)}
                >
                  {group.label}
                </button>
                <MenuList id={panelId} className="mm-panel" items={group.items} hidden={!expanded} onNavigate={onClose} />
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="mm-actions">
        <PopupTrigger className="mm-reserve" onClick={onClose}>
          관심고객 등록
        </PopupTrigger>
        <Link to={menuHref(VISIT_BOOKING_LINK.to, site.defaultSite)} className="mm-visit" onClick={onClose}>
          {VISIT_BOOKING_LINK.label}
        </Link>
      </div>
    </div>
  );
}
