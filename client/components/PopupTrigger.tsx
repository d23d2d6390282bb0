import type { ReactNode } from 'react';
import { usePopup } from '../popup';
import { POPUP_TRIGGER_ATTR } from '../popup-store';

interface Props {
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  onClick?: () => void;
}

/**
 * Opens the interest-registration popup. Rendered as a link to the registration page so it
 * still leads somewhere useful before scripts load or when they are disabled; on private pages
 * (no popup there) it is only that link. Its click is handled once for the whole document by the
 * islands' boot script, so a trigger in a part of the page that never hydrates opens it too.
 */
export function PopupTrigger({ className, children, onClick, ...rest }: Props) {
  const popup = usePopup();
  if (!popup.enabled) {
    return (
      <a href="/Promotion/Customer" className={className} onClick={onClick} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href="/Promotion/Customer" className={className} aria-haspopup="dialog" {...{ [POPUP_TRIGGER_ATTR]: '' }} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}
