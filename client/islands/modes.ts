/**
 * When an island hydrates (decision 0027). Every island also hydrates on the first interaction
 * inside it (pointer, focus, touch, click), whatever its mode, and a click that arrived before is
 * replayed once it has.
 * - idle: once the first screen has painted and the browser is idle;
 * - visible: when it comes within 200 px of the viewport (the home page's sliders and accordions);
 * - interaction: only on interaction (menus, viewers, the popup, the forms: no script until
 *   someone reaches for them). The forms' fields are uncontrolled, so what is typed while React
 *   loads is kept and sent; a tick or a choice acts natively and is read when the form hydrates.
 */
export type HydrateMode = 'idle' | 'visible' | 'interaction';

/** The element that wraps each island in the server's HTML (display: contents in global.css). */
export const ISLAND_TAG = 'site-island';
