import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePopup } from '../popup';

interface Props {
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  onClick?: () => void;
}

/**
 * Opens the interest-registration popup. Rendered as a link to the registration page so it
 * still leads somewhere useful before scripts load or when they are disabled; on private pages
 * (no popup there) it is only that link.
 */
export function PopupTrigger({ className, children, onClick, ...rest }: Props) {
  const popup = usePopup();
  if (!popup.enabled) {
    return (
      <Link to="/Promotion/Customer" className={className} onClick={onClick} {...rest}>
        {children}
      </Link>
    );
  }
  const open = (e: MouseEvent) => {
    e.preventDefault();
    onClick?.();
    popup.open();
  };
  return (
    <Link to="/Promotion/Customer" className={className} aria-haspopup="dialog" onClick={open} {...rest}>
      {children}
    </Link>
  );
}
