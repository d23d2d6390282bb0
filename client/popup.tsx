import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface PopupApi {
  /** False on private pages (a reservation, an opt-out link, a result): no popup there. */
  enabled: boolean;
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

const PopupContext = createContext<PopupApi>({ enabled: false, isOpen: false, open: () => {}, close: () => {} });

/** Open state of the interest-registration popup, shared by every trigger. */
export function PopupProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const open = enabled && isOpen;
  const api = useMemo(() => ({ enabled, isOpen: open, open: () => setOpen(true), close: () => setOpen(false) }), [enabled, open]);
  return <PopupContext.Provider value={api}>{children}</PopupContext.Provider>;
}

export const usePopup = () => useContext(PopupContext);
