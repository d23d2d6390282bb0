/**
 * When an island hydrates (decision 0027). Every island also hydrates on the first interaction
 * inside it (pointer, focus, touch, click), whatever its mode, and a click that arrived before is
 * replayed once it has.
 * - idle: once the first screen has painted and the browser is idle (a page that follows live
 *   data: the reservation);
 * - visible: when it comes within 200 px of the viewport (the home page's sections and form);
 * - interaction: only on interaction (menus, viewers, the popup with its form, the registration
 *   and booking forms, the winners' page, the press pages: no script until someone reaches for them).
 * A field typed in before its island is live keeps its value (the forms' fields are uncontrolled).
 */
export type HydrateMode = 'idle' | 'visible' | 'interaction';

/** The element that wraps each island in the server's HTML (display: contents in global.css). */
export const ISLAND_TAG = 'site-island';
