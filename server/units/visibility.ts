/**
 * Whether the remaining-units page is shown (the sale's `visible`), as every instance knows it: the
 * instance where the desk changed it at once, the others within a few seconds (each reads it
 * periodically). A change drops the pages kept in memory, whose menus name the page or not.
 */
import { isDbReady } from '../db/connection';
import { currentSale } from './sale';

export const VISIBILITY_REFRESH_MS = 3000;

export function watchVisibility(dbReady: Promise<void>, onChange: (visible: boolean) => void) {
  let visible = false;
  const set = (v: boolean) => {
    if (v === visible) return;
    visible = v;
    onChange(v);
  };
  const refresh = () => {
    if (!isDbReady()) return;
    currentSale()
      .then((s) => set(s.visible))
      .catch(() => {}); // read again at the next tick
  };
  dbReady.then(refresh).catch(() => {});
  setInterval(refresh, VISIBILITY_REFRESH_MS).unref();
  return { get: () => visible, set };
}
