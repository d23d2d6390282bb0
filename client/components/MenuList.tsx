import { Link, useLocation } from 'react-router-dom';
import type { MenuLink } from '../../shared/routes';

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
  return (
    <ul id={id} className={className} hidden={hidden}>
      {items.map((item) => (
        <li key={item.label}>
          <Link to={item.to} onClick={onNavigate} aria-current={item.to === pathname ? 'page' : undefined}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
