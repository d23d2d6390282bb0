/**
 * The page's data as the server wrote it into the HTML (the state script), rewritten without it: what
 * a signed-out /my must not keep in its DOM (decision 0050). Apart from page-data.tsx so the boot
 * script's chunk does not come to need React's.
 */
import { APP_STATE_ID, type AppState } from '../shared/app-state';

export function dropPageDataScript(): void {
  const script = document.getElementById(APP_STATE_ID);
  if (!script?.textContent) return;
  const { data: _dropped, ...rest } = JSON.parse(script.textContent) as AppState;
  script.textContent = JSON.stringify(rest);
}
