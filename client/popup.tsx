import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface PopupApi {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

const PopupContext = createContext<PopupApi>({ isOpen: false, open: () => {}, close: () => {} });

/** Open state of the interest-registration popup, shared by every trigger. */
export function PopupProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const api = useMemo(() => ({ isOpen, open: () => setOpen(true), close: () => setOpen(false) }), [isOpen]);
  return <PopupContext.Provider value={api}>{children}</PopupContext.Provider>;
}

export const usePopup = () => useContext(PopupContext);
