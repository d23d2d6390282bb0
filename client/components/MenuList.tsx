import { Link, useLocation } from '../nav';
import { menuHref, visibleLinks, type MenuLink } from '../../shared/menu';
import { useMenuFlags, useSite } from '../site-context';

interface Props {
  id: string;
  className: string;
  items: MenuLink[];
  hidden: boolean;
  onNavigate?: () => void;
}

/** The links of one menu group (header dropdown, mobile accordion panel), current page marked. */
export function MenuList({ id, className, items, hidden, onNavigate }: Props) {
  const { pathname } = useLocation();
  const { defaultSite } = useSite();
  const flags = useMenuFlags();
  return (
    <ul id={id} className={className} hidden={hidden}>
      {visibleLinks(items, flags).map((item) => {
        const to = menuHref(item.to, defaultSite);
        return (
          <li key={item.label}>
            <Link to={to} onClick={onNavigate} aria-current={to === pathname ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
