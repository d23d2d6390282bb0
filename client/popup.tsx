import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { popupStore } from './popup-store';

/** False on private pages (a reservation, an opt-out link, a result): no popup there. */
const PopupEnabled = createContext(false);

export function PopupProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  return <PopupEnabled.Provider value={enabled}>{children}</PopupEnabled.Provider>;
}

/** Open state of the interest-registration popup, shared by every trigger and island. */
export function usePopup() {
  const enabled = useContext(PopupEnabled);
  const isOpen = useSyncExternalStore(popupStore.subscribe, popupStore.isOpen, () => false);
  return { enabled, isOpen: enabled && isOpen, open: popupStore.open, close: popupStore.close };
}
