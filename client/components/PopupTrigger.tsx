import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface Props {
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}

/**
 * Opens the interest-registration popup. Rendered as a link to the registration page so it
 * still leads somewhere useful before scripts load or when they are disabled.
 */
export function PopupTrigger({ className, children, ...rest }: Props) {
  return (
    <Link to="/Promotion/Customer" className={className} data-popup-trigger="" {...rest}>
      {children}
    </Link>
  );
}
