/**
 * Links and the current address on visitor pages. Moving between visitor pages is an ordinary page
 * load (each page is server-rendered HTML with a few islands; decision 0027), so a link is a plain
 * <a> and the address comes from the request on the server and from `window.location` in the
 * browser. The desk (/admin/...) keeps react-router.
 */
import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode } from 'react';

export interface Place {
  pathname: string;
  search: string;
}

const PlaceContext = createContext<Place | null>(null);

/** The address the page was rendered for (the server passes the request's; islands the browser's). */
export function PlaceProvider({ place, children }: { place: Place; children: ReactNode }) {
  return <PlaceContext.Provider value={place}>{children}</PlaceContext.Provider>;
}

export function useLocation(): Place {
  const place = useContext(PlaceContext);
  if (place) return place;
  if (typeof window === 'undefined') return { pathname: '/', search: '' };
  return { pathname: window.location.pathname, search: window.location.search };
}

interface NavigateOptions {
  replace?: boolean;
}

/** A page load to `to` (replace: the current history entry gives way to it); -1 goes back. */
function navigate(to: string | number, opts: NavigateOptions = {}) {
  if (typeof to === 'number') return window.history.go(to);
  if (opts.replace) window.location.replace(to);
  else window.location.assign(to);
}

export const useNavigate = () => navigate;

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  /** Accepted for the desk's signature; every visitor link already loads the page. */
  reloadDocument?: boolean;
};

export function Link({ to, reloadDocument: _reload, ...rest }: LinkProps) {
  return <a href={to} {...rest} />;
}
